import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { addRelease, emptyRecord, promote } from './release-record';
import { createS3ReleaseStore } from './s3-release-store';

describe('S3 release store (s3rver, an S3-compatible server on this machine)', () => {
  let directory: string;
  let s3rver: S3rver;
  let endpoint: string;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'releases-s3rver-'));
    s3rver = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'frontends' }],
    });
    const { port } = await s3rver.run();
    endpoint = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await s3rver.close();
    await rm(directory, { recursive: true, force: true });
  });

  const store = () =>
    createS3ReleaseStore({
      bucket: 'frontends',
      region: 'us-east-1',
      endpoint,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      prefix: 'releases/',
      publicBaseUrl: 'https://cdn.example.org/',
    });

  it('when a release is published, then its files carry their type, encoding and cache policy, and the same version cannot be published again', async () => {
    const s3 = store();
    await s3.putRelease('mfe-events', '20261123T000000Z-abc', [
      { name: 'mf-manifest.json', body: Buffer.from('{}') },
      { name: 'remoteEntry.js', body: Buffer.from('var a;') },
      { name: '123.3f9a1c2b.js.br', body: Buffer.from([1, 2, 3]) },
    ]);

    const entry = await fetch(
      `${endpoint}/frontends/releases/mfe-events/20261123T000000Z-abc/remoteEntry.js`,
    );
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const chunk = await fetch(
      `${endpoint}/frontends/releases/mfe-events/20261123T000000Z-abc/123.3f9a1c2b.js.br`,
      {
        headers: { 'accept-encoding': 'identity' },
      },
    );
    expect(chunk.headers.get('content-encoding')).toBe('br');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await expect(s3.putRelease('mfe-events', '20261123T000000Z-abc', [])).rejects.toThrow('already exists');
    expect(s3.manifestUrl('mfe-events', '20261123T000000Z-abc')).toBe(
      'https://cdn.example.org/releases/mfe-events/20261123T000000Z-abc/mf-manifest.json',
    );
  });

  it('when a record is written, then it reads back; a remote never released has none', async () => {
    const s3 = store();
    const record = promote(
      addRelease(emptyRecord('mfe-reviews'), {
        version: 'v1',
        createdAt: 'now',
        contentHash: 'h',
        files: 1,
        bytes: 1,
      }),
      'v1',
    );
    await s3.writeRecord(record);

    expect(await s3.readRecord('mfe-reviews')).toEqual(record);
    expect(await s3.readRecord('mfe-feed')).toBeNull();
  });
});
