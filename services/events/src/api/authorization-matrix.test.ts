import { EVENT_MESSAGES } from '@campusloop/contracts';
import { ACCESS_DENIED_UNVERIFIED_MESSAGE, SESSION_EXPIRED_MESSAGE } from '@campusloop/service-kit';
import {
  UNI_A,
  UNI_B,
  VISITOR,
  eventPaths,
  useEventsTestKit,
  type Persona,
} from '../testing/events-test-kit';

const kit = useEventsTestKit();

type Who = 'owner' | 'peer' | 'otherUniversity' | 'unverified' | 'noUniversity' | 'signedOut';
const WHO: Who[] = ['owner', 'peer', 'otherUniversity', 'unverified', 'noUniversity', 'signedOut'];

interface RouteCase {
  name: string;
  method: 'get' | 'post' | 'put' | 'delete';
  path: (eventId: string) => string;
  body?: () => unknown;
  /** Expected status per caller. */
  expect: Record<Who, number>;
}

const campus = (ok: number, owner = ok, peer = ok): Record<Who, number> => ({
  owner,
  peer,
  otherUniversity: 403,
  unverified: 403,
  noUniversity: 403,
  signedOut: 401,
});

const ROUTES: RouteCase[] = [
  { name: 'upcoming list', method: 'get', path: () => eventPaths.list(), expect: campus(200) },
  { name: 'past list', method: 'get', path: () => eventPaths.past(), expect: campus(200) },
  {
    name: 'my events',
    method: 'get',
    path: () => eventPaths.mine,
    expect: { ...campus(200), otherUniversity: 200 },
  },
  {
    name: 'my past events',
    method: 'get',
    path: () => eventPaths.minePast,
    expect: { ...campus(200), otherUniversity: 200 },
  },
  {
    name: 'create',
    method: 'post',
    path: () => eventPaths.list(),
    body: () => kit.eventBody(),
    expect: campus(201),
  },
  { name: 'one event', method: 'get', path: (id) => eventPaths.event(id), expect: campus(200) },
  {
    name: 'edit',
    method: 'put',
    path: (id) => eventPaths.event(id),
    body: () => kit.eventBody(),
    expect: campus(200, 200, 403),
  },
  { name: 'rsvp', method: 'post', path: (id) => eventPaths.rsvp(id), expect: campus(200, 403, 200) },
  { name: 'cancel rsvp', method: 'delete', path: (id) => eventPaths.rsvp(id), expect: campus(200, 403, 200) },
  {
    name: 'join waitlist',
    method: 'post',
    path: (id) => eventPaths.waitlist(id),
    expect: campus(409, 403, 409),
  },
  { name: 'leave waitlist', method: 'delete', path: (id) => eventPaths.waitlist(id), expect: campus(200) },
  { name: 'event .ics', method: 'get', path: (id) => eventPaths.ics(id), expect: campus(200) },
  { name: 'delete', method: 'delete', path: (id) => eventPaths.event(id), expect: campus(204, 204, 403) },
  {
    name: 'subscription status',
    method: 'get',
    path: () => eventPaths.subscription,
    expect: {
      owner: 200,
      peer: 200,
      otherUniversity: 200,
      unverified: 200,
      noUniversity: 200,
      signedOut: 401,
    },
  },
  {
    name: 'new subscription',
    method: 'post',
    path: () => eventPaths.subscription,
    expect: { ...campus(201), otherUniversity: 201 },
  },
];

const MESSAGES: Partial<Record<Who, string>> = {
  otherUniversity: ACCESS_DENIED_UNVERIFIED_MESSAGE,
  unverified: ACCESS_DENIED_UNVERIFIED_MESSAGE,
  noUniversity: EVENT_MESSAGES.universityUnknown,
  signedOut: SESSION_EXPIRED_MESSAGE,
};

describe('authorization matrix', () => {
  let people: Record<Who, Persona>;

  beforeAll(async () => {
    people = {
      owner: await kit.student('Owner'),
      peer: await kit.student('Peer'),
      otherUniversity: await kit.student('Far', UNI_B),
      unverified: await kit.persona('Unverified', { universityId: UNI_A, universityVerified: false }),
      noUniversity: await kit.persona('Pupil', {
        audience: 'HIGH_SCHOOL_STUDENT',
        universityId: null,
        universityVerified: false,
      }),
      signedOut: VISITOR,
    };
  });

  for (const route of ROUTES) {
    it(`${route.name}: ${WHO.map((w) => `${w} ${route.expect[w]}`).join(', ')}; refusals change nothing`, async () => {
      const { id } = await kit.createEvent(people.owner);
      // The owner deletes last, after every refused delete was tried on the live event.
      const order = route.name === 'delete' ? [...WHO].reverse() : WHO;
      for (const who of order) {
        const expected = route.expect[who];
        const before = await kit.snapshot();
        const res = await kit.call(route.method, route.path(id), people[who], route.body?.());
        expect({ who, status: res.status }).toEqual({ who, status: expected });
        if (expected >= 400) {
          expect(await kit.snapshot()).toBe(before);
          if (
            route.name !== 'join waitlist' &&
            MESSAGES[who] &&
            expected === (who === 'signedOut' ? 401 : 403)
          ) {
            expect({ who, message: res.body.message }).toEqual({ who, message: MESSAGES[who] });
          }
        }
      }
    });
  }

  it('a student of another university never sees an event under their own university path', async () => {
    const { id } = await kit.createEvent(people.owner);
    const res = await kit.call('get', eventPaths.event(id, UNI_B), people.otherUniversity);
    expect(res.status).toBe(404);
  });
});
