/** The remotes the shell may load, by Nx project name (their builds live in `dist/<name>`). */
export const REMOTE_APPS = [
  'mfe-feed',
  'mfe-communities',
  'mfe-events',
  'mfe-marketplace',
  'mfe-reviews',
  'mfe-notifications',
  'mfe-referrals',
] as const;

export type RemoteApp = (typeof REMOTE_APPS)[number];

/** Module Federation container names are JS identifiers: `mfe-feed` → `mfe_feed`. */
export function containerName(remote: RemoteApp): string {
  return remote.replace(/-/g, '_');
}

/** Where the gateway serves a remote's build. */
export function remoteBasePath(remote: RemoteApp): string {
  return `/remotes/${remote}/`;
}
