// Versioned remote releases: build one remote into an immutable release, publish it to the release
// store the gateway reads (the `.data/releases` directory by default, an S3-compatible bucket with
// RELEASE_STORE=s3), record it, promote a version, roll back, list. Nothing else is rebuilt or restarted:
// the gateway reads the records on every /mf-manifest.json.
//
//   npm run release:remote -- mfe-events [--promote] [--config <webpack.config.cjs>] [--json]
//   npm run release -- promote mfe-events <version>
//   npm run release -- rollback mfe-events
//   npm run release -- list [mfe-events]
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ReleaseError,
  addRelease,
  createReleaseStore,
  emptyRecord,
  loadReleaseStoreConfig,
  promote,
  rollback,
  type Release,
  type ReleaseFile,
  type ReleaseRecord,
  type ReleaseStore,
} from '@campusloop/frontend-releases';

const workspaceRoot = path.resolve(__dirname, '../..');
const { remotes } = require('../webpack/apps.cjs') as { remotes: { project: string; container: string }[] };

function usage(): never {
  console.error(
    [
      'usage: npm run release:remote -- <remote> [--promote] [--config <webpack.config.cjs>] [--json]',
      '       npm run release -- promote <remote> <version> | rollback <remote> | list [<remote>]',
      `remotes: ${remotes.map((remote) => remote.project).join(', ')}`,
    ].join('\n'),
  );
  process.exit(2);
}

function knownRemote(name: string | undefined): string {
  if (!name || !remotes.some((remote) => remote.project === name)) usage();
  return name;
}

function filesUnder(root: string, dir = root): ReleaseFile[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(root, full);
      return [{ name: path.relative(root, full).split(path.sep).join('/'), body: readFileSync(full) }];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** sha256 over every file's name and bytes: two builds with the same output have the same hash. */
function contentHash(files: ReleaseFile[]): string {
  const hash = createHash('sha256');
  for (const file of files)
    hash.update(file.name).update('\0').update(createHash('sha256').update(file.body).digest()).update('\0');
  return hash.digest('hex');
}

function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: workspaceRoot,
      encoding: 'utf8',
    }).trim();
  } catch {
    return undefined;
  }
}

/** Builds the remote (production, precompressed) into a temporary folder; the workspace's dist/ is left alone. */
function build(remote: string, configFile: string): string {
  const outDir = mkdtempSync(path.join(tmpdir(), `release-${remote}-`));
  const webpack = path.join(workspaceRoot, 'node_modules', '.bin', 'webpack');
  const result = spawnSync(webpack, ['-c', configFile, '--mode', 'production', '--output-path', outDir], {
    cwd: workspaceRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new ReleaseError(`webpack failed for ${remote} (exit ${result.status})`);
  if (!statSync(path.join(outDir, 'mf-manifest.json'), { throwIfNoEntry: false })) {
    throw new ReleaseError(`${configFile} built no mf-manifest.json: is it a Module Federation remote?`);
  }
  return outDir;
}

async function publish(
  store: ReleaseStore,
  remote: string,
  options: { config?: string; promote: boolean },
): Promise<{ record: ReleaseRecord; release: Release }> {
  const configFile = path.resolve(options.config ?? path.join(workspaceRoot, remote, 'webpack.config.cjs'));
  const outDir = build(remote, configFile);
  try {
    const files = filesUnder(outDir);
    const hash = contentHash(files);
    const stamp = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z');
    const commit = gitCommit();
    const release: Release = {
      version: `${stamp}-${hash.slice(0, 10)}`,
      createdAt: new Date().toISOString(),
      contentHash: hash,
      files: files.length,
      bytes: files.reduce((sum, file) => sum + file.body.length, 0),
      ...(commit ? { commit } : {}),
    };
    await store.putRelease(remote, release.version, files);
    let record = addRelease((await store.readRecord(remote)) ?? emptyRecord(remote), release);
    if (options.promote) record = promote(record, release.version);
    await store.writeRecord(record);
    return { record, release };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

function describe(record: ReleaseRecord): string {
  const lines = [`${record.remote}: live ${record.live ?? '(built dist/, no release live)'}`];
  for (const release of [...record.releases].reverse()) {
    const marker = release.version === record.live ? '*' : ' ';
    lines.push(
      `  ${marker} ${release.version}  ${release.createdAt}  ${release.files} files  ${Math.round(release.bytes / 1024)} KiB${release.commit ? `  ${release.commit}` : ''}`,
    );
  }
  return lines.join('\n');
}

async function main(argv: string[]): Promise<void> {
  const json = argv.includes('--json');
  const args = argv.filter((arg) => arg !== '--json');
  const store = createReleaseStore(loadReleaseStoreConfig(process.env));
  const print = (record: ReleaseRecord, extra: Record<string, unknown> = {}) =>
    console.log(
      json
        ? JSON.stringify({
            ...extra,
            remote: record.remote,
            live: record.live,
            releases: record.releases.map((r) => r.version),
          })
        : describe(record),
    );
  const [command, ...rest] = args;

  if (command === 'promote' || command === 'rollback') {
    const remote = knownRemote(rest[0]);
    const record = (await store.readRecord(remote)) ?? emptyRecord(remote);
    const next = command === 'promote' ? promote(record, rest[1] ?? usage()) : rollback(record);
    await store.writeRecord(next);
    print(next);
    return;
  }
  if (command === 'list') {
    const names = rest[0] ? [knownRemote(rest[0])] : remotes.map((remote) => remote.project);
    for (const remote of names) {
      const record = await store.readRecord(remote);
      if (record) print(record);
      else if (rest[0] || !json)
        console.log(
          json
            ? JSON.stringify({ remote, live: null, releases: [] })
            : `${remote}: no releases (served from dist/)`,
        );
    }
    return;
  }
  const publishArgs = command === 'publish' ? rest : args;
  const remote = knownRemote(publishArgs[0]);
  const configIndex = publishArgs.indexOf('--config');
  const { record, release } = await publish(store, remote, {
    ...(configIndex > 0 ? { config: publishArgs[configIndex + 1] ?? usage() } : {}),
    promote: publishArgs.includes('--promote'),
  });
  if (!json)
    console.log(
      `released ${remote} ${release.version} to the ${store.kind} store${record.live === release.version ? ' (live)' : ''}`,
    );
  print(record, { version: release.version });
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ReleaseError ? `release: ${error.message}` : error);
  process.exit(1);
});
