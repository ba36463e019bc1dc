import { VERTICAL_REMOTES } from '../routing/verticals.generated';

/** The remotes the shell may load, by Nx project name (from the vertical manifest; builds in `dist/<name>`). */
export const REMOTE_APPS = VERTICAL_REMOTES.map((remote) => remote.project);

export type RemoteApp = (typeof VERTICAL_REMOTES)[number]['project'];

/** The Module Federation container name the manifest gives a remote (`mfe-feed` → `mfe_feed`). */
export function containerName(remote: RemoteApp): string {
  return (
    VERTICAL_REMOTES.find((candidate) => candidate.project === remote)?.container ?? remote.replace(/-/g, '_')
  );
}

/** Where the gateway serves a remote's build. */
export function remoteBasePath(remote: RemoteApp): string {
  return `/remotes/${remote}/`;
}
