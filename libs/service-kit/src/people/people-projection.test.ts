import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Person } from '@campusloop/contracts';
import { createServiceApp } from '../app/create-service-app';
import { claimsToUser } from '../auth/access-claims';
import { createLogger } from '../logging/logger';
import { testServiceAuth } from '../testing/test-service-auth';
import { useTestDatabase } from '../testing/use-test-database';
import { createPeopleProjection } from './create-people-projection';
import { personModel } from './person-model';
import { presentAuthor } from './present-author';
import { requireCompleteProfile } from './require-complete-profile';

const db = useTestDatabase();
const logger = createLogger({ name: 'people-test', level: 'silent' });
let seq = 0;
const userId = () => `user_${Date.now().toString(36)}_${(seq += 1)}`;

const person = (id: string, version: number, overrides: Partial<Person> = {}): Person => ({
  id,
  name: `Name v${version}`,
  avatarUrl: null,
  isVerified: false,
  universityId: null,
  universityName: null,
  audience: 'HIGH_SCHOOL_STUDENT',
  profileComplete: true,
  version,
  ...overrides,
});

/** The projection's internal router on a real HTTP server, as identity's outbox reaches it. */
async function serve(projection: ReturnType<typeof createPeopleProjection>) {
  const app = createServiceApp({ name: 'people-test', logger, internal: projection.internalRouter, internalAuth: testServiceAuth('people-test') });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/internal/events/people`;
  const deliver = (eventId: string, payload: unknown, type = 'user.updated') =>
    testServiceAuth('identity').fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-event-id': eventId },
      body: JSON.stringify({ id: eventId, type, payload, occurredAt: new Date().toISOString() }),
    });
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { deliver, close };
}

describe('people projection', () => {
  it('keeps the newest version when user.updated arrives twice and out of order', async () => {
    const projection = createPeopleProjection({ connection: db.connection(), logger });
    const { deliver, close } = await serve(projection);
    try {
      const id = userId();
      expect((await deliver(`${id}-e3`, person(id, 3))).status).toBe(204);
      expect((await deliver(`${id}-e3`, person(id, 3))).status).toBe(204);
      expect((await deliver(`${id}-e1`, person(id, 1))).status).toBe(204);
      expect((await deliver(`${id}-e2`, person(id, 2))).status).toBe(204);
      const stored = await personModel(db.connection()).findById(id).lean();
      expect(stored).toMatchObject({ name: 'Name v3', version: 3 });
      expect((await deliver(`${id}-e4`, person(id, 4, { name: 'Renamed' }))).status).toBe(204);
      expect((await projection.loadPeople([id])).get(id)).toMatchObject({ name: 'Renamed', version: 4 });
    } finally {
      await close();
    }
  });

  it('ends at the newest version when many versions of one user arrive in parallel', async () => {
    const projection = createPeopleProjection({ connection: db.connection(), logger });
    const { deliver, close } = await serve(projection);
    try {
      const id = userId();
      const versions = [5, 2, 9, 1, 7, 3, 8, 4, 6, 9, 2];
      const answers = await Promise.all(
        versions.map((version, index) => deliver(`${id}-p${index}`, person(id, version))),
      );
      expect(answers.map((answer) => answer.status)).toEqual(versions.map(() => 204));
      expect(await personModel(db.connection()).findById(id).lean()).toMatchObject({
        name: 'Name v9',
        version: 9,
      });
    } finally {
      await close();
    }
  });

  it('refuses a hostile or malformed payload with a 400 and stores nothing', async () => {
    const projection = createPeopleProjection({ connection: db.connection(), logger });
    const { deliver, close } = await serve(projection);
    try {
      const id = userId();
      const answer = await deliver(`${id}-bad`, { ...person(id, 1), isAdmin: true });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
      expect((await deliver(`${id}-other`, { anything: 1 }, 'post.created')).status).toBe(204);
      expect(await personModel(db.connection()).findById(id).lean()).toBeNull();
    } finally {
      await close();
    }
  });

  it('reads rows it never received from identity once, and still answers when identity is down', async () => {
    const known = userId();
    const asked: string[][] = [];
    let identityUp = true;
    const projection = createPeopleProjection({
      connection: db.connection(),
      logger,
      readPeople: async (ids) => {
        asked.push(ids);
        if (!identityUp) throw new Error('connect ECONNREFUSED');
        return ids.filter((id) => id === known).map((id) => person(id, 2, { name: 'From identity' }));
      },
    });
    const unknown = userId();
    const first = await projection.loadPeople([known, unknown, known]);
    expect(first.get(known)).toMatchObject({ name: 'From identity' });
    expect(first.has(unknown)).toBe(false);
    expect(asked).toEqual([[known, unknown]]);

    identityUp = false;
    const second = await projection.loadPeople([known, unknown]);
    expect(second.get(known)).toMatchObject({ name: 'From identity' });
    expect(asked.at(-1)).toEqual([unknown]);
  });
});

describe('requireCompleteProfile', () => {
  const claims = (id: string, name: string, profileComplete: boolean) =>
    claimsToUser({
      sub: id,
      audience: null,
      universityId: null,
      universityVerified: false,
      userType: 'VERIFIED',
      name,
      avatarUrl: null,
      universityName: null,
      profileComplete,
    });

  it('lets a user whose token predates their name write, on identity’s current facts', async () => {
    const id = userId();
    const projection = createPeopleProjection({
      connection: db.connection(),
      logger,
      readPeople: async () => [person(id, 1, { name: 'Newcomer' })],
    });
    await expect(requireCompleteProfile(projection, claims(id, '', false))).resolves.toMatchObject({
      name: 'Newcomer',
    });
  });

  it('asks identity when the stored row is still incomplete (the event has not arrived yet)', async () => {
    const id = userId();
    const projection = createPeopleProjection({
      connection: db.connection(),
      logger,
      readPeople: async () => [person(id, 2, { name: 'Done now' })],
    });
    await projection.apply(person(id, 1, { name: '', profileComplete: false }));
    await expect(requireCompleteProfile(projection, claims(id, '', false))).resolves.toMatchObject({
      version: 2,
    });
  });

  it('refuses a nameless profile with 403 PROFILE_INCOMPLETE, even with an optimistic token', async () => {
    const id = userId();
    const projection = createPeopleProjection({
      connection: db.connection(),
      logger,
      readPeople: async () => [person(id, 1, { name: '', profileComplete: false })],
    });
    await expect(requireCompleteProfile(projection, claims(id, 'Old name', true))).rejects.toMatchObject({
      status: 403,
      code: 'PROFILE_INCOMPLETE',
      message: 'Complete your profile to post.',
    });
  });

  it('falls back to the token only when nobody knows the user', async () => {
    const projection = createPeopleProjection({
      connection: db.connection(),
      logger,
      readPeople: async () => {
        throw new Error('down');
      },
    });
    await expect(
      requireCompleteProfile(projection, claims(userId(), 'Token name', true)),
    ).resolves.toBeUndefined();
    await expect(requireCompleteProfile(projection, claims(userId(), '', false))).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe('presentAuthor', () => {
  const someone = person('user_x', 3, {
    name: 'Ada',
    avatarUrl: 'https://x/a.png',
    isVerified: true,
    universityName: 'Uni',
  });

  it('shows an anonymous author only as Anonymous to others, and to the author as themself', () => {
    expect(presentAuthor(someone, { anonymous: true, viewerIsAuthor: false })).toEqual({
      name: 'Anonymous',
      avatarUrl: null,
      isVerified: false,
      universityName: null,
    });
    expect(presentAuthor(someone, { anonymous: true, viewerIsAuthor: true })).toMatchObject({
      name: 'Ada',
      isVerified: true,
    });
  });

  it('prefers current facts over a stored snapshot, and uses the snapshot when the person is unknown', () => {
    const snapshot = { name: 'Old', avatarUrl: null, isVerified: false, universityName: null };
    expect(presentAuthor(someone, { anonymous: false, viewerIsAuthor: false, fallback: snapshot }).name).toBe(
      'Ada',
    );
    expect(
      presentAuthor(undefined, { anonymous: false, viewerIsAuthor: false, fallback: snapshot }).name,
    ).toBe('Old');
  });
});
