import { createLogger, newId } from '@campusloop/service-kit';
import { testServiceAuth } from '@campusloop/testing';
import { toIstIso } from '@campusloop/contracts';
import request from 'supertest';
import { createEventsApp } from '../app';
import { HOUR, eventPaths, useEventsTestKit, type Persona } from '../testing/events-test-kit';

// The lists read an index (data/event-lists.ts), not the events: these stories check that every
// write that changes what a list holds keeps it in step, and that time alone moves events along.
const kit = useEventsTestKit();

/** A campus of its own per test (the file shares one database). */
async function campus(labels: string[]): Promise<{ uni: string; people: Persona[] }> {
  const uni = `uni${newId().slice(0, 8)}`;
  const people = await Promise.all(labels.map((label) => kit.student(label, uni)));
  return { uni, people };
}

const ids = async (path: string, who: Persona) => {
  const res = await kit.call('get', path, who);
  expect(res.status).toBe(200);
  return {
    ids: (res.body.content as Array<{ id: string }>).map((e) => e.id),
    total: res.body.totalElements as number,
  };
};

async function create(
  uni: string,
  who: Persona,
  startInMs: number,
  hours = 2,
  title = 'Listed',
): Promise<string> {
  const start = kit.clock.now().getTime() + startInMs;
  const res = await kit.call('post', eventPaths.list(uni), who, {
    ...kit.eventBody(startInMs, { title }),
    endsAt: toIstIso(new Date(start + hours * HOUR)),
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('event lists', () => {
  afterEach(() => kit.clock.reset());

  it('when time passes, events move from upcoming to past by themselves; a long event started early stays upcoming while it runs', async () => {
    const { uni, people } = await campus(['Organizer']);
    const owner = people[0] as Persona;
    const festival = await create(uni, owner, 1 * HOUR, 24 * 7); // runs a week
    const talks = Array.from({ length: 3 }, (_v, i) => i);
    const talkIds: string[] = [];
    for (const i of talks) talkIds.push(await create(uni, owner, (2 + i) * HOUR, 1));

    expect(await ids(eventPaths.list(uni), owner)).toEqual({ ids: [festival, ...talkIds], total: 4 });
    kit.clock.advance(4.5 * HOUR); // talk 0 (2h..3h) and talk 1 (3h..4h) ended, talk 2 is live
    expect(await ids(eventPaths.list(uni), owner)).toEqual({ ids: [festival, talkIds[2]], total: 2 });
    expect(await ids(eventPaths.past(uni), owner)).toEqual({ ids: [talkIds[1], talkIds[0]], total: 2 });
    expect(await ids(`${eventPaths.list(uni)}?page=1&size=1`, owner)).toEqual({
      ids: [talkIds[2]],
      total: 2,
    });
    kit.clock.advance(24 * 8 * HOUR);
    expect(await ids(eventPaths.list(uni), owner)).toEqual({ ids: [], total: 0 });
    expect(await ids(eventPaths.past(uni), owner)).toEqual({
      ids: [festival, ...talkIds.reverse()],
      total: 4,
    });
    expect(await ids(eventPaths.minePast, owner)).toMatchObject({ total: 4 });
  });

  it('when the organizer moves an event, it moves in the campus list, in their own and in every attendee’s "my events"', async () => {
    const { uni, people } = await campus(['Mover', 'Guest']);
    const [owner, guest] = people as [Persona, Persona];
    const early = await create(uni, owner, 10 * HOUR);
    const late = await create(uni, owner, 20 * HOUR);
    expect((await kit.call('post', eventPaths.rsvp(late, uni), guest)).status).toBe(200);
    expect((await kit.call('post', eventPaths.rsvp(early, uni), guest)).status).toBe(200);
    expect(await ids(eventPaths.mine, guest)).toEqual({ ids: [early, late], total: 2 });

    const moved = await kit.call(
      'put',
      eventPaths.event(late, uni),
      owner,
      kit.eventBody(5 * HOUR, { title: 'Listed' }),
    );
    expect(moved.status).toBe(200);

    expect(await ids(eventPaths.list(uni), owner)).toEqual({ ids: [late, early], total: 2 });
    expect(await ids(eventPaths.mine, owner)).toEqual({ ids: [late, early], total: 2 });
    expect(await ids(eventPaths.mine, guest)).toEqual({ ids: [late, early], total: 2 });
    // Moved to end later than the other: the past list orders by the new end.
    kit.clock.advance(40 * HOUR);
    expect(await ids(eventPaths.minePast, guest)).toEqual({ ids: [early, late], total: 2 });
  });

  it('an RSVP puts the event into the student’s "my events", a cancelled RSVP and a deleted event take it out, a promotion from the waitlist puts it in', async () => {
    const { uni, people } = await campus(['Host', 'Seated', 'Waiting']);
    const [owner, seated, waiting] = people as [Persona, Persona, Persona];
    const small = await create(uni, owner, 3 * HOUR);
    const capped = await kit.call('put', eventPaths.event(small, uni), owner, {
      ...kit.eventBody(3 * HOUR, { title: 'Listed' }),
      capacity: 1,
    });
    expect(capped.status).toBe(200);
    const other = await create(uni, owner, 6 * HOUR);

    await kit.call('post', eventPaths.rsvp(small, uni), seated);
    await kit.call('post', eventPaths.waitlist(small, uni), waiting);
    expect(await ids(eventPaths.mine, seated)).toEqual({ ids: [small], total: 1 });
    expect(await ids(eventPaths.mine, waiting)).toEqual({ ids: [], total: 0 });

    await kit.call('delete', eventPaths.rsvp(small, uni), seated);
    expect(await ids(eventPaths.mine, seated)).toEqual({ ids: [], total: 0 });
    expect(await ids(eventPaths.mine, waiting)).toEqual({ ids: [small], total: 1 });

    await kit.call('post', eventPaths.rsvp(other, uni), waiting);
    expect(await ids(eventPaths.mine, waiting)).toEqual({ ids: [small, other], total: 2 });
    expect((await kit.call('delete', eventPaths.event(small, uni), owner)).status).toBe(204);
    expect(await ids(eventPaths.mine, waiting)).toEqual({ ids: [other], total: 1 });
    expect(await ids(eventPaths.mine, owner)).toEqual({ ids: [other], total: 1 });
    expect(await ids(eventPaths.list(uni), owner)).toEqual({ ids: [other], total: 1 });
  });

  it('events stored before the lists existed are listed once on the next start, with their organizers and attendees', async () => {
    const { uni, people } = await campus(['Veteran', 'Regular']);
    const [owner, guest] = people as [Persona, Persona];
    const kept = await create(uni, owner, 2 * HOUR);
    await kit.call('post', eventPaths.rsvp(kept, uni), guest);
    // A database from before: the lists and their build mark are gone; the events and RSVPs remain.
    const db = kit.db.connection();
    for (const name of ['sorted_list_heads', 'sorted_list_buckets', 'event_list_builds'])
      await db.collection(name).deleteMany({});
    expect(await ids(eventPaths.list(uni), owner)).toEqual({ ids: [], total: 0 });

    const restarted = createEventsApp({
      connection: db,
      logger: createLogger({ name: 'events-restart', level: 'silent' }),
      verifier: kit.verifier,
      serviceAuth: testServiceAuth('events'),
      now: kit.clock.now,
    });
    await restarted.init();
    const read = async (path: string, who: Persona) =>
      (
        await request(restarted.app)
          .get(path)
          .set('Authorization', who.authorization as string)
      ).body.content.map((e: { id: string }) => e.id);
    expect(await read(eventPaths.list(uni), owner)).toEqual([kept]);
    expect(await read(eventPaths.mine, owner)).toEqual([kept]);
    expect(await read(eventPaths.mine, guest)).toEqual([kept]);
    // Built once: a second start does not list anything twice.
    await restarted.init();
    expect(await ids(eventPaths.list(uni), owner)).toEqual({ ids: [kept], total: 1 });
  });
});
