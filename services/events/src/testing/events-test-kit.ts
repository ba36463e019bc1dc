import type { Express } from 'express';
import type request from 'supertest';
import type { AccessClaims, TokenVerifier } from '@campusloop/service-kit';
import { newId } from '@campusloop/service-kit';
import { createTestClock, type TestClock } from '@campusloop/service-kit/testing';
import {
  TEST_UNI_A,
  TEST_UNI_B,
  TEST_VISITOR,
  testUniversityName,
  useVerticalTestKit,
  type FakeMediaServer,
  type TestDatabase,
  type TestMethod,
  type TestPersona,
} from '@campusloop/testing';
import {
  EVENT_PATHS,
  apiPath,
  toIstIso,
  type CreateEventRequest,
  type UploadDescriptor,
} from '@campusloop/contracts';
import { createEventsApp, type EventsApp, type EventsAppDeps } from '../app';
import { assertContract } from './response-contracts';

export const UNI_A = TEST_UNI_A;
export const UNI_B = TEST_UNI_B;
export const HOUR = 60 * 60 * 1000;

/** Someone calling the API: `authorization` is absent for a signed-out visitor. */
export type Persona = TestPersona;

export const VISITOR: Persona = TEST_VISITOR;

export const eventPaths = {
  list: (uid = UNI_A) => apiPath(EVENT_PATHS.upcoming, { universityId: uid }),
  past: (uid = UNI_A) => apiPath(EVENT_PATHS.past, { universityId: uid }),
  mine: apiPath(EVENT_PATHS.mine),
  minePast: apiPath(EVENT_PATHS.minePast),
  event: (id: string, uid = UNI_A) => apiPath(EVENT_PATHS.event, { universityId: uid, eventId: id }),
  rsvp: (id: string, uid = UNI_A) => apiPath(EVENT_PATHS.rsvp, { universityId: uid, eventId: id }),
  waitlist: (id: string, uid = UNI_A) => apiPath(EVENT_PATHS.waitlist, { universityId: uid, eventId: id }),
  ics: (id: string, uid = UNI_A) => apiPath(EVENT_PATHS.eventCalendar, { universityId: uid, eventId: id }),
  subscription: apiPath(EVENT_PATHS.subscription),
};

export function coverUpload(name = 'cover.jpg'): UploadDescriptor {
  return { s3Key: `event/${newId()}.jpg`, originalFilename: name, contentType: 'image/jpeg', fileSize: 2048 };
}

/** service-kit's test clock, running: real time shifted by what tests move it (to make events live or past). */
export type { TestClock } from '@campusloop/service-kit/testing';

export interface EventsTestKit {
  db: TestDatabase;
  app(): Express;
  built(): EventsApp;
  /** Every instance built (`instances: 2`: two, each on its own connection); `built()` is the first. */
  instances(): EventsApp[];
  media(): FakeMediaServer;
  clock: TestClock;
  /** The verifier of the kit's tokens (a second app instance in a test takes it too). */
  verifier: TokenVerifier;
  /** Identity's `session.revoked` for the persona's `sid` reaching events (as after a logout). */
  revokeSession(who: Persona): Promise<request.Response>;
  /** Identity's `user.block-changed` reaching events (`blocker` blocked or unblocked `blocked`). */
  blockChanged(blocker: Persona, blocked: Persona, isBlocked: boolean): Promise<void>;
  persona(label: string, claims?: Partial<AccessClaims>): Promise<Persona>;
  /** A verified university student of `universityId`. */
  student(label?: string, universityId?: string): Promise<Persona>;
  call(method: TestMethod, path: string, as: Persona, body?: unknown): Promise<request.Response>;
  /** A valid create body starting `startInMs` from the test clock's now, lasting 2 hours. */
  eventBody(startInMs?: number, overrides?: Partial<CreateEventRequest>): CreateEventRequest;
  createEvent(
    as: Persona,
    overrides?: Partial<CreateEventRequest>,
    startInMs?: number,
  ): Promise<{ id: string; body: Record<string, unknown> }>;
  outboxEvents(): Promise<Array<{ type: string; payload: Record<string, unknown>; status: string }>>;
  /** Raw documents of a collection (to show refused requests changed nothing). */
  snapshot(): Promise<string>;
}

/**
 * Call at the top of a test file: service-kit's vertical test kit (a database of its own, a fake
 * media server over HTTP, tokens from createTestAuth, contract checks on every answer) around a real
 * app from createEventsApp, plus a movable clock.
 */
export function useEventsTestKit(
  overrides: Partial<Omit<EventsAppDeps, 'connection' | 'logger' | 'verifier'>> = {},
  /** `instances: 2`: two events apps on the one database (one clock), `call` alternating between them. */
  { instances = 1 }: { instances?: number } = {},
): EventsTestKit {
  const clock = createTestClock(new Date(), { running: true });
  const kit = useVerticalTestKit({
    name: 'events-test',
    logLevelEnv: 'EVENTS_TEST_LOG_LEVEL',
    build: ({ mediaUrl: _mediaUrl, mediaClient, ...deps }) =>
      createEventsApp({
        ...deps,
        media: mediaClient({ field: 'coverImage' }),
        now: clock.now,
        ...overrides,
      }),
    init: (built) => built.init(),
    app: (built) => built.app,
    assertContract,
    instances,
  });
  const { call, persona } = kit;

  const eventBody = (
    startInMs = 48 * HOUR,
    overrides: Partial<CreateEventRequest> = {},
  ): CreateEventRequest => {
    const start = clock.now().getTime() + startInMs;
    return {
      title: 'Hack night',
      description: 'Bring a laptop and ideas.',
      location: 'Lecture Theatre 1',
      startsAt: toIstIso(new Date(start)),
      endsAt: toIstIso(new Date(start + 2 * HOUR)),
      capacity: null,
      ...overrides,
    };
  };

  return {
    db: kit.db,
    app: kit.app,
    built: kit.built,
    instances: kit.instances,
    media: kit.media,
    clock,
    verifier: kit.verifier,
    revokeSession: kit.revokeSession,
    blockChanged: kit.blockChanged,
    persona,
    student: (label = 'Student', universityId = UNI_A) =>
      persona(label, { universityId, universityName: testUniversityName(universityId) }),
    call,
    eventBody,
    async createEvent(as, overrides = {}, startInMs = 48 * HOUR) {
      const res = await call('post', eventPaths.list(), as, eventBody(startInMs, overrides));
      if (res.status !== 201)
        throw new Error(`createEvent answered ${res.status}: ${JSON.stringify(res.body)}`);
      return { id: res.body.id as string, body: res.body as Record<string, unknown> };
    },
    outboxEvents: kit.outboxEvents,
    async snapshot() {
      const connection = kit.db.connection();
      const names = [
        'events',
        'attendances',
        'seats',
        'waitlist',
        'reminders_sent',
        'calendar_subscriptions',
        'outbox_events',
      ];
      const all: Record<string, unknown[]> = {};
      for (const name of names) {
        all[name] = await connection.collection(name).find({}).sort({ _id: 1 }).toArray();
      }
      return JSON.stringify(all);
    },
  };
}
