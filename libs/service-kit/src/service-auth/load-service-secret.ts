import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logging/logger';
import { createServiceAuth, SERVICE_SECRET_MIN_LENGTH, type ServiceAuth } from './service-auth';

export const SERVICE_SECRET_FILE = 'service-token-secret';

export interface LoadServiceSecretOptions {
  /** SERVICE_TOKEN_SECRET; wins when set. */
  configured?: string;
  /** DATA_DIR: where a generated secret is kept for every service of this installation. */
  dataDir: string;
  /** In production a configured secret is required (nothing is generated). */
  production: boolean;
  logger: Logger;
}

/**
 * The installation's service token secret: SERVICE_TOKEN_SECRET if set; in production nothing else
 * (start-up fails); otherwise `<DATA_DIR>/service-token-secret`, generated (32 random bytes,
 * base64url, mode 0600) by whichever service starts first. The file appears whole or not at all
 * (written aside, then hard-linked into place), so services starting together read the same secret.
 */
export async function loadServiceSecret({ configured, dataDir, production, logger }: LoadServiceSecretOptions): Promise<string> {
  if (configured) {
    if (configured.length < SERVICE_SECRET_MIN_LENGTH) {
      throw new Error(`SERVICE_TOKEN_SECRET must be at least ${SERVICE_SECRET_MIN_LENGTH} characters`);
    }
    return configured;
  }
  if (production) throw new Error('SERVICE_TOKEN_SECRET is required in production');
  const file = path.resolve(dataDir, SERVICE_SECRET_FILE);
  const readStored = async () => {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length < SERVICE_SECRET_MIN_LENGTH) throw new Error(`${file} holds no valid secret; delete it to generate one`);
    return stored;
  };
  try {
    return await readStored();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(aside, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readStored();
    throw error;
  } finally {
    await unlink(aside).catch(() => undefined);
  }
  logger.info({ file }, 'generated the service token secret of this installation');
  return secret;
}

/** The service's ServiceAuth from its base config (main.ts of every service that calls or serves `/internal`). */
export async function loadServiceAuth(
  service: string,
  config: { nodeEnv: string; dataDir: string; serviceTokenSecret?: string },
  logger: Logger,
): Promise<ServiceAuth> {
  const secret = await loadServiceSecret({
    ...(config.serviceTokenSecret ? { configured: config.serviceTokenSecret } : {}),
    dataDir: config.dataDir,
    production: config.nodeEnv === 'production',
    logger,
  });
  return createServiceAuth({ service, secret });
}
