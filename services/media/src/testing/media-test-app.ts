import { readdir } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import type { Connection } from 'mongoose';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { createLogger } from '@campusloop/service-kit';
import { createTestAuth, createTestClock, testServiceAuth, type TestAuth, type TestClock } from '@campusloop/testing';
import { createApp, createMediaDeps } from '../app';
import { loadMediaConfig, type UploadPolicy } from '../config/media-config';
import type { MediaDeps } from '../domain/media-deps';
import { LocalStorageDriver } from '../storage/local-storage-driver';
import { S3StorageDriver } from '../storage/s3-storage-driver';
import type { StorageDriver } from '../storage/storage-driver';
import { startStrictS3Server } from './strict-s3-server';

export const TEST_SIGNING_SECRET = 'test-signing-secret-0123456789-abcdefghij';

/** Storage under test plus a way to list everything it holds. */
export interface StorageUnderTest {
  name: 'local' | 's3';
  storage: StorageDriver;
  /** Every object stored anywhere: incoming, public and temporary files. */
  storedObjects(): Promise<string[]>;
  close(): Promise<void>;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

export interface LocalStorageLayout {
  /** Origin put in front of media URLs; '' for origin-relative ones. */
  publicBaseUrl?: string;
  /** The media folder below a fresh temporary folder: `.data/media` as `npm start` lays it out. */
  mediaDir?: string;
}

/** The local driver in a throw-away folder, by default laid out as `npm start` does (`.data/media`). */
export async function startLocalStorage({ publicBaseUrl = '', mediaDir = '.data/media' }: LocalStorageLayout = {}): Promise<
  StorageUnderTest & { dir: string }
> {
  const top = await mkdtemp(path.join(os.tmpdir(), 'campusloop-media-'));
  const dir = path.join(top, mediaDir);
  return {
    name: 'local',
    dir,
    storage: new LocalStorageDriver({ dir, signingSecret: TEST_SIGNING_SECRET, publicBaseUrl }),
    storedObjects: () => listFiles(dir),
    close: () => rm(top, { recursive: true, force: true }),
  };
}

export async function startS3Storage(): Promise<StorageUnderTest> {
  // Node 20 is this workspace's runtime; the SDK's notice about its future Node 22 floor is noise here.
  process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ??= 'true';
  const server = await startStrictS3Server();
  const storage = new S3StorageDriver({
    bucket: server.bucket,
    region: server.region,
    endpoint: server.endpoint,
    credentials: server.credentials,
    mediaBaseUrl: '',
  });
  return {
    name: 's3',
    storage,
    async storedObjects() {
      const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: server.bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async close() {
      storage.destroy();
      await server.close();
    },
  };
}

export const testPolicy = (overrides: Partial<UploadPolicy> = {}): UploadPolicy => ({
  ...loadMediaConfig({ NODE_ENV: 'test', MONGODB_URI: 'mongodb://127.0.0.1:1/' }).uploads,
  ...overrides,
});

export interface MediaTestApp {
  app: Express;
  /** http://127.0.0.1:<port> of the listening app. */
  baseUrl: string;
  auth: TestAuth;
  clock: TestClock;
  deps: MediaDeps;
  /** Resolves origin-relative URLs the service answers against the listening app. */
  absolute(url: string): string;
  close(): Promise<void>;
}

/** The real app on 127.0.0.1:0 with the given storage, a test clock and test tokens. */
export async function startMediaTestApp(
  connection: Connection,
  storage: StorageDriver,
  policy: UploadPolicy = testPolicy(),
  /** Another instance of the same installation shares the first one's tokens and clock. */
  shared: { auth?: TestAuth; clock?: TestClock } = {},
): Promise<MediaTestApp> {
  const auth = shared.auth ?? createTestAuth();
  const clock = shared.clock ?? createTestClock();
  const appDeps = {
    connection,
    storage,
    verifier: auth.verifier,
    logger: createLogger({ name: 'media-test', level: 'silent' }),
    policy,
    signingSecret: TEST_SIGNING_SECRET,
    serviceAuth: testServiceAuth('media'),
    now: clock.now,
  };
  const app = createApp(appDeps);
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    app,
    baseUrl,
    auth,
    clock,
    deps: createMediaDeps(appDeps),
    absolute: (url) => (url.startsWith('/') ? baseUrl + url : url),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * One test file's app over a fresh local storage: started in beforeAll, closed in afterAll.
 * Read `app` and `storage` inside tests (they exist once beforeAll ran).
 */
export function useMediaTestApp(connection: () => Connection, policy?: UploadPolicy) {
  let app: MediaTestApp | undefined;
  let storage: (StorageUnderTest & { dir: string }) | undefined;
  beforeAll(async () => {
    storage = await startLocalStorage();
    app = await startMediaTestApp(connection(), storage.storage, policy);
  });
  afterAll(async () => {
    await app?.close();
    await storage?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useMediaTestApp: read app/storage inside a test, after beforeAll');
    return value;
  };
  return {
    get app(): MediaTestApp {
      return started(app);
    },
    get storage(): StorageUnderTest & { dir: string } {
      return started(storage);
    },
  };
}
