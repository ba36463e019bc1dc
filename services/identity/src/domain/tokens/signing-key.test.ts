import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '@campusloop/service-kit';
import { generateSigningKey, loadSigningKey, SIGNING_KEY_FILE } from './signing-key';

const logger = createLogger({ name: 'signing-key-test', level: 'silent' });

describe('loadSigningKey', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'identity-key-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('without configuration generates a key once and keeps it in DATA_DIR (owner-only), so restarts keep sessions', async () => {
    const first = await loadSigningKey({ dataDir, logger });
    const second = await loadSigningKey({ dataDir, logger });

    expect(second.kid).toBe(first.kid);
    expect(second.publicJwk).toEqual(first.publicJwk);
    const file = path.join(dataDir, SIGNING_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ kty: 'OKP', crv: 'Ed25519', d: expect.any(String), kid: first.kid });
  });

  it('two instances starting together end up with the same key', async () => {
    const keys = await Promise.all([loadSigningKey({ dataDir, logger }), loadSigningKey({ dataDir, logger })]);

    expect(keys[1].kid).toBe(keys[0].kid);
  });

  it('uses IDENTITY_SIGNING_KEY when given, and never publishes its private part', async () => {
    const { privateJwk, key } = await generateSigningKey();

    const loaded = await loadSigningKey({ configuredJwk: JSON.stringify(privateJwk), dataDir, logger });

    expect(loaded.kid).toBe(key.kid);
    expect(loaded.publicJwk).not.toHaveProperty('d');
    expect(loaded.publicJwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
  });

  it.each([
    ['not JSON', '{oops', 'IDENTITY_SIGNING_KEY is not valid JSON'],
    ['a public key only', JSON.stringify({ kty: 'OKP', crv: 'Ed25519', x: 'abc' }), 'must be a private Ed25519 JWK'],
    ['an RSA key', JSON.stringify({ kty: 'RSA', n: 'x', e: 'AQAB', d: 'y' }), 'must be a private Ed25519 JWK'],
  ])('refuses %s', async (_label, configuredJwk, message) => {
    await expect(loadSigningKey({ configuredJwk, dataDir, logger })).rejects.toThrow(message);
  });
});
