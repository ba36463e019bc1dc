import {
  EVENTS_EVENT_TYPES,
  EVENT_MESSAGES,
  eventWaitlistPromotedPayloadSchema,
} from '@campusloop/contracts';
import { HOUR, eventPaths, useEventsTestKit, type Persona } from '../testing/events-test-kit';

// Once on one events instance, once on two on the one database (requests alternate between them, each
// instance with its own connection and lock): seats, waitlist places and counts hold across instances.
describe.each([1, 2])('on %i instance(s) of events', (instances) => {
  const kit = useEventsTestKit({}, { instances });

  const students = (n: number, label: string): Promise<Persona[]> =>
    Promise.all(Array.from({ length: n }, (_, i) => kit.student(`${label}${i}`)));

  describe('RSVP', () => {
    afterEach(() => kit.clock.reset());

    it('is idempotent, counts exactly, and cancel frees the seat', async () => {
      const owner = await kit.student('Owner');
      const [a, b] = await students(2, 'A');
      const { id } = await kit.createEvent(owner, { capacity: 1 });
      const first = await kit.call('post', eventPaths.rsvp(id), a as Persona);
      const twice = await kit.call('post', eventPaths.rsvp(id), a as Persona);
      expect([first.body.rsvpCount, twice.body.rsvpCount]).toEqual([1, 1]);
      expect(twice.body).toMatchObject({ rsvpd: true, isFull: true });
      const full = await kit.call('post', eventPaths.rsvp(id), b as Persona);
      expect(full.status).toBe(409);
      expect(full.body.message).toBe(EVENT_MESSAGES.eventFull);
      const cancelled = await kit.call('delete', eventPaths.rsvp(id), a as Persona);
      expect(cancelled.body).toMatchObject({ rsvpd: false, rsvpCount: 0, isFull: false });
      expect((await kit.call('delete', eventPaths.rsvp(id), a as Persona)).body.rsvpCount).toBe(0);
      expect((await kit.call('post', eventPaths.rsvp(id), b as Persona)).body).toMatchObject({
        rsvpd: true,
        rsvpCount: 1,
      });
    });

    it('never lets the organizer RSVP and only while upcoming', async () => {
      const owner = await kit.student('Owner');
      const guest = await kit.student('Guest');
      const { id } = await kit.createEvent(owner, {}, HOUR);
      const own = await kit.call('post', eventPaths.rsvp(id), owner);
      expect(own.status).toBe(403);
      expect(own.body.message).toBe(EVENT_MESSAGES.rsvpOwner);
      await kit.call('post', eventPaths.rsvp(id), guest);
      kit.clock.advance(2 * HOUR);
      const live = await kit.call('delete', eventPaths.rsvp(id), guest);
      expect(live.status).toBe(409);
      expect(live.body.message).toBe(EVENT_MESSAGES.rsvpNotUpcoming);
      kit.clock.advance(2 * HOUR);
      const past = await kit.call('get', eventPaths.event(id), guest);
      expect(past.body).toMatchObject({ timing: 'past', rsvpd: true, rsvpCount: 1 });
    });

    it('gives exactly 10 of 50 simultaneous RSVPs to a capacity-10 event', async () => {
      const owner = await kit.student('Owner');
      const crowd = await students(50, 'Crowd');
      const { id } = await kit.createEvent(owner, { capacity: 10 });
      const answers = await Promise.all(crowd.map((s) => kit.call('post', eventPaths.rsvp(id), s)));
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(40);
      for (const ok of answers.filter((r) => r.status === 200))
        expect(ok.body.rsvpCount).toBeLessThanOrEqual(10);
      const seen = await kit.call('get', eventPaths.event(id), owner);
      expect(seen.body).toMatchObject({ rsvpCount: 10, isFull: true });
      expect(await kit.db.connection().collection('seats').countDocuments({ eventId: id })).toBe(10);
    });

    it('lowering the capacity keeps the count within it (seats above it are moved down)', async () => {
      const owner = await kit.student('Owner');
      const crowd = await students(4, 'Cap');
      const { id } = await kit.createEvent(owner, { capacity: 4 });
      for (const s of crowd) await kit.call('post', eventPaths.rsvp(id), s);
      await kit.call('delete', eventPaths.rsvp(id), crowd[0] as Persona);
      await kit.call('delete', eventPaths.rsvp(id), crowd[1] as Persona); // seats 3 and 4 stay taken
      const below = await kit.call(
        'put',
        eventPaths.event(id),
        owner,
        kit.eventBody(48 * HOUR, { capacity: 1 }),
      );
      expect(below.status).toBe(400);
      expect(below.body.validationErrors).toEqual({ capacity: EVENT_MESSAGES.capacityBelowAttendees });
      const lowered = await kit.call(
        'put',
        eventPaths.event(id),
        owner,
        kit.eventBody(48 * HOUR, { capacity: 2 }),
      );
      expect(lowered.body).toMatchObject({ capacity: 2, rsvpCount: 2, isFull: true });
      const refused = await kit.call('post', eventPaths.rsvp(id), crowd[0] as Persona);
      expect(refused.status).toBe(409);
    });
  });

  describe('capacity set later', () => {
    it('gives attendees of an unlimited event seats when a capacity is set, so it still holds', async () => {
      const owner = await kit.student('Owner');
      const early = await students(2, 'Early');
      const late = await students(3, 'Late');
      const { id } = await kit.createEvent(owner);
      for (const s of early) await kit.call('post', eventPaths.rsvp(id), s);
      await kit.call('put', eventPaths.event(id), owner, kit.eventBody(48 * HOUR, { capacity: 3 }));
      expect(await kit.db.connection().collection('seats').countDocuments({ eventId: id })).toBe(2);
      const answers = await Promise.all(late.map((s) => kit.call('post', eventPaths.rsvp(id), s)));
      expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
      expect((await kit.call('get', eventPaths.event(id), owner)).body).toMatchObject({
        rsvpCount: 3,
        isFull: true,
      });
    });
  });

  describe('waitlist', () => {
    it('is for full events only, shows the position, and a cancel promotes the first in line', async () => {
      const owner = await kit.student('Owner');
      const [seated, first, second] = await students(3, 'W');
      const { id } = await kit.createEvent(owner, { capacity: 1 });
      const early = await kit.call('post', eventPaths.waitlist(id), first as Persona);
      expect(early.status).toBe(409);
      expect(early.body.message).toBe(EVENT_MESSAGES.waitlistNotFull);
      await kit.call('post', eventPaths.rsvp(id), seated as Persona);
      const one = await kit.call('post', eventPaths.waitlist(id), first as Persona);
      const two = await kit.call('post', eventPaths.waitlist(id), second as Persona);
      expect(one.body.waitlist).toEqual({ count: 1, position: 1 });
      expect(two.body.waitlist).toEqual({ count: 2, position: 2 });
      const attending = await kit.call('post', eventPaths.waitlist(id), seated as Persona);
      expect(attending.status).toBe(409);

      await kit.call('delete', eventPaths.rsvp(id), seated as Persona);
      const promoted = await kit.call('get', eventPaths.event(id), first as Persona);
      expect(promoted.body).toMatchObject({
        rsvpd: true,
        rsvpCount: 1,
        waitlist: { count: 1, position: null },
      });
      const still = await kit.call('get', eventPaths.event(id), second as Persona);
      expect(still.body.waitlist).toEqual({ count: 1, position: 1 });

      const events = (await kit.outboxEvents()).filter((e) => e.type === EVENTS_EVENT_TYPES.waitlistPromoted);
      expect(events).toHaveLength(1);
      const payload = eventWaitlistPromotedPayloadSchema.parse(events[0]?.payload);
      expect(payload).toMatchObject({ userId: (first as Persona).id, eventId: id, category: 'EVENT' });

      const left = await kit.call('delete', eventPaths.waitlist(id), second as Persona);
      expect(left.body.waitlist).toEqual({ count: 0, position: null });
    });

    it('two cancels at once promote two different students, in order, once each', async () => {
      const owner = await kit.student('Owner');
      const seated = await students(2, 'Seat');
      const waiting = await students(4, 'Wait');
      const { id } = await kit.createEvent(owner, { capacity: 2 });
      for (const s of seated) await kit.call('post', eventPaths.rsvp(id), s);
      for (const s of waiting) expect((await kit.call('post', eventPaths.waitlist(id), s)).status).toBe(200);
      const before = (await kit.outboxEvents()).length;

      await Promise.all(seated.map((s) => kit.call('delete', eventPaths.rsvp(id), s)));

      const after = (await kit.outboxEvents())
        .slice(before)
        .filter((e) => e.type === EVENTS_EVENT_TYPES.waitlistPromoted);
      expect(after.map((e) => e.payload['userId'])).toEqual([waiting[0]?.id, waiting[1]?.id]);
      const views = await Promise.all(waiting.map((s) => kit.call('get', eventPaths.event(id), s)));
      expect(views.map((v) => v.body.rsvpd)).toEqual([true, true, false, false]);
      expect(views.map((v) => v.body.waitlist.position)).toEqual([null, null, 1, 2]);
      expect(views[0]?.body.rsvpCount).toBe(2);
    });

    it('raising the capacity promotes waiting students', async () => {
      const owner = await kit.student('Owner');
      const [seated, waiting] = await students(2, 'Raise');
      const { id } = await kit.createEvent(owner, { capacity: 1 });
      await kit.call('post', eventPaths.rsvp(id), seated as Persona);
      await kit.call('post', eventPaths.waitlist(id), waiting as Persona);
      await kit.call('put', eventPaths.event(id), owner, kit.eventBody(48 * HOUR, { capacity: 2 }));
      const view = await kit.call('get', eventPaths.event(id), waiting as Persona);
      expect(view.body).toMatchObject({ rsvpd: true, rsvpCount: 2, waitlist: { count: 0, position: null } });
    });
  });
});
