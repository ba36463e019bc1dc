import { newId } from '@campusloop/service-kit';
import { EVENT_MESSAGES, USER_BLOCK_MESSAGES } from '@campusloop/contracts';
import { HOUR, VISITOR, eventPaths, useEventsTestKit, type Persona } from '../testing/events-test-kit';

// Two events instances on one database: the block reaches one, `call` alternates between them.
const kit = useEventsTestKit({}, { instances: 2 });

const comments = (id: string, uid: string) => `${eventPaths.event(id, uid)}/comments`;

async function idsOf(path: string, who: Persona): Promise<string[]> {
  const res = await kit.call('get', `${path}${path.includes('?') ? '&' : '?'}size=50`, who);
  expect(res.status).toBe(200);
  return (res.body.content as Array<{ id: string }>).map((event) => event.id);
}

async function createIn(uni: string, who: Persona, title: string, startInMs = 48 * HOUR): Promise<string> {
  const res = await kit.call('post', eventPaths.list(uni), who, kit.eventBody(startInMs, { title }));
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe("a blocked organizer's events, for the blocker (issue 28)", () => {
  it('leave every list the blocker reads and are not found for them (detail, RSVP, waitlist, .ics, comments); others still see them; unblock brings them back', async () => {
    const uni = `uni${newId().slice(0, 8)}`;
    const [ana, zed, bob] = await Promise.all(['Ana', 'Zed', 'Bob'].map((label) => kit.student(label, uni)));
    if (!ana || !zed || !bob) throw new Error('students');
    // Starts an hour apart: the lists' order is known.
    const zeds = await createIn(uni, zed, 'Zed meetup', 48 * HOUR);
    const bobs = await createIn(uni, bob, 'Bob meetup', 49 * HOUR);
    const anas = await createIn(uni, ana, 'Ana meetup', 50 * HOUR);
    // Ana attends Zed's event before she blocks him; it is in her "my events" and her calendar feed.
    expect((await kit.call('post', eventPaths.rsvp(zeds, uni), ana)).status).toBe(200);
    expect((await kit.call('post', eventPaths.rsvp(bobs, uni), ana)).status).toBe(200);
    const calendarUrl = (await kit.call('post', eventPaths.subscription, ana)).body.url as string;
    expect((await kit.call('get', calendarUrl, VISITOR)).text).toContain(zeds);

    await kit.blockChanged(ana, zed, true);
    for (let round = 0; round < 2; round += 1) {
      expect(await idsOf(eventPaths.list(uni), ana)).toEqual([bobs, anas]);
      expect(await idsOf(eventPaths.mine, ana)).toEqual([bobs, anas]);
      for (const path of [eventPaths.event(zeds, uni), eventPaths.ics(zeds, uni), comments(zeds, uni)]) {
        const hidden = await kit.call('get', path, ana);
        expect(hidden.status).toBe(404);
        expect(hidden.body.message).toBe(EVENT_MESSAGES.notFound);
      }
      expect((await kit.call('delete', eventPaths.rsvp(zeds, uni), ana)).status).toBe(404);
      expect((await kit.call('post', eventPaths.waitlist(zeds, uni), ana)).status).toBe(404);
    }
    const calendar = await kit.call('get', calendarUrl, VISITOR);
    expect(calendar.text).not.toContain(zeds);
    expect(calendar.text).toContain(bobs);
    // Past events too, once they ended.
    kit.clock.advance(60 * HOUR); // all three ended
    try {
      expect(await idsOf(eventPaths.past(uni), ana)).toEqual([anas, bobs]);
      expect(await idsOf(eventPaths.minePast, ana)).toEqual([anas, bobs]);
      expect(await idsOf(eventPaths.past(uni), bob)).toEqual([anas, bobs, zeds]);
    } finally {
      kit.clock.reset();
    }

    // Everyone else still sees Zed's event; Zed is told nothing and keeps his own.
    expect(await idsOf(eventPaths.list(uni), bob)).toEqual([zeds, bobs, anas]);
    expect((await kit.call('get', eventPaths.event(zeds, uni), bob)).status).toBe(200);
    expect((await kit.call('get', eventPaths.event(zeds, uni), zed)).body.rsvpCount).toBe(1);
    // Zed cannot comment on Ana's event (the discussion kit's guard); Bob can.
    const refused = await kit.call('post', comments(anas, uni), zed, { body: 'hi', parentId: null, isAnonymous: false });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(USER_BLOCK_MESSAGES.commentRefused);
    expect((await kit.call('post', comments(anas, uni), bob, { body: 'hi', parentId: null, isAnonymous: false })).status).toBe(201);

    await kit.blockChanged(ana, zed, false);
    for (let round = 0; round < 2; round += 1) {
      expect(await idsOf(eventPaths.list(uni), ana)).toEqual([zeds, bobs, anas]);
      expect(await idsOf(eventPaths.mine, ana)).toEqual([zeds, bobs, anas]);
      const detail = await kit.call('get', eventPaths.event(zeds, uni), ana);
      expect(detail.status).toBe(200);
      expect(detail.body.rsvpd).toBe(true);
    }
    expect((await kit.call('get', calendarUrl, VISITOR)).text).toContain(zeds);
  });
});
