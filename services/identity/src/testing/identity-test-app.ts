import type { Express } from 'express';
import request from 'supertest';
import type { Connection } from 'mongoose';
import { loginResponseSchema, type LoginResponse } from '@campusloop/contracts';
import {
  connectDatabase,
  createHttpMediaClient,
  createLogger,
  createSmtpMailer,
  type Mailer,
} from '@campusloop/service-kit';
import {
  createTestClock,
  startFakeMediaServer,
  testServiceAuth,
  useTestDatabase,
  type FakeMediaServer,
  type TestClock,
} from '@campusloop/testing';
import { createApp, type IdentityDeps } from '../app';
import { ensureIdentityIndexes, identityModels, type IdentityModels } from '../data/identity-models';
import { generateSigningKey, type SigningKey } from '../domain/tokens/signing-key';
import { mediaProfileImageStore } from '../domain/users/profile-image-store';
import { mediaCampusImageStore } from '../domain/universities/campus-image-store';
import { seedUniversities } from '../seed/seed-universities';
import { startMailInbox, type MailInbox } from '@campusloop/testing';

export const TEST_OTP_PEPPER = 'test-pepper-0123456789-0123456789-0123456789';
/** Signs the test app's device cookies; a test forging one signs with something else. */
export const TEST_DEVICE_COOKIE_SECRET = 'test-device-cookie-secret-0123456789-0123456789';

export type TestAppOptions = Partial<
  Pick<IdentityDeps, 'limits' | 'isAcademicDomain' | 'profileImages' | 'cookieSecure'>
> & {
  /**
   * `2`: two identity apps on the one database (each its own connection, so its own lock and caches;
   * one clock, key and inbox), and `app()` hands them out in turn, so a test's parallel requests are
   * spread over both, as behind a load balancer.
   */
  instances?: number;
};

export interface SignedIn extends LoginResponse {
  /** The Set-Cookie header values of the verify-otp answer. */
  cookies: string[];
}

export interface IdentityTestApp {
  app(): Express;
  /** Another app on the same database, clock and key (e.g. with a dead SMTP server). */
  appWith(overrides: Partial<IdentityDeps>): Express;
  clock: TestClock;
  inbox(): MailInbox;
  /** The media service's internal routes, faked on 127.0.0.1:0 (profile pictures go through it). */
  media(): FakeMediaServer;
  connection(): Connection;
  models(): IdentityModels;
  signingKey(): SigningKey;
  /** request-otp, read the code from the inbox, verify-otp. */
  signIn(email: string): Promise<SignedIn>;
}

/**
 * One identity app per test file on a real FerretDB database and a real MailDev SMTP server. The
 * clock moves two hours before each test, so hourly windows and cooldowns of one test never leak
 * into the next; tests still use their own e-mail addresses.
 */
export function useIdentityTestApp({ instances = 1, ...options }: TestAppOptions = {}): IdentityTestApp {
  const db = useTestDatabase();
  const extraConnections: Connection[] = [];
  let apps: Express[] = [];
  let handedOut = 0;
  const clock = createTestClock();
  const logger = createLogger({ name: 'identity-test', level: 'silent' });
  let inbox: MailInbox | undefined;
  let media: FakeMediaServer | undefined;
  let mailer: Mailer | undefined;
  let signingKey: SigningKey | undefined;
  let app: Express | undefined;

  const baseDeps = (): IdentityDeps => ({
    connection: db.connection(),
    logger,
    mailer: mailer as Mailer,
    signingKey: signingKey as SigningKey,
    otpPepper: TEST_OTP_PEPPER,
    deviceCookieSecret: TEST_DEVICE_COOKIE_SECRET,
    cookieSecure: options.cookieSecure ?? false,
    now: clock.now,
    profileImages: mediaProfileImageStore(
      createHttpMediaClient({
        baseUrl: (media as FakeMediaServer).url,
        field: 'profileImage',
        fetch: testServiceAuth('identity').fetch,
      }),
    ),
    campusImages: mediaCampusImageStore(
      createHttpMediaClient({
        baseUrl: (media as FakeMediaServer).url,
        fetch: testServiceAuth('identity').fetch,
      }),
    ),
    serviceAuth: testServiceAuth('identity'),
    ...options,
  });

  beforeAll(async () => {
    inbox = await startMailInbox();
    media = await startFakeMediaServer();
    mailer = createSmtpMailer({ url: inbox.smtpUrl, from: 'CampusLoop <no-reply@campusloop.app>' });
    signingKey = (await generateSigningKey()).key;
    await ensureIdentityIndexes(identityModels(db.connection()));
    await seedUniversities(db.connection());
    app = createApp(baseDeps());
    apps = [app];
    for (let instance = 1; instance < instances; instance += 1) {
      const connection = await connectDatabase({
        uri: process.env['MONGODB_URI'] as string,
        dbName: db.dbName(),
        logger: createLogger({ name: `identity-test-${instance + 1}`, level: 'silent' }),
      });
      extraConnections.push(connection);
      apps.push(createApp({ ...baseDeps(), connection }));
    }
  });

  beforeEach(() => clock.advance(2 * 60 * 60 * 1000));

  afterAll(async () => {
    await mailer?.close();
    await inbox?.stop();
    await media?.close();
    await Promise.all(extraConnections.map((connection) => connection.close()));
  });

  const required = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is only available inside tests and hooks`);
    return value;
  };

  return {
    app: () => {
      required(app, 'app');
      handedOut += 1;
      return apps[(handedOut - 1) % apps.length] as Express;
    },
    appWith: (overrides) => createApp({ ...baseDeps(), ...overrides }),
    clock,
    inbox: () => required(inbox, 'inbox'),
    media: () => required(media, 'media'),
    connection: () => db.connection(),
    models: () => identityModels(db.connection()),
    signingKey: () => required(signingKey, 'signingKey'),
    async signIn(email) {
      const server = required(app, 'app');
      await request(server).post('/api/v1/auth/request-otp').send({ email }).expect(200);
      const otp = await required(inbox, 'inbox').nextCodeFor(email);
      const response = await request(server).post('/api/v1/auth/verify-otp').send({ email, otp }).expect(200);
      const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
      return { ...loginResponseSchema.parse(response.body), cookies };
    },
  };
}

let counter = 0;
/** A fresh address per call: `asha-3-k2j4@example.edu`-style, unique across tests and runs. */
export function uniqueEmail(prefix = 'student', domain = 'example.com'): string {
  counter += 1;
  return `${prefix}-${counter}-${Math.random().toString(36).slice(2, 8)}@${domain}`;
}
