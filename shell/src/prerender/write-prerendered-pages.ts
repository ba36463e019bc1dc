// `nx run shell:build`, after webpack: prerenders the landing page (`/`) into dist/shell/index.html, so a
// visitor's browser paints the page from the HTML alone (critical CSS inline, no JavaScript needed) and
// the shell hydrates it when its scripts arrive. Also writes the guard script the page runs first, and
// index.html's precompressed copies again (the gateway serves .br/.gz by Accept-Encoding).
// Usage: NODE_ENV=production tsx --tsconfig shell/tsconfig.prerender.json shell/src/prerender/write-prerendered-landing.ts [distDir]
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { injectPrerenderedPage, PRERENDER_GUARD_SCRIPT } from './prerender-html';
import { renderLandingPage } from './render-landing';

const GUARD_FILE = /^prerender-guard\.[0-9a-f]{8}\.js$/;

/** Writes `file` and, like the webpack build, its `.gz` and `.br` beside it. */
function writeWithCompressedCopies(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

export function writePrerenderedLanding(distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`prerender: ${indexFile} does not exist (build the shell first)`);
  const page = renderLandingPage();

  for (const old of readdirSync(distDir).filter((name) => GUARD_FILE.test(name)))
    rmSync(path.join(distDir, old), { force: true });
  const guardFile = `prerender-guard.${createHash('sha256').update(PRERENDER_GUARD_SCRIPT).digest('hex').slice(0, 8)}.js`;
  writeFileSync(path.join(distDir, guardFile), PRERENDER_GUARD_SCRIPT);

  const html = injectPrerenderedPage(readFileSync(indexFile, 'utf8'), page, `/${guardFile}`);
  writeWithCompressedCopies(indexFile, html);
  return { indexFile, guardFile, htmlBytes: Buffer.byteLength(page.html), cssBytes: Buffer.byteLength(page.styleTags) };
}

if (require.main === module) {
  const distDir = path.resolve(process.argv[2] ?? path.join(__dirname, '../../../dist/shell'));
  const { indexFile, htmlBytes, cssBytes } = writePrerenderedLanding(distDir);
  console.log(
    `prerendered / into ${path.relative(process.cwd(), indexFile)}: ${(htmlBytes / 1024).toFixed(1)} KiB markup, ${(cssBytes / 1024).toFixed(1)} KiB critical CSS`,
  );
}
