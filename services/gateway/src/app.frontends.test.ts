import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  createFsReleaseStore,
  promote,
  rollback,
  addRelease,
  emptyRecord,
  type ReleaseStore,
} from '@campusloop/frontend-releases';
import { startTestGateway, type TestGateway } from './testing/start-test-gateway';

const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script src="/main.3f9a1c2b7d.js"></script></body></html>';
/** A public page the shell's build prerendered (shell/src/prerender): about/index.html. */
const ABOUT_HTML = '<!doctype html><html><body><div id="root"><h1>About CampusLoop</h1></div></body></html>';

function writeFile(root: string, relative: string, content: string): void {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), content);
}

describe('gateway serving the built front ends', () => {
  let distDir: string;
  let gateway: TestGateway;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'gateway-dist-'));
    writeFile(distDir, 'shell/index.html', INDEX_HTML);
    writeFile(distDir, 'shell/about/index.html', ABOUT_HTML);
    writeFileSync(path.join(distDir, 'shell/about/index.html.br'), brotliCompressSync(ABOUT_HTML));
    writeFile(distDir, 'shell/main.3f9a1c2b7d.js', 'console.log("shell")');
    writeFile(distDir, 'mfe-feed/mf-manifest.json', '{"id":"mfe_feed"}');
    writeFile(distDir, 'mfe-feed/remoteEntry.js', 'var mfe_feed;');
    writeFile(distDir, 'mfe-feed/412.0a1b2c3d4e5f.js', 'chunk');
    writeFile(distDir, 'mfe-events/mf-manifest.json', '{"id":"mfe_events"}');
    gateway = await startTestGateway({ DIST_DIR: distDir, RELEASES_DIR: path.join(distDir, 'no-releases') });
  });

  afterAll(async () => {
    await gateway.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('when the shell asks for the runtime manifest, then only the remotes that are built are listed, by container name', async () => {
    const response = await fetch(`${gateway.url}/mf-manifest.json`);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      mfe_feed: '/remotes/mfe-feed/mf-manifest.json',
      mfe_events: '/remotes/mfe-events/mf-manifest.json',
    });
  });

  it('when a shell on a dev server reads the manifest, then CORS lets it (the remotes are public files)', async () => {
    const response = await fetch(`${gateway.url}/mf-manifest.json`, {
      headers: { origin: 'http://localhost:4200' },
    });

    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4200');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('when a browser opens a client-side route, then it gets the shell index.html, uncached, with the security headers', async () => {
    const response = await fetch(`${gateway.url}/dashboard/events/e1234567890`, {
      headers: { accept: 'text/html' },
    });

    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(csp).toContain("img-src 'self' blob: data:");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('when a browser opens /, then it gets index.html uncached', async () => {
    const response = await fetch(`${gateway.url}/`);

    expect(await response.text()).toBe(INDEX_HTML);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/about', '/about/'])(
    'when a browser opens %s, a page the shell prerendered, then it gets that page, brotli, uncached, with an ETag',
    async (urlPath) => {
      const response = await fetch(`${gateway.url}${urlPath}`, {
        headers: { accept: 'text/html', 'accept-encoding': 'br' },
      });

      expect(response.status).toBe(200);
      expect(await response.text()).toBe(ABOUT_HTML);
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('etag')).toBeTruthy();
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    },
  );

  it('when a browser opens a path under a prerendered page, then it gets index.html, not that page', async () => {
    const response = await fetch(`${gateway.url}/about/team`, { headers: { accept: 'text/html' } });

    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('when hashed and entry files are loaded, then hashed ones cache for a year and entry files revalidate', async () => {
    const shellChunk = await fetch(`${gateway.url}/main.3f9a1c2b7d.js`);
    const remoteChunk = await fetch(`${gateway.url}/remotes/mfe-feed/412.0a1b2c3d4e5f.js`);
    const remoteEntry = await fetch(`${gateway.url}/remotes/mfe-feed/remoteEntry.js`);
    const remoteManifest = await fetch(`${gateway.url}/remotes/mfe-feed/mf-manifest.json`);

    expect(shellChunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(remoteChunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await remoteEntry.text()).toBe('var mfe_feed;');
    expect(remoteEntry.headers.get('cache-control')).toBe('no-cache');
    expect(await remoteManifest.json()).toEqual({ id: 'mfe_feed' });
    expect(remoteManifest.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    '/missing.3f9a1c2b7d.js',
    '/remotes/mfe-feed/missing.js',
    '/remotes/mfe-reviews/remoteEntry.js',
    '/api/v1/unknown',
    '/internal/jwks',
  ])('when %s does not exist or is not a page, then 404 instead of index.html', async (urlPath) => {
    const response = await fetch(`${gateway.url}${urlPath}`, { headers: { accept: 'text/html' } });

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});

describe('gateway without built front ends', () => {
  it('when dist does not exist, then it still starts, the manifest is empty and pages 404', async () => {
    const gateway = await startTestGateway({
      DIST_DIR: path.join(tmpdir(), 'gateway-no-dist-here'),
      RELEASES_DIR: path.join(tmpdir(), 'gateway-no-releases-here'),
    });
    try {
      expect(await (await fetch(`${gateway.url}/mf-manifest.json`)).json()).toEqual({});
      expect((await fetch(`${gateway.url}/dashboard`)).status).toBe(404);
      expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});

describe('gateway serving precompressed front ends', () => {
  const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  let distDir: string;
  let gateway: TestGateway;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'gateway-precompressed-'));
    for (const name of ['shell/main.3f9a1c2b7d.js', 'mfe-feed/remoteEntry.js']) {
      writeFile(distDir, name, SCRIPT);
      writeFileSync(path.join(distDir, `${name}.br`), brotliCompressSync(SCRIPT));
      writeFileSync(path.join(distDir, `${name}.gz`), gzipSync(SCRIPT));
    }
    writeFile(distDir, 'shell/index.html', INDEX_HTML);
    gateway = await startTestGateway({ DIST_DIR: distDir, RELEASES_DIR: path.join(distDir, 'no-releases') });
  });

  afterAll(async () => {
    await gateway.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br;q=0', 'gzip'],
    ['gzip;q=0.5, br;q=1', 'br'],
  ])(
    'when a browser accepts "%s", then the build-time %s file is sent with the script type and Vary',
    async (accept, encoding) => {
      // fetch decodes what it asked for; the raw size proves the compressed file went over the wire.
      const response = await fetch(`${gateway.url}/main.3f9a1c2b7d.js`, {
        headers: { 'accept-encoding': accept },
      });

      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers.get('content-length'))).toBeLessThan(200);
      expect(await response.text()).toBe(SCRIPT);
    },
  );

  it('when a client accepts no encoding, then it gets the plain file, still marked Vary: Accept-Encoding', async () => {
    const response = await fetch(`${gateway.url}/main.3f9a1c2b7d.js`, {
      headers: { 'accept-encoding': 'identity' },
    });

    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(Number(response.headers.get('content-length'))).toBe(SCRIPT.length);
  });

  it('when an entry file is loaded again with its ETag, then 304 and no body (a repeat visit transfers no unchanged script)', async () => {
    const first = await fetch(`${gateway.url}/remotes/mfe-feed/remoteEntry.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    const etag = first.headers.get('etag');
    // What a browser sends when it revalidates (fetch() would add `no-cache`, which forces a full answer).
    const again = await fetch(`${gateway.url}/remotes/mfe-feed/remoteEntry.js`, {
      headers: { 'accept-encoding': 'br', 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' },
    });

    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(etag).toBeTruthy();
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('when the brotli and gzip files are asked for, then their ETags differ (a cache never mixes encodings)', async () => {
    const br = await fetch(`${gateway.url}/remotes/mfe-feed/remoteEntry.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    const gzip = await fetch(`${gateway.url}/remotes/mfe-feed/remoteEntry.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });

    expect(br.headers.get('etag')).not.toBe(gzip.headers.get('etag'));
  });

  it('when a compressed sibling is requested directly, then 404 (it would go out without its Content-Encoding)', async () => {
    const response = await fetch(`${gateway.url}/main.3f9a1c2b7d.js.br`);

    expect(response.status).toBe(404);
  });
});

describe('gateway remote registry from release records', () => {
  let root: string;
  let distDir: string;
  let releasesDir: string;
  let store: ReleaseStore;
  let gateway: TestGateway;

  const release = (version: string) => ({
    version,
    createdAt: new Date().toISOString(),
    contentHash: version,
    files: 2,
    bytes: 20,
  });

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'gateway-releases-'));
    distDir = path.join(root, 'dist');
    releasesDir = path.join(root, 'releases');
    writeFile(distDir, 'shell/index.html', INDEX_HTML);
    writeFile(distDir, 'mfe-feed/mf-manifest.json', '{"id":"built"}');
    writeFile(distDir, 'mfe-reviews/mf-manifest.json', '{"id":"built"}');
    store = createFsReleaseStore(releasesDir);
    for (const version of ['20261101T000000Z-aaaa1111', '20261102T000000Z-bbbb2222']) {
      await store.putRelease('mfe-reviews', version, [
        { name: 'mf-manifest.json', body: Buffer.from(`{"id":"${version}"}`) },
        { name: 'remoteEntry.js', body: Buffer.from(`var mfe_reviews = "${version}";`) },
      ]);
    }
    gateway = await startTestGateway({ DIST_DIR: distDir, RELEASES_DIR: releasesDir });
  });

  afterAll(async () => {
    await gateway.close();
    rmSync(root, { recursive: true, force: true });
  });

  const manifest = async () =>
    (await (await fetch(`${gateway.url}/mf-manifest.json`)).json()) as Record<string, string>;

  it('when releases are recorded but none is live, then the built remote is served (npm start keeps working)', async () => {
    let record = emptyRecord('mfe-reviews');
    record = addRelease(
      addRelease(record, release('20261101T000000Z-aaaa1111')),
      release('20261102T000000Z-bbbb2222'),
    );
    await store.writeRecord(record);

    expect((await manifest()).mfe_reviews).toBe('/remotes/mfe-reviews/mf-manifest.json');
  });

  it('when a version is promoted and then rolled back, then the next manifest follows each step without a restart', async () => {
    let record = (await store.readRecord('mfe-reviews')) ?? emptyRecord('mfe-reviews');
    record = promote(record, '20261101T000000Z-aaaa1111');
    await store.writeRecord(record);
    expect((await manifest()).mfe_reviews).toBe(
      '/releases/mfe-reviews/20261101T000000Z-aaaa1111/mf-manifest.json',
    );

    record = promote(record, '20261102T000000Z-bbbb2222');
    await store.writeRecord(record);
    expect(await manifest()).toEqual({
      mfe_feed: '/remotes/mfe-feed/mf-manifest.json',
      mfe_reviews: '/releases/mfe-reviews/20261102T000000Z-bbbb2222/mf-manifest.json',
    });
    const entry = await fetch(`${gateway.url}/releases/mfe-reviews/20261102T000000Z-bbbb2222/remoteEntry.js`);
    expect(await entry.text()).toBe('var mfe_reviews = "20261102T000000Z-bbbb2222";');
    expect(entry.headers.get('cache-control')).toBe('no-cache');

    record = rollback(record);
    await store.writeRecord(record);
    expect((await manifest()).mfe_reviews).toBe(
      '/releases/mfe-reviews/20261101T000000Z-aaaa1111/mf-manifest.json',
    );

    record = rollback(record);
    await store.writeRecord(record);
    expect((await manifest()).mfe_reviews).toBe('/remotes/mfe-reviews/mf-manifest.json');
  });

  it.each([
    '/releases/mfe-reviews/record.json',
    '/releases/not-a-remote/20261101T000000Z-aaaa1111/remoteEntry.js',
    '/releases/mfe-reviews/..%2f..%2fdist/shell/index.html',
  ])('when %s is asked for, then 404 (only release files are public)', async (urlPath) => {
    const response = await fetch(`${gateway.url}${urlPath}`, { headers: { accept: 'text/html' } });

    expect(response.status).toBe(404);
  });

  it('when an unreadable record is found, then the remote falls back to its built copy instead of failing the manifest', async () => {
    writeFile(releasesDir, 'mfe-feed/record.json', '{ not json');

    expect((await manifest()).mfe_feed).toBe('/remotes/mfe-feed/mf-manifest.json');
  });
});

describe('gateway remote registry with a remote on another origin', () => {
  it('when REMOTE_URL_<CONTAINER> is set, then the manifest points there and the CSP allows that origin and no other', async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'gateway-remote-url-'));
    writeFile(distDir, 'shell/index.html', INDEX_HTML);
    writeFile(distDir, 'mfe-events/mf-manifest.json', '{}');
    const gateway = await startTestGateway({
      DIST_DIR: distDir,
      RELEASES_DIR: path.join(distDir, 'no-releases'),
      REMOTE_URL_MFE_EVENTS: 'https://cdn.example.org/mfe-events/1.4.0/',
    });
    try {
      expect(await (await fetch(`${gateway.url}/mf-manifest.json`)).json()).toEqual({
        mfe_events: 'https://cdn.example.org/mfe-events/1.4.0/mf-manifest.json',
      });
      const csp = (await fetch(`${gateway.url}/`)).headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' https://cdn.example.org;");
      expect(csp).toContain("connect-src 'self' ws: wss: https://cdn.example.org;");
      expect(csp).not.toMatch(/script-src[^;]*(\*|https:(?!\/\/))/);
    } finally {
      await gateway.close();
      rmSync(distDir, { recursive: true, force: true });
    }
  });

  it("when MEDIA_ORIGINS names media's bucket, then pages may upload to it and show its images, but never run its scripts", async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'gateway-media-origins-'));
    writeFile(distDir, 'shell/index.html', INDEX_HTML);
    const gateway = await startTestGateway({
      DIST_DIR: distDir,
      RELEASES_DIR: path.join(distDir, 'no-releases'),
      MEDIA_ORIGINS: 'https://campusloop-media.s3.eu-west-1.amazonaws.com/uploads, https://img.example.org',
    });
    try {
      const csp = (await fetch(`${gateway.url}/`)).headers.get('content-security-policy') ?? '';
      expect(csp).toContain(
        "connect-src 'self' ws: wss: https://campusloop-media.s3.eu-west-1.amazonaws.com https://img.example.org;",
      );
      expect(csp).toContain("img-src 'self' blob: data: https://campusloop-media.s3.eu-west-1.amazonaws.com https://img.example.org;");
      expect(csp).not.toMatch(/script-src[^;]*amazonaws/);
    } finally {
      await gateway.close();
      rmSync(distDir, { recursive: true, force: true });
    }
  });

  it('when a media origin is not an http(s) URL, then the gateway refuses to start and names the key', async () => {
    await expect(startTestGateway({ MEDIA_ORIGINS: 'javascript:alert(1)' })).rejects.toThrow(/MEDIA_ORIGINS/);
  });

  it('when a remote URL is not an http(s) URL, then the gateway refuses to start and names the key', async () => {
    await expect(startTestGateway({ REMOTE_URL_MFE_EVENTS: 'javascript:alert(1)' })).rejects.toThrow(
      /REMOTE_URL_MFE_EVENTS/,
    );
  });
});

describe('gateway source maps', () => {
  let distDir: string;

  beforeAll(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'gateway-maps-'));
    writeFile(distDir, 'shell/index.html', INDEX_HTML);
    writeFile(distDir, 'shell/main.3f9a1c2b7d.js', 'console.log("shell")\n//# sourceMappingURL=main.3f9a1c2b7d.js.map');
    writeFile(distDir, 'shell/main.3f9a1c2b7d.js.map', '{"version":3,"sources":["shell/src/main.ts"]}');
    writeFile(distDir, 'mfe-feed/remoteEntry.js', 'var mfe_feed;\n//# sourceMappingURL=remoteEntry.js.map');
    writeFile(distDir, 'mfe-feed/remoteEntry.js.map', '{"version":3,"sources":["mfe-feed/src/remote-entry.ts"]}');
    writeFile(distDir, 'mfe-feed/remoteEntry.js.map.gz', gzipSync('{"version":3}').toString('latin1'));
  });

  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  async function withGateway(env: Record<string, string>, story: (gateway: TestGateway) => Promise<void>): Promise<void> {
    const gateway = await startTestGateway({ DIST_DIR: distDir, RELEASES_DIR: path.join(distDir, 'no-releases'), ...env });
    try {
      await story(gateway);
    } finally {
      await gateway.close();
    }
  }

  const production = { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://campusloop.test' };
  const MAPS = ['/remotes/mfe-feed/remoteEntry.js.map', '/main.3f9a1c2b7d.js.map', '/remotes/mfe-feed/remoteEntry.js.map.gz'];

  it('when NODE_ENV=production, then source maps answer 404 (the source is not published) while the scripts load', async () => {
    await withGateway(production, async (gateway) => {
      const maps = await Promise.all(MAPS.map((file) => fetch(`${gateway.url}${file}`)));
      const entry = await fetch(`${gateway.url}/remotes/mfe-feed/remoteEntry.js`);

      expect(maps.map((response) => response.status)).toEqual([404, 404, 404]);
      expect(await maps[0]?.text()).not.toContain('sources');
      expect(entry.status).toBe(200);
    });
  });

  it('when production opts in with PUBLIC_SOURCE_MAPS=true, or outside production, then the maps are served', async () => {
    await withGateway({ ...production, PUBLIC_SOURCE_MAPS: 'true' }, async (gateway) => {
      const map = await fetch(`${gateway.url}/remotes/mfe-feed/remoteEntry.js.map`);

      expect(map.status).toBe(200);
      expect(await map.text()).toContain('remote-entry.ts');
    });
    await withGateway({}, async (gateway) => {
      expect((await fetch(`${gateway.url}/main.3f9a1c2b7d.js.map`)).status).toBe(200);
    });
  });

  it('when PUBLIC_SOURCE_MAPS is neither true nor false, then the gateway refuses to start and names the key', async () => {
    await expect(startTestGateway({ DIST_DIR: distDir, PUBLIC_SOURCE_MAPS: 'yes' })).rejects.toThrow('PUBLIC_SOURCE_MAPS');
  });
});
