import ICAL from 'ical.js';
import request from 'supertest';
import { singleLineMessage } from '@campusloop/contracts';
import { HOUR, VISITOR, eventPaths, useEventsTestKit } from '../testing/events-test-kit';

const kit = useEventsTestKit();

interface ParsedEvent {
  uid: string;
  summary: string;
  sequence: number;
  status: string;
  start: Date;
  end: Date;
  tzid: string;
}

/** Parses a calendar with ical.js (registering its VTIMEZONE) into plain facts per VEVENT. */
function parseIcs(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      sequence: event.sequence,
      status: String(vevent.getFirstPropertyValue('status')),
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      tzid: String(vevent.getFirstProperty('dtstart')?.getParameter('tzid') ?? ''),
    };
  });
}

describe('calendars', () => {
  it('gives one event as a calendar in Asia/Kolkata that a parser reads back to the same instants', async () => {
    const owner = await kit.student('Owner');
    const res = await kit.call('post', eventPaths.list(), owner, {
      ...kit.eventBody(),
      title: 'Midnight, run; "fun"',
      startsAt: '2031-01-01T00:00:00+05:30',
      endsAt: '2031-01-01T01:30:00+05:30',
    });
    const ics = await kit.call('get', eventPaths.ics(res.body.id), owner);
    expect(ics.status).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.text).toContain('DTSTART;TZID=Asia/Kolkata:20310101T000000');
    expect(ics.text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    const [event] = parseIcs(ics.text);
    expect(event).toMatchObject({
      uid: `${res.body.id}@events.campusloop`,
      summary: 'Midnight, run; "fun"',
      sequence: 0,
      status: 'CONFIRMED',
      tzid: 'Asia/Kolkata',
    });
    expect(event?.start.toISOString()).toBe('2030-12-31T18:30:00.000Z');
    expect(event?.end.toISOString()).toBe('2030-12-31T20:00:00.000Z');
  });

  it('raises SEQUENCE on each edit and answers CANCELLED after the delete', async () => {
    const owner = await kit.student('Owner');
    const { id } = await kit.createEvent(owner);
    await kit.call('put', eventPaths.event(id), owner, kit.eventBody(48 * HOUR, { title: 'Second' }));
    await kit.call('put', eventPaths.event(id), owner, kit.eventBody(48 * HOUR, { title: 'Third' }));
    const edited = parseIcs((await kit.call('get', eventPaths.ics(id), owner)).text);
    expect(edited[0]).toMatchObject({ summary: 'Third', sequence: 2, status: 'CONFIRMED' });
    await kit.call('delete', eventPaths.event(id), owner);
    const cancelled = parseIcs((await kit.call('get', eventPaths.ics(id), owner)).text);
    expect(cancelled[0]).toMatchObject({ sequence: 3, status: 'CANCELLED' });
  });

  it('serves a private, revocable subscription of the RSVPd events without a bearer token', async () => {
    const owner = await kit.student('Owner');
    const guest = await kit.student('Guest');
    const going = await kit.createEvent(owner, { title: 'Going' });
    const notGoing = await kit.createEvent(owner, { title: 'Not going' });
    const cancelledLater = await kit.createEvent(owner, { title: 'Called off' });
    await kit.call('post', eventPaths.rsvp(going.id), guest);
    await kit.call('post', eventPaths.rsvp(cancelledLater.id), guest);
    await kit.call('delete', eventPaths.event(cancelledLater.id), owner);

    expect((await kit.call('get', eventPaths.subscription, guest)).body).toEqual({
      active: false,
      createdAt: null,
    });
    const created = await kit.call('post', eventPaths.subscription, guest);
    const url = created.body.url as string;
    expect(url).toMatch(/^\/api\/v1\/calendars\/[A-Za-z0-9_-]{43}\.ics$/);
    const status = await kit.call('get', eventPaths.subscription, guest);
    expect(status.body).toMatchObject({ active: true });
    expect(status.body.url).toBeUndefined();

    const feed = await kit.call('get', url, VISITOR);
    expect(feed.status).toBe(200);
    const events = parseIcs(feed.text);
    expect(events.map((e) => [e.summary, e.status]).sort()).toEqual([
      ['Called off', 'CANCELLED'],
      ['Going', 'CONFIRMED'],
    ]);
    expect(feed.text).not.toContain(notGoing.id);

    // The secret is stored only hashed.
    const stored = await kit.db.connection().collection('calendar_subscriptions').findOne({});
    expect(JSON.stringify(stored)).not.toContain(url.slice(19, 62));

    // Rotating revokes the old URL; deleting revokes the new one.
    const rotated = await kit.call('post', eventPaths.subscription, guest);
    expect((await kit.call('get', url, VISITOR)).status).toBe(404);
    expect((await kit.call('get', rotated.body.url, VISITOR)).status).toBe(200);
    expect((await kit.call('delete', eventPaths.subscription, guest)).status).toBe(204);
    expect((await kit.call('get', rotated.body.url, VISITOR)).status).toBe(404);
    const guessed = await request(kit.app()).get('/api/v1/calendars/not-a-token.ics');
    expect(guessed.status).toBe(404);
  });

  describe('a title that tries to write its own lines into the calendar (issue 17)', () => {
    const INJECTED =
      'Quiz\r\nBEGIN:VEVENT\r\nUID:fake@x\r\nSUMMARY:EXAM MOVED\r\nDTSTART:20310101T090000Z\r\nEND:VEVENT\r\nX-A:';

    it('is refused on create and edit with the single-line message, and nothing is stored', async () => {
      const owner = await kit.student('Owner');
      const before = await kit.snapshot();
      const created = await kit.call(
        'post',
        eventPaths.list(),
        owner,
        kit.eventBody(undefined, { title: INJECTED }),
      );
      expect(created.status).toBe(400);
      expect(created.body.validationErrors).toEqual({ title: singleLineMessage('Title') });
      expect(await kit.snapshot()).toBe(before);

      const { id } = await kit.createEvent(owner);
      const edited = await kit.call(
        'put',
        eventPaths.event(id),
        owner,
        kit.eventBody(undefined, { location: 'Hall\nX-INJECTED:1' }),
      );
      expect(edited.status).toBe(400);
      expect(edited.body.validationErrors).toEqual({ location: singleLineMessage('Location') });
    });

    it('stored before that rule, still yields one event whose calendar name is the title as text', async () => {
      const owner = await kit.student('Owner');
      const guest = await kit.student('Guest');
      const { id } = await kit.createEvent(owner, { title: 'Quiz' });
      await kit.call('post', eventPaths.rsvp(id), guest);
      // An event written before the contracts refused line breaks (or by anything else).
      await kit.db
        .connection()
        .collection('events')
        .updateOne({ _id: id } as never, {
          $set: { title: INJECTED, location: 'Hall;\u0000\u001b B', description: 'Line 1\r\nEND:VCALENDAR' },
        });

      const single = await kit.call('get', eventPaths.ics(id), owner);
      const url = (await kit.call('post', eventPaths.subscription, guest)).body.url as string;
      const subscribed = await kit.call('get', url, VISITOR);
      for (const ics of [single.text, subscribed.text]) {
        expect(ics.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(1);
        expect(ics).not.toMatch(/^(UID:fake|SUMMARY:EXAM|X-A:|END:VCALENDAR\r\n.)/m);
        expect([...ics].filter((char) => char === '\u0000' || char === '\u001b')).toEqual([]);
        const [event] = parseIcs(ics);
        expect(event).toMatchObject({
          uid: `${id}@events.campusloop`,
          summary: INJECTED.replace(/\r\n/g, '\n'),
        });
      }
      // The calendar's name is one (folded) line of escaped TEXT: `Quiz\nBEGIN:VEVENT\n…`.
      const calendar = new ICAL.Component(ICAL.parse(single.text));
      const escapedTitle = INJECTED.replace(/\r\n/g, '\\n');
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(escapedTitle);
      expect(calendar.getFirstPropertyValue('name')).toBe(escapedTitle);
      expect(calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('location')).toBe('Hall; B');
    });
  });
});
