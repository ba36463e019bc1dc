// `nx run shell:build`, after webpack: prerenders the public pages (public-pages.ts) into dist/shell: the
// landing into index.html, /about into about/index.html and so on, each from the built index.html. A
// visitor's browser paints the page from the HTML alone (critical CSS inline, no JavaScript needed) and
// the shell hydrates it when its scripts arrive; the gateway answers a path with its own page when there
// is one, with index.html otherwise. Each page carries the guard script inline (it runs first); its CSP
// hash goes into inline-scripts.json, which the gateway adds to its Content-Security-Policy. Also writes
// each page's precompressed copies (the gateway serves .br/.gz by Accept-Encoding).
// Usage: NODE_ENV=production tsx --tsconfig shell/tsconfig.prerender.json shell/src/prerender/write-prerendered-pages.ts [distDir]
// (distDir defaults to $CAMPUSLOOP_DIST_DIR/shell, or dist/shell)
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { injectPrerenderedPage, PRERENDER_GUARD_SCRIPT } from './prerender-html';
import { PUBLIC_PAGE_PATHS, publicPageFile } from './public-pages';
import { renderPublicPage } from './render-public-page';

/** The file listing the CSP sources of the pages' inline scripts (read by services/gateway, inline-script-hashes.ts). */
export const INLINE_SCRIPTS_FILE = 'inline-scripts.json';

/** A script's CSP hash source: `'sha256-<base64 of the SHA-256 of its exact text>'`. */
export function cspHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** Writes `file` and, like the webpack build, its `.gz` and `.br` beside it. */
function writeWithCompressedCopies(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

export type WrittenPage = { path: string; file: string; htmlBytes: number; cssBytes: number };

export async function writePrerenderedPages(distDir: string): Promise<WrittenPage[]> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`prerender: ${indexFile} does not exist (build the shell first)`);
  // The template every page starts from: index.html as webpack wrote it (read before the landing replaces it).
  const template = readFileSync(indexFile, 'utf8');

  writeFileSync(path.join(distDir, INLINE_SCRIPTS_FILE), `${JSON.stringify({ scriptSrc: [cspHashSource(PRERENDER_GUARD_SCRIPT)] }, null, 2)}\n`);

  const written: WrittenPage[] = [];
  for (const pagePath of PUBLIC_PAGE_PATHS) {
    const page = await renderPublicPage(pagePath);
    const file = path.join(distDir, publicPageFile(pagePath));
    writeWithCompressedCopies(file, injectPrerenderedPage(template, page));
    written.push({ path: pagePath, file, htmlBytes: Buffer.byteLength(page.html), cssBytes: Buffer.byteLength(page.styleTags) });
  }
  return written;
}

if (require.main === module) {
  const distRoot = process.env['CAMPUSLOOP_DIST_DIR'] ?? path.join(__dirname, '../../../dist');
  const distDir = path.resolve(process.argv[2] ?? path.join(distRoot, 'shell'));
  writePrerenderedPages(distDir).then(
    (pages) => {
      for (const { path: pagePath, file, htmlBytes, cssBytes } of pages)
        console.log(
          `prerendered ${pagePath} into ${path.relative(process.cwd(), file)}: ${(htmlBytes / 1024).toFixed(1)} KiB markup, ${(cssBytes / 1024).toFixed(1)} KiB critical CSS`,
        );
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
