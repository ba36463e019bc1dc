import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestGateway, type TestGateway } from './testing/start-test-gateway';

/** The landing as the shell's build writes it: the prerender guard inline in <head> (shell/src/prerender). */
const INDEX_HTML = '<!doctype html><html><head><script>document.documentElement.dataset.guard="ran"</script></head><body><div id="root"></div></body></html>';
const GUARD_HASH = "'sha256-0c7TCgP0Lfpx5bMRFYDFvnD0SbBv6MSQmjO0Ovcd0vU='";
const REBUILT_HASH = "'sha256-Xq8Z3mO0b2xVgS0lA4tYvUoJx1gV7mZ2xk5Yl1uN8pQ='";

function writeShellFile(distDir: string, relative: string, content: string): void {
  mkdirSync(path.dirname(path.join(distDir, 'shell', relative)), { recursive: true });
  writeFileSync(path.join(distDir, 'shell', relative), content);
}

async function scriptSrc(gateway: TestGateway, pagePath: string): Promise<string> {
  const response = await fetch(`${gateway.url}${pagePath}`, { headers: { accept: 'text/html' } });
  await response.arrayBuffer();
  const csp = response.headers.get('content-security-policy') ?? '';
  return /(?:^|;)script-src ([^;]*)/.exec(csp)?.[1] ?? '';
}

describe("gateway CSP and the shell's inline scripts (issue 30: the prerender guard inline, allowed by its hash)", () => {
  let distDir: string;
  let gateway: TestGateway;

  beforeEach(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'gateway-inline-scripts-'));
    writeShellFile(distDir, 'index.html', INDEX_HTML);
  });

  afterEach(async () => {
    await gateway?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('when the build lists its inline scripts, then every page allows exactly those hashes and nothing else the file names', async () => {
    writeShellFile(distDir, 'inline-scripts.json', JSON.stringify({ scriptSrc: [GUARD_HASH, "'unsafe-inline'", '*', 'https://evil.example'] }));
    gateway = await startTestGateway({ DIST_DIR: distDir, RELEASES_DIR: path.join(distDir, 'no-releases') });

    expect(await scriptSrc(gateway, '/')).toBe(`'self' ${GUARD_HASH}`);
    expect(await scriptSrc(gateway, '/dashboard')).toBe(`'self' ${GUARD_HASH}`);
  });

  it('when the shell has no such list, then script-src stays same-origin only', async () => {
    gateway = await startTestGateway({ DIST_DIR: distDir, RELEASES_DIR: path.join(distDir, 'no-releases') });
    expect(await scriptSrc(gateway, '/')).toBe("'self'");
  });

  it('when the list is unreadable, then script-src stays same-origin only', async () => {
    writeShellFile(distDir, 'inline-scripts.json', '{ not json');
    gateway = await startTestGateway({ DIST_DIR: distDir, RELEASES_DIR: path.join(distDir, 'no-releases') });
    expect(await scriptSrc(gateway, '/')).toBe("'self'");
  });

  it('when the shell is rebuilt while the gateway runs, then pages soon allow the new hash instead of the old', async () => {
    writeShellFile(distDir, 'inline-scripts.json', JSON.stringify({ scriptSrc: [GUARD_HASH] }));
    gateway = await startTestGateway({ DIST_DIR: distDir, RELEASES_DIR: path.join(distDir, 'no-releases') });
    expect(await scriptSrc(gateway, '/')).toBe(`'self' ${GUARD_HASH}`);

    writeShellFile(distDir, 'inline-scripts.json', JSON.stringify({ scriptSrc: [REBUILT_HASH] }));
    // Looked at again at most once a second, off the request path: poll (a busy machine may take longer).
    let seen = '';
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; ) {
      seen = await scriptSrc(gateway, '/');
      if (seen !== `'self' ${GUARD_HASH}`) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(seen).toBe(`'self' ${REBUILT_HASH}`);
  });
});
