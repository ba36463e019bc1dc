import request from 'supertest';
import { REFERRALS_ROUTES, USER_UPDATED_EVENT, type Person } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import {
  contractAssertion,
  testServiceAuth,
  useVerticalTestKit,
  type TestPersona,
  type VerticalTestKit,
} from '@campusloop/testing';
import { REFERRALS_EVENTS_PATH, createReferralsApp, type ReferralsApp, type ReferralsAppDeps } from '../app';
import { startFakeIdentityServer, type FakeIdentityServer } from './fake-identity-server';

/** Every referrals route (libs/contracts): answers are checked against them, routes.test.ts compares the mounted ones. */
export const REFERRALS_CONTRACT_ROUTES = Object.values(REFERRALS_ROUTES);

const checkAnswer = contractAssertion(REFERRALS_CONTRACT_ROUTES);

export interface ReferralsTestKit extends VerticalTestKit<ReferralsApp> {
  identity(): FakeIdentityServer;
  /** Identity's outbox delivering `user.updated` for `who` (`facts` over a verified student, version given). */
  personUpdated(who: TestPersona, facts: Partial<Person> & { version: number }): Promise<request.Response>;
  /** Reviews' outbox delivering a rating event (its own event id unless given: a redelivery passes the same). */
  ratingEvent(
    type: 'rating.created' | 'rating.deleted' | 'rating.blocked' | 'rating.unblocked',
    payload: { ratingId: string; userId: string; remainingRatings?: number; moderationVersion?: number },
    eventId?: string,
  ): Promise<request.Response>;
}

/**
 * Call at the top of a test file: service-kit's vertical test kit (a database of its own, tokens,
 * personas, every answer checked against REFERRALS_ROUTES) around the real app from createReferralsApp,
 * with identity's referral route faked at its network edge, and deliveries of the events referrals
 * subscribes to.
 */
export function useReferralsTestKit(
  overrides: Partial<Omit<ReferralsAppDeps, 'connection' | 'logger' | 'verifier'>> = {},
  /** `instances: 2`: two referrals apps on the one database, `call` alternating between them. */
  { instances = 1 }: { instances?: number } = {},
): ReferralsTestKit {
  let identity: FakeIdentityServer | undefined;
  beforeAll(async () => {
    identity = await startFakeIdentityServer();
  });
  afterAll(async () => {
    await identity?.close();
  });

  const kit = useVerticalTestKit({
    name: 'referrals-test',
    logLevelEnv: 'REFERRALS_TEST_LOG_LEVEL',
    build: ({ mediaUrl: _mediaUrl, ...deps }) =>
      createReferralsApp({
        ...deps,
        identityUrl: identity?.url ?? 'http://127.0.0.1:9',
        ...overrides,
      }),
    init: (built) => built.store.init(),
    app: (built) => built.app,
    assertContract: (method, path, status, body) => {
      checkAnswer(method, path, status, body);
    },
    instances,
  });

  const deliver = async (path: string, from: string, type: string, payload: unknown, eventId = newId()) =>
    request(kit.app())
      .post(`/internal${path}`)
      .set('authorization', await testServiceAuth(from).authorization())
      .send({ id: eventId, type, payload, occurredAt: new Date().toISOString() });

  return {
    ...kit,
    identity: () => {
      if (!identity) throw new Error('the fake identity is ready only inside tests');
      return identity;
    },
    personUpdated: (who, facts) =>
      deliver('/events/people', 'identity', USER_UPDATED_EVENT, {
        id: who.id,
        name: who.claims?.name ?? who.label,
        avatarUrl: null,
        isVerified: false,
        universityId: null,
        universityName: null,
        audience: 'UNIVERSITY_STUDENT',
        profileComplete: true,
        ...facts,
      }),
    ratingEvent: (type, { ratingId, userId, remainingRatings = 0, moderationVersion = 1 }, eventId) => {
      const facts = { ratingId, userId, universityId: 'uniAlpha001' };
      const at = new Date().toISOString();
      const payload =
        type === 'rating.created'
          ? { ...facts, createdAt: at }
          : type === 'rating.deleted'
            ? { ...facts, remainingRatings }
            : { ...facts, moderationVersion, moderatedAt: at };
      return deliver(REFERRALS_EVENTS_PATH, 'reviews', type, payload, eventId);
    },
  };
}
