import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { API_BASE_PATH, apiRoutes } from '@campusloop/contracts';

// Issue 19: a route's path is written once, in its contract (libs/contracts `<vertical>-paths.ts`);
// callers take it from there (`IDENTITY_PATHS.me`, `fillPath(MEDIA_PATHS.upload, { key })`).
// This guard fails when a string literal in web-platform's code starts with a contract's first
// segment (`'/users/…'`, `` `/uploads/${…}` ``) or with `/api/v1`.

const SOURCE_ROOT = join(__dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function handWrittenApiPaths(): string[] {
  const prefixes = [...new Set(apiRoutes().map((route) => `/${route.path.split('/')[1]}`)), API_BASE_PATH];
  const literal = new RegExp(`['"\`](${prefixes.map(escape).join('|')})(?=[/'"\`?$])`);
  return sourceFiles(SOURCE_ROOT).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (literal.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line) ? [`${relative(SOURCE_ROOT, file)}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('API paths in web-platform', () => {
  it('come from the route contracts, none is written by hand', () => {
    expect(handWrittenApiPaths()).toEqual([]);
  });

  it('the guard sees the prefixes of every vertical with a contract', () => {
    const firstSegments = new Set(apiRoutes().map((route) => `/${route.path.split('/')[1]}`));
    expect([...firstSegments]).toEqual(expect.arrayContaining(['/auth', '/users', '/uploads', '/universities', '/contact', '/feed']));
  });
});
