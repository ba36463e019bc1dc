import type { Express } from 'express';
import request from 'supertest';
import type { AccessClaims, TokenVerifier } from '@campusloop/service-kit';
import { createHttpMediaClient, createLogger, newId } from '@campusloop/service-kit';
import {
  createTestAuth,
  startFakeMediaServer,
  useTestDatabase,
  type FakeMediaServer,
  type TestDatabase,
} from '@campusloop/testing';
import { toIstIso, type CreateEventRequest, type UploadDescriptor } from '@campusloop/contracts';
import { createEventsApp, type EventsApp, type EventsAppDeps } from '../app';
import { assertContract } from './response-contracts';

export const UNI_A = 'uniAlpha001';
export const UNI_B = 'uniBravo002';
export const HOUR = 60 * 60 * 1000;

/** Someone calling the API: `authorization` is absent for a signed-out visitor. */
export interface Persona {
  id: string;
  label: string;
  authorization?: string;
}

export const VISITOR: Persona = { id: 'visitor', label: 'signed out' };

export const eventPaths = {
  list: (uid = UNI_A) => `/api/v1/universities/${uid}/events`,
  past: (uid = UNI_A) => `/api/v1/universities/${uid}/events/past`,
  mine: '/api/v1/users/me/activity/events',
  minePast: '/api/v1/users/me/activity/events/past',
  event: (id: string, uid = UNI_A) => `/api/v1/universities/${uid}/events/${id}`,
  rsvp: (id: string, uid = UNI_A) => `/api/v1/universities/${uid}/events/${id}/rsvp`,
  waitlist: (id: string, uid = UNI_A) => `/api/v1/universities/${uid}/events/${id}/waitlist`,
  ics: (id: string, uid = UNI_A) => `/api/v1/universities/${uid}/events/${id}/calendar.ics`,
  subscription: '/api/v1/calendars/subscription',
};

export function coverUpload(name = 'cover.jpg'): UploadDescriptor {
  return { s3Key: `event/${newId()}.jpg`, originalFilename: name, contentType: 'image/jpeg', fileSize: 2048 };
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** A test clock: real time shifted by `offsetMs` (tests move it to make events live or past). */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  reset(): void;
}

export interface EventsTestKit {
  db: TestDatabase;
  app(): Express;
  built(): EventsApp;
  media(): FakeMediaServer;
  clock: TestClock;
  /** The verifier of the kit's tokens (a second app instance in a test takes it too). */
  verifier: TokenVerifier;
  persona(label: string, claims?: Partial<AccessClaims>): Promise<Persona>;
  /** A verified university student of `universityId`. */
  student(label?: string, universityId?: string): Promise<Persona>;
  call(method: Method, path: string, as: Persona, body?: unknown): Promise<request.Response>;
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
 * Call at the top of a test file: a database of its own, a real app from createEventsApp wired to
 * a fake media server over HTTP, tokens from createTestAuth, a movable clock, and contract checks
 * on every answer.
 */
export function useEventsTestKit(
  overrides: Partial<Omit<EventsAppDeps, 'connection' | 'logger' | 'verifier'>> = {},
): EventsTestKit {
  const db = useTestDatabase();
  const auth = createTestAuth();
  let offsetMs = 0;
  const clock: TestClock = {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms) => {
      offsetMs += ms;
    },
    reset: () => {
      offsetMs = 0;
    },
  };
  let built: EventsApp | undefined;
  let media: FakeMediaServer | undefined;

  beforeAll(async () => {
    media = await startFakeMediaServer();
    built = createEventsApp({
      connection: db.connection(),
      logger: createLogger({ name: 'events-test', level: process.env['EVENTS_TEST_LOG_LEVEL'] ?? 'silent' }),
      verifier: auth.verifier,
      media: createHttpMediaClient({
        baseUrl: media.url,
        timeoutMs: 2_000,
        field: 'coverImage',
        passValidationErrors: true,
      }),
      now: clock.now,
      ...overrides,
    });
    await built.init();
  });

  afterAll(async () => {
    await media?.close();
  });

  const required = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is ready only inside tests`);
    return value;
  };

  const persona = async (label: string, claims: Partial<AccessClaims> = {}): Promise<Persona> => {
    const full: AccessClaims = {
      sub: newId(),
      audience: 'UNIVERSITY_STUDENT',
      universityId: UNI_A,
      universityVerified: true,
      userType: 'VERIFIED',
      name: `${label} ${newId().slice(0, 4)}`,
      avatarUrl: null,
      universityName: 'Alpha University',
      profileComplete: true,
      ...claims,
    };
    return { id: full.sub, label, authorization: `Bearer ${await auth.mintAccessToken(full)}` };
  };

  const call: EventsTestKit['call'] = async (method, path, as, body) => {
    let pending = request(required(built, 'app').app)[method](path);
    if (as.authorization) pending = pending.set('Authorization', as.authorization);
    const res = body === undefined ? await pending : await pending.send(body as object);
    assertContract(method.toUpperCase(), path, res.status, res.body, res.text ?? '');
    return res;
  };

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
    db,
    app: () => required(built, 'app').app,
    built: () => required(built, 'app'),
    media: () => required(media, 'media'),
    clock,
    verifier: auth.verifier,
    persona,
    student: (label = 'Student', universityId = UNI_A) =>
      persona(label, {
        universityId,
        universityName: universityId === UNI_A ? 'Alpha University' : 'Bravo University',
      }),
    call,
    eventBody,
    async createEvent(as, overrides = {}, startInMs = 48 * HOUR) {
      const res = await call('post', eventPaths.list(), as, eventBody(startInMs, overrides));
      if (res.status !== 201)
        throw new Error(`createEvent answered ${res.status}: ${JSON.stringify(res.body)}`);
      return { id: res.body.id as string, body: res.body as Record<string, unknown> };
    },
    async outboxEvents() {
      const docs = await db
        .connection()
        .collection('outbox_events')
        .find({})
        .sort({ createdAt: 1 })
        .toArray();
      return docs.map((doc) => ({
        type: doc['type'] as string,
        payload: doc['payload'] as Record<string, unknown>,
        status: doc['status'] as string,
      }));
    },
    async snapshot() {
      const connection = db.connection();
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
