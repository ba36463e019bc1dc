import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// Dependency-free at run time (a type import only): main.ts uses it before the shared libraries have loaded.

/**
 * Remote manifests requested ahead of the runtime (issue 30: dashboard LCP on a phone). A signed-in start
 * on /dashboard knows which remotes it opens with as soon as the runtime manifest is read; their
 * mf-manifest.json files are small, so main.ts requests them then, while the shell's own files still
 * download, and the Module Federation runtime's first fetch of each (its `fetch` hook) is answered with
 * that response instead of a round trip of its own once the remote's files are wanted. Each answer is
 * used once; a request that failed on the network is made again by the runtime's fetch.
 */
export function earlyRemoteManifests(fetchFn: typeof fetch = (input, init) => fetch(input, init)) {
  const early = new Map<string, Promise<Response>>();
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'campusloop-early-remote-manifests',
    fetch(manifestUrl, init) {
      const response = early.get(manifestUrl);
      if (!response) return undefined;
      early.delete(manifestUrl);
      return response.catch(() => fetchFn(manifestUrl, init));
    },
  };
  /** Requests these remote manifests now (each once), for the runtime's first fetch of it. */
  const request = (manifestUrls: string[]) => {
    for (const url of manifestUrls) {
      if (early.has(url)) continue;
      const response = fetchFn(url, {});
      response.catch(() => undefined);
      early.set(url, response);
    }
  };
  return { plugin, request };
}
