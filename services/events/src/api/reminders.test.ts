import { EVENTS_EVENT_TYPES, eventReminderPayloadSchema } from '@campusloop/contracts';
import { sendDueReminders } from '../domain/send-reminders';
import { HOUR, eventPaths, useEventsTestKit } from '../testing/events-test-kit';

// Two instances on the one database, each with its own connection and lock: two processes' sweepers.
const kit = useEventsTestKit({}, { instances: 2 });

const reminders = async () =>
  (await kit.outboxEvents())
    .filter((e) => e.type === EVENTS_EVENT_TYPES.reminder)
    .map((e) => eventReminderPayloadSchema.parse(e.payload));

/** The second instance's context: another process's sweeper (own connection and lock). */
const restarted = () => (kit.instances()[1] ?? kit.built()).ctx;

describe('reminders', () => {
  afterEach(() => kit.clock.reset());

  it('sends 24 h and 1 h reminders to attendees once each, also after a restart and with two sweepers', async () => {
    const owner = await kit.student('Owner');
    const [a, b] = [await kit.student('A'), await kit.student('B')];
    const { id } = await kit.createEvent(owner, { title: 'Reminded' }, 30 * HOUR);
    await kit.call('post', eventPaths.rsvp(id), a);
    await kit.call('post', eventPaths.rsvp(id), b);

    expect(await sendDueReminders(kit.built().ctx)).toBe(0); // 30 h ahead: nothing due yet
    kit.clock.advance(7 * HOUR); // 23 h before the start
    const [first, second] = await Promise.all([
      sendDueReminders(kit.built().ctx),
      sendDueReminders(restarted()),
    ]);
    expect(first + second).toBe(2);
    expect(await sendDueReminders(restarted())).toBe(0);

    kit.clock.advance(22 * HOUR + 30 * 60 * 1000); // 30 min before the start
    expect(await sendDueReminders(kit.built().ctx)).toBe(2);
    expect(await sendDueReminders(restarted())).toBe(0);

    const sent = (await reminders()).filter((r) => r.eventId === id);
    expect(sent.map((r) => `${r.userId === a.id ? 'a' : 'b'}:${r.kind}`).sort()).toEqual([
      'a:1h',
      'a:24h',
      'b:1h',
      'b:24h',
    ]);
    expect(
      sent.every((r) => r.category === 'EVENT' && r.eventTitle === 'Reminded' && r.userId !== owner.id),
    ).toBe(true);
  });

  it('skips the 24 h reminder when the RSVP comes inside the last hour, and never reminds of a started event', async () => {
    const owner = await kit.student('Owner');
    const late = await kit.student('Late');
    const { id } = await kit.createEvent(owner, { title: 'Soon' }, 50 * 60 * 1000);
    await kit.call('post', eventPaths.rsvp(id), late);
    await sendDueReminders(kit.built().ctx);
    expect((await reminders()).filter((r) => r.eventId === id).map((r) => r.kind)).toEqual(['1h']);
    kit.clock.advance(2 * HOUR);
    expect(await sendDueReminders(kit.built().ctx)).toBe(0);
  });
});
