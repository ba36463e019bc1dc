import type { Express } from 'express';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { USER_BLOCK_EVENT, type UserBlockChange } from '@campusloop/contracts';
import type { AccessClaims } from '../auth/access-claims';
import type { TokenVerifier } from '../auth/token-verifier';
import { newId } from '../ids/new-id';
import { createHttpMediaClient, type MediaClient } from '../media/http-media-client';
import { createLogger, type Logger } from '../logging/logger';
import { connectDatabase } from '../data/connect-database';
import { createTestAuth } from './create-test-auth';
import { startFakeMediaServer, type FakeMediaServer } from './fake-media-server';
import type { ServiceAuth } from '../service-auth/service-auth';
import { testServiceAuth } from './test-service-auth';
import { useTestDatabase, type TestDatabase } from './use-test-database';

export const TEST_UNI_A = 'uniAlpha001';
export const TEST_UNI_B = 'uniBravo002';

/** Someone calling the API: `authorization` is absent for a signed-out visitor. */
export interface TestPersona {
  id: string;
  label: string;
  authorization?: string;
  claims?: AccessClaims;
}

export const TEST_VISITOR: TestPersona = { id: 'visitor', label: 'signed out' };

/** The university name a vertical's tests show for `universityId` (Alpha for A, Bravo otherwise). */
export function testUniversityName(universityId: string): string {
  return universityId === TEST_UNI_A ? 'Alpha University' : 'Bravo University';
}

export interface LoggedResponse {
  as: string;
  method: string;
  path: string;
  status: number;
  body: unknown;
}

export type TestMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a vertical's createApp gets from the kit (the rest of its deps are the vertical's). */
export interface VerticalTestDeps {
  connection: Connection;
  logger: Logger;
  verifier: TokenVerifier;
  /** The fake media server's base URL (wire it with `createHttpMediaClient` and `serviceAuth.fetch`). */
  mediaUrl: string;
  /** The vertical's service credentials (TEST_SERVICE_SECRET, as the fake media server expects). */
  serviceAuth: ServiceAuth;
  /**
   * The real HTTP media client on the fake media server, as main.ts wires it (media's validation errors
   * passed on beside `field`, default `media`; 2 s timeout; `serviceAuth.fetch`).
   */
  mediaClient(options?: { field?: string }): MediaClient;
}

export interface VerticalTestKitOptions<Built> {
  /** Logger name, e.g. `feed-test`; its level comes from `logLevelEnv` (default silent). */
  name: string;
  logLevelEnv: string;
  /** Builds the vertical's app (runs in `beforeAll`, after the fake media server is up). */
  build(deps: VerticalTestDeps): Built;
  /** Prepares its indexes. */
  init(built: Built): Promise<void>;
  app(built: Built): Express;
  /** Checks every answer against the vertical's contracts (error shape included). */
  assertContract(method: string, path: string, status: number, body: unknown, text: string): void;
  /**
   * How many instances of the vertical to build on the one test database (default 1). With 2, each is
   * built by `build` on its own connection (so its own keyed lock and caches: nothing shared in-process)
   * and `call` sends the requests to them in turn, so parallel requests are spread over both, as behind
   * a load balancer. `app()`/`built()` stay the first instance.
   */
  instances?: number;
}

