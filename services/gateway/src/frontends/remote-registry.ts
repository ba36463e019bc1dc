import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FrontendsConfig } from './frontends-config';
import type { ReleaseRecord, ReleaseStore } from '@campusloop/frontend-releases';
import { systemClock, type Clock } from '@campusloop/service-kit';
import { REMOTE_APPS, containerName, remoteBasePath, type RemoteApp } from './remote-apps';

/** Where one remote comes from right now, and why. */
export type RemoteSource =
  | { remote: RemoteApp; source: 'configured'; url: string }
  | { remote: RemoteApp; source: 'release'; url: string; version: string }
  | { remote: RemoteApp; source: 'dist'; url: string };

export interface RemoteRegistry {
  /** Every remote that can be loaded, resolved in the order configured URL → live release → built `dist/`. */
  resolve(): Promise<RemoteSource[]>;
  /** The runtime manifest the shell registers: container name → URL of the remote's mf-manifest.json. */
  manifest(): Promise<Record<string, string>>;
}

async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

export interface RemoteRegistryDeps {
  distDir: string;
  config: FrontendsConfig;
  store: ReleaseStore;
  /** A record that cannot be read is reported here; the remote falls back to its built copy. */
  onRecordError?: (remote: RemoteApp, error: unknown) => void;
  /** Default: the system clock. */
  now?: Clock;
}

/**
 * The remote registry: read per request (records are small files, or briefly cached S3 objects), so a
 * `promote` or `rollback` shows on the next page load without restarting or rebuilding anything.
 */
export function createRemoteRegistry({
  distDir,
  config,
  store,
  onRecordError,
  now: clock = systemClock,
}: RemoteRegistryDeps): RemoteRegistry {
  const now = () => clock().getTime();
  const cache = new Map<RemoteApp, { at: number; record: ReleaseRecord | null }>();

  async function readRecord(remote: RemoteApp): Promise<ReleaseRecord | null> {
    const cached = cache.get(remote);
    if (cached && config.recordCacheMs > 0 && now() - cached.at < config.recordCacheMs) return cached.record;
    try {
      const record = await store.readRecord(remote);
      cache.set(remote, { at: now(), record });
      return record;
    } catch (error) {
      onRecordError?.(remote, error);
      return cached?.record ?? null;
    }
  }

  async function resolveOne(remote: RemoteApp): Promise<RemoteSource | null> {
    const configured = config.remoteUrls[remote];
    if (configured) return { remote, source: 'configured', url: configured };
    const record = await readRecord(remote);
    if (record?.live)
      return { remote, source: 'release', url: store.manifestUrl(remote, record.live), version: record.live };
    if (await isDirectory(path.join(distDir, remote)))
      return { remote, source: 'dist', url: `${remoteBasePath(remote)}mf-manifest.json` };
    return null;
  }

  const resolve = async () =>
    (await Promise.all(REMOTE_APPS.map(resolveOne))).filter(
      (source): source is RemoteSource => source !== null,
    );
  return {
    resolve,
    async manifest() {
      return Object.fromEntries(
        (await resolve()).map((source) => [containerName(source.remote), source.url]),
      );
    },
  };
}
