import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { REMOTE_APPS, containerName, remoteBasePath } from './remote-apps';

async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

/** The remotes built into `distDir` right now, as the runtime manifest the shell registers. */
export async function buildMfManifest(distDir: string): Promise<Record<string, string>> {
  const built = await Promise.all(
    REMOTE_APPS.map(async (remote) => [remote, await isDirectory(path.join(distDir, remote))] as const),
  );
  return Object.fromEntries(
    built
      .filter(([, exists]) => exists)
      .map(([remote]) => [containerName(remote), `${remoteBasePath(remote)}mf-manifest.json`]),
  );
}

/** `GET /mf-manifest.json`: `{ "mfe_feed": "/remotes/mfe-feed/mf-manifest.json", ... }`, never cached. */
export function mfManifestHandler(distDir: string): RequestHandler {
  return async (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(await buildMfManifest(distDir));
  };
}
