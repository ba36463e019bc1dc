import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logging/logger';

export interface LoadOrCreateFileOptions<T> {
  /** Absolute (or cwd-relative) path of the file that keeps the value. */
  file: string;
  /** The content of a new file (called only when none exists). */
  create(): string | Promise<string>;
  /** Turns the file's content into the value; throws for content that is not one. */
  parse(content: string, file: string): T | Promise<T>;
  /** Logged once when a new file is written, e.g. 'access-token signing key'. */
  what: string;
  logger: Logger;
}

/**
 * A value kept in a file that is generated on first use: read it if it exists, else write a new one
 * (owner-only, mode 0600) and use it. Safe when several processes start together: the new content is
 * written to a private temporary file and then hard-linked into place, which fails if another process
 * got there first; that process's (complete) file is then read, so everyone ends up with one value.
 */
export async function loadOrCreateFile<T>({ file, create, parse, what, logger }: LoadOrCreateFileOptions<T>): Promise<T> {
  const target = path.resolve(file);
  const readStored = async () => parse(await readFile(target, 'utf8'), target);
  try {
    return await readStored();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, await create(), { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readStored();
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
  logger.info({ file: target }, `generated a new ${what}`);
  return readStored();
}

/** Bytes of entropy in a generated secret (encoded as 43 base64url characters). */
const GENERATED_SECRET_BYTES = 32;
const MIN_SECRET_LENGTH = 32;

export interface InstallationSecretOptions {
  /** The configured value (environment); wins when set. */
  configured: string | undefined;
  /** The environment key that configures it, for messages (e.g. 'OTP_PEPPER'). */
  envKey: string;
  nodeEnv: 'development' | 'test' | 'production';
  /** DATA_DIR: where a generated secret is kept so restarts keep working with it. */
  dataDir: string;
  /** File name inside dataDir, e.g. 'identity-otp-pepper'. */
  fileName: string;
  logger: Logger;
}

/**
 * A secret of this installation: the configured one, or outside production one generated on the
 * first start (32 random bytes) and kept in `<dataDir>/<fileName>`, so no two installations share a
 * secret and none is written in the source. Production never generates one: without configuration
 * this throws (the service refuses to start), because several instances must share the value and a
 * file on one machine would silently split them.
 */
export async function installationSecret({ configured, envKey, nodeEnv, dataDir, fileName, logger }: InstallationSecretOptions): Promise<string> {
  if (configured) return configured;
  if (nodeEnv === 'production') throw new Error(`${envKey} is required in production`);
  return loadOrCreateFile({
    file: path.join(dataDir, fileName),
    create: () => `${randomBytes(GENERATED_SECRET_BYTES).toString('base64url')}\n`,
    parse: (content, file) => {
      const secret = content.trim();
      if (secret.length < MIN_SECRET_LENGTH) throw new Error(`${file} must hold a secret of at least ${MIN_SECRET_LENGTH} characters (delete it to generate a new one)`);
      return secret;
    },
    what: `${envKey} (set ${envKey} to choose one)`,
    logger,
  });
}