export interface VerticalTestKit<Built> {
  db: TestDatabase;
  app(): Express;
  built(): Built;
  media(): FakeMediaServer;
  /** The verifier of the kit's tokens (a second app instance in a test takes it too). */
  verifier: TokenVerifier;
  /** Every answer the tests received, oldest first (anonymity scans read it). */
  responses: LoggedResponse[];
  /** A complete, verified student of university A unless `claims` say otherwise. */
  persona(label: string, claims?: Partial<AccessClaims>): Promise<TestPersona>;
  /** Every instance built (one unless `instances` says more); `built()` is the first. */
  instances(): Built[];
  /** Calls the app as `as` (the instances in turn); checks every answer against the contracts. */
  call(
    method: TestMethod,
    path: string,
    as: TestPersona,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<request.Response>;
  /** The outbox's events, oldest first. */
  outboxEvents(): Promise<Array<{ type: string; payload: Record<string, unknown>; status: string }>>;
  /** Identity's outbox delivering `session.revoked` for the persona's session (as after its logout); answers the delivery. */
  revokeSession(who: TestPersona): Promise<request.Response>;
  /**
   * Identity's outbox delivering `user.block-changed` (`blocker` blocked or unblocked `blocked`, now) to the
   * first instance, as after `PUT`/`DELETE /users/me/blocks/{userId}`; fails unless it is taken (204).
   */
  blockChanged(blocker: TestPersona, blocked: TestPersona, isBlocked: boolean): Promise<void>;
}

/**
 * The part every vertical's test kit shares: a database of its own, a fake media server over HTTP,
 * tokens from createTestAuth, personas, and a `call` that checks every answer against the contracts.
 * Call it at the top of a test file (it registers beforeAll/afterAll).
 */
export function useVerticalTestKit<Built>(options: VerticalTestKitOptions<Built>): VerticalTestKit<Built> {
  const db = useTestDatabase();
  const auth = createTestAuth();
  const responses: LoggedResponse[] = [];
  let built: Built | undefined;
  let all: Built[] = [];
  const extraConnections: Connection[] = [];
  let calls = 0;
  let media: FakeMediaServer | undefined;

  beforeAll(async () => {
    media = await startFakeMediaServer();
    const mediaUrl = media.url;
    const serviceAuth = testServiceAuth(options.name);
    const buildOn = (connection: Connection) =>
      options.build({
        connection,
        logger: createLogger({ name: options.name, level: process.env[options.logLevelEnv] ?? 'silent' }),
        verifier: auth.verifier,
        mediaUrl,
        serviceAuth,
        mediaClient: (mediaOptions = {}) =>
          createHttpMediaClient({
            baseUrl: mediaUrl,
            timeoutMs: 2_000,
            ...(mediaOptions.field ? { field: mediaOptions.field } : {}),
            passValidationErrors: true,
            fetch: serviceAuth.fetch,
          }),
      });
    const next = buildOn(db.connection());
    await options.init(next);
    const more: Built[] = [];
    for (let instance = 1; instance < (options.instances ?? 1); instance += 1) {
      const connection = await connectDatabase({
        uri: process.env['MONGODB_URI'] as string,
        dbName: db.dbName(),
        logger: createLogger({ name: `${options.name}-${instance + 1}`, level: 'silent' }),
      });
      extraConnections.push(connection);
      const another = buildOn(connection);
      await options.init(another);
      more.push(another);
    }
    built = next;
    all = [next, ...more];
  });

  afterAll(async () => {
    await media?.close();
    await Promise.all(extraConnections.map((connection) => connection.close()));
  });

  const required = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is ready only inside tests`);
    return value;
  };

  const persona = async (label: string, claims: Partial<AccessClaims> = {}): Promise<TestPersona> => {
    const full: AccessClaims = {
      sub: newId(),
      audience: 'UNIVERSITY_STUDENT',
      universityId: TEST_UNI_A,
      universityVerified: true,
      userType: 'VERIFIED',
      name: `${label} ${newId().slice(0, 4)}`,
      avatarUrl: null,
      universityName: testUniversityName(TEST_UNI_A),
      profileComplete: true,
      ...claims,
    };
    return { id: full.sub, label, claims: full, authorization: `Bearer ${await auth.mintAccessToken(full)}` };
  };

  const revokeSession = async (who: TestPersona): Promise<request.Response> => {
    const sessionId = who.claims?.sid;
    if (!sessionId) throw new Error(`${who.label} has no session (persona(label, { sid }))`);
    const revokedAt = new Date();
    const payload = {
      sessionId,
      userId: who.id,
      revokedAt: revokedAt.toISOString(),
      keepUntil: new Date(revokedAt.getTime() + 16 * 60_000).toISOString(),
    };
    return request(options.app(required(built, 'app')))
      .post('/internal/events/sessions')
      .set('authorization', await testServiceAuth('identity').authorization())
      .send({ id: newId(), type: 'session.revoked', payload, occurredAt: payload.revokedAt });
  };

  const blockChanged = async (blocker: TestPersona, blocked: TestPersona, isBlocked: boolean): Promise<void> => {
    const payload: UserBlockChange = {
      blockerId: blocker.id,
      blockedId: blocked.id,
      blocked: isBlocked,
      changedAt: new Date().toISOString(),
    };
    await request(options.app(required(built, 'app')))
      .post('/internal/events/sessions')
      .set('authorization', await testServiceAuth('identity').authorization())
      .send({ id: newId(), type: USER_BLOCK_EVENT, payload, occurredAt: payload.changedAt })
      .expect(204);
  };

  const call: VerticalTestKit<Built>['call'] = async (method, path, as, body, headers = {}) => {
    required(built, 'app');
    const target = all[calls % all.length] as Built;
    calls += 1;
    let pending = request(options.app(target))[method](path);
    if (as.authorization) pending = pending.set('Authorization', as.authorization);
    // Another service's call: `/internal/*` wants a service token (tests of refusals call without `call`).
    else if (path.startsWith('/internal/')) pending = pending.set('Authorization', await testServiceAuth('caller').authorization());
    for (const [name, value] of Object.entries(headers)) pending = pending.set(name, value);
    const res = body === undefined ? await pending : await pending.send(body as object);
    responses.push({ as: as.id, method: method.toUpperCase(), path, status: res.status, body: res.body });
    options.assertContract(method.toUpperCase(), path, res.status, res.body, res.text ?? '');
    return res;
  };

  return {
    db,
    app: () => options.app(required(built, 'app')),
    built: () => required(built, 'app'),
    instances: () => (required(built, 'app'), all),
    media: () => required(media, 'media'),
    verifier: auth.verifier,
    responses,
    persona,
    call,
    revokeSession,
    blockChanged,
    async outboxEvents() {
      const docs = await db.connection().collection('outbox_events').find({}).sort({ createdAt: 1 }).toArray();
      return docs.map((doc) => ({
        type: doc['type'] as string,
        payload: doc['payload'] as Record<string, unknown>,
        status: doc['status'] as string,
      }));
    },
  };
}
