/** The runtime manifest: container name → URL of that remote's mf-manifest.json (deployed remotes only). */
export type RuntimeManifest = Record<string, string>;

export const RUNTIME_MANIFEST_URL = '/mf-manifest.json';

const CONTAINER_NAME = /^[A-Za-z_$][\w$]*$/;

/**
 * Fetches the runtime manifest. Anything unusable (network error, bad JSON, odd entries) degrades to
 * fewer remotes — their tabs say 'Coming soon…' — never to a blank app.
 */
export async function fetchRuntimeManifest(url: string = RUNTIME_MANIFEST_URL, fetchFn: typeof fetch = fetch): Promise<RuntimeManifest> {
  try {
    const response = await fetchFn(url, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object');
    return Object.fromEntries(
      Object.entries(body).filter(
        (entry): entry is [string, string] => CONTAINER_NAME.test(entry[0]) && typeof entry[1] === 'string' && entry[1].length > 0,
      ),
    );
  } catch (error) {
    console.error(`CampusLoop: the remote manifest ${url} could not be read; remotes are unavailable.`, error);
    return {};
  }
}
