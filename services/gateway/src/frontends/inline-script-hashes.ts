import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The file the shell's build writes beside its pages (shell/src/prerender/write-prerendered-pages.ts): the
 * CSP sources (`'sha256-…'`) of the scripts its HTML carries inline — the prerender guard, which runs
 * before the page paints and so is inline rather than one more blocking request (issue 30).
 */
export const INLINE_SCRIPTS_FILE = 'inline-scripts.json';

/** How often, at most, a request looks whether the shell was rebuilt (its inline scripts changed). */
const RECHECK_MS = 1000;

const HASH_SOURCE = /^'sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

/** The hash sources listed in the file's `scriptSrc`; anything else (a missing file, another shape) is none. */
function parseSources(text: string): string[] {
  try {
    const parsed = JSON.parse(text) as { scriptSrc?: unknown };
    return Array.isArray(parsed.scriptSrc) ? parsed.scriptSrc.filter((value): value is string => typeof value === 'string' && HASH_SOURCE.test(value)) : [];
  } catch {
    return [];
  }
}

function readNow(file: string): string[] {
  try {
    return parseSources(readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
}

/**
 * The script-src hash sources of the shell's inline scripts, for the front ends' CSP: read at start and
 * again when the file changes (looked at, off the request path, at most once a second). Only hash sources
 * are taken from the file, so it can allow exactly those scripts and nothing wider.
 */
export function inlineScriptSources(shellDir: string): () => string[] {
  const file = path.join(shellDir, INLINE_SCRIPTS_FILE);
  let sources = readNow(file);
  let modified = -1;
  let checkedAt = Date.now();
  let checking = false;
  const recheck = async () => {
    try {
      const found = await stat(file);
      if (found.mtimeMs !== modified) {
        modified = found.mtimeMs;
        sources = parseSources(await readFile(file, 'utf8'));
      }
    } catch {
      modified = -1;
      sources = [];
    } finally {
      checking = false;
    }
  };
  return () => {
    const now = Date.now();
    if (!checking && now - checkedAt >= RECHECK_MS) {
      checkedAt = now;
      checking = true;
      void recheck();
    }
    return sources;
  };
}
