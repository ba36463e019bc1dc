import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestGateway, type TestGateway } from './testing/start-test-gateway';

const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script src="/main.3f9a1c2b7d.js"></script></body></html>';

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
    writeFile(distDir, 'shell/main.3f9a1c2b7d.js', 'console.log("shell")');
    writeFile(distDir, 'mfe-feed/mf-manifest.json', '{"id":"mfe_feed"}');
    writeFile(distDir, 'mfe-feed/remoteEntry.js', 'var mfe_feed;');
    writeFile(distDir, 'mfe-feed/412.0a1b2c3d4e5f.js', 'chunk');
    writeFile(distDir, 'mfe-events/mf-manifest.json', '{"id":"mfe_events"}');
    gateway = await startTestGateway({ DIST_DIR: distDir });
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
    const gateway = await startTestGateway({ DIST_DIR: path.join(tmpdir(), 'gateway-no-dist-here') });
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
