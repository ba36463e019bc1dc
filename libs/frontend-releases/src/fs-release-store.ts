import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ReleaseError, releaseRecordSchema, type ReleaseRecord } from './release-record';
import type { ReleaseFile, ReleaseStore } from './release-store';

/** Where the gateway serves the embedded store's files: `/releases/<remote>/<version>/...`. */
export const RELEASES_BASE_PATH = '/releases/';

const RECORD_FILE = 'record.json';

async function exists(target: string): Promise<boolean> {
  try {
    await stat(target);
    return true;
  } catch {
    return false;
  }
}

/**
 * The embedded release store: `<dir>/<remote>/<version>/` holds a release's files and
 * `<dir>/<remote>/record.json` its record. Records are replaced by rename, so a reader (the gateway,
 * per request) sees the old or the new record, never half of one.
 */
export function createFsReleaseStore(dir: string): ReleaseStore {
  const recordPath = (remote: string) => path.join(dir, remote, RECORD_FILE);
  return {
    kind: 'fs',
    async readRecord(remote) {
      let text: string;
      try {
        text = await readFile(recordPath(remote), 'utf8');
      } catch {
        return null;
      }
      return releaseRecordSchema.parse(JSON.parse(text));
    },
    async writeRecord(record: ReleaseRecord) {
      const target = recordPath(record.remote);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, `${JSON.stringify(record, null, 2)}\n`);
      await rename(temporary, target);
    },
    async putRelease(remote, version, files: ReleaseFile[]) {
      const releaseDir = path.join(dir, remote, version);
      if (await exists(releaseDir)) throw new ReleaseError(`${remote} ${version} already exists in ${dir}`);
      const staging = path.join(dir, remote, `.staging-${version}-${process.pid}`);
      for (const file of files) {
        const target = path.join(staging, file.name);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, file.body);
      }
      await rename(staging, releaseDir);
    },
    manifestUrl(remote, version) {
      return `${RELEASES_BASE_PATH}${remote}/${version}/mf-manifest.json`;
    },
  };
}
