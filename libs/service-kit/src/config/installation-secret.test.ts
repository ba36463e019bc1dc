import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../logging/logger';
import { installationSecret } from './installation-secret';

const logger = createLogger({ name: 'installation-secret-test', level: 'silent' });

describe('installationSecret', () => {
  let dataDir: string;
  const options = () => ({ configured: undefined, envKey: 'TEST_SECRET', nodeEnv: 'development' as const, dataDir, fileName: 'test-secret', logger });

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'installation-secret-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('without configuration generates a random secret on the first start and keeps it (owner-only) for the next starts', async () => {
    const first = await installationSecret(options());
    const second = await installationSecret(options());

    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).toBe(first);
    const file = path.join(dataDir, 'test-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('gives two installations different secrets', async () => {
    const otherDir = mkdtempSync(path.join(os.tmpdir(), 'installation-secret-'));
    try {
      expect(await installationSecret(options())).not.toBe(await installationSecret({ ...options(), dataDir: otherDir }));
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('when several processes start together, they all end up with the same secret and no temporary files are left', async () => {
    const secrets = await Promise.all(Array.from({ length: 8 }, () => installationSecret(options())));

    expect(new Set(secrets).size).toBe(1);
    expect(readdirSync(dataDir)).toEqual(['test-secret']);
  });

  it('uses the configured secret when given and writes nothing', async () => {
    const secret = await installationSecret({ ...options(), configured: 'c'.repeat(40) });

    expect(secret).toBe('c'.repeat(40));
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('in production never generates one: without configuration it refuses, naming the key', async () => {
    await expect(installationSecret({ ...options(), nodeEnv: 'production' })).rejects.toThrow('TEST_SECRET is required in production');
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a kept file that holds no usable secret instead of running with it', async () => {
    writeFileSync(path.join(dataDir, 'test-secret'), '\n');

    await expect(installationSecret(options())).rejects.toThrow(/at least 32 characters/);
  });
});
