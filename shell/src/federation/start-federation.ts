import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RuntimeManifest } from './runtime-manifest';

/** The two runtime calls the shell makes (from '@module-federation/enhanced/runtime'). */
export type FederationRuntime = {
  init(options: { name: string; remotes: []; plugins: ModuleFederationRuntimePlugin[] }): ModuleFederation;
  registerRemotes(remotes: { name: string; entry: string }[]): void;
};

/** The deployed remotes as the runtime registers them: each by its mf-manifest.json's absolute URL (relative ones against the page). */
export function remoteEntries(manifest: RuntimeManifest, baseUrl: string): { name: string; entry: string }[] {
  return Object.entries(manifest).map(([name, entry]) => ({ name, entry: new URL(entry, baseUrl).href }));
}

/**
 * Registers the deployed remotes with the Module Federation runtime: each entry is the remote's
 * mf-manifest.json, resolved against the page so relative paths from the gateway work.
 * Returns the container names that are available.
 */
export function startFederation(manifest: RuntimeManifest, runtime: FederationRuntime, plugins: ModuleFederationRuntimePlugin[], baseUrl: string): Set<string> {
  runtime.init({ name: 'shell', remotes: [], plugins });
  const remotes = remoteEntries(manifest, baseUrl);
  runtime.registerRemotes(remotes);
  return new Set(remotes.map((remote) => remote.name));
}
