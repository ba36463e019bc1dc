import { earlyRemoteManifests } from './early-remote-manifests';

const FEED = 'https://campusloop.app/remotes/mfe-feed/mf-manifest.json';

/** The runtime's fetch hook as Module Federation calls it: a Response, or nothing (it then fetches itself). */
const runtimeFetch = (plugin: ReturnType<typeof earlyRemoteManifests>['plugin'], url: string) =>
  (plugin.fetch as (url: string, init: RequestInit) => Promise<Response> | undefined)(url, {});

describe('earlyRemoteManifests (the opening remotes\' manifests requested before the runtime asks)', () => {
  it("answers the runtime's first fetch of a requested manifest with the early response, once; others are the runtime's", async () => {
    const fetchFn = jest.fn((_url: RequestInfo | URL) => Promise.resolve(new Response('{"name":"mfe_feed"}')));
    const { plugin, request } = earlyRemoteManifests(fetchFn as typeof fetch);
    request([FEED]);
    request([FEED]);
    expect(fetchFn).toHaveBeenCalledTimes(1);

    await expect(runtimeFetch(plugin, FEED)?.then((response) => response.json())).resolves.toEqual({ name: 'mfe_feed' });
    expect(runtimeFetch(plugin, FEED)).toBeUndefined();
    expect(runtimeFetch(plugin, 'https://campusloop.app/remotes/mfe-events/mf-manifest.json')).toBeUndefined();
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('an early request that failed on the network is made again when the runtime asks', async () => {
    const fetchFn = jest
      .fn()
      .mockReturnValueOnce(Promise.reject(new TypeError('Failed to fetch')))
      .mockReturnValueOnce(Promise.resolve(new Response('{"name":"again"}')));
    const { plugin, request } = earlyRemoteManifests(fetchFn as unknown as typeof fetch);
    request([FEED]);
    await expect(runtimeFetch(plugin, FEED)?.then((response) => response.json())).resolves.toEqual({ name: 'again' });
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });
});
