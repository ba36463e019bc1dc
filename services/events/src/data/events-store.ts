import type { Connection } from 'mongoose';
import { createKeyedLock, createPagedListIndex, type KeyedLock } from '@campusloop/service-kit';
import { createAttendanceStore } from './attendance-store';
import { createCalendarSubscriptionStore } from './calendar-subscription-store';
import { createEventDocStore } from './event-doc-store';
import { createReminderStore } from './reminder-store';
import { createSeatStore } from './seat-store';
import { createWaitlistStore } from './waitlist-store';

export type { EventListQuery, EventListWhen } from './event-doc-store';

/**
 * The events service's collections in `campusloop_events` and its per-event lock: one small data
 * module per collection (events, attendances, seats, waitlist, reminders, calendar subscriptions),
 * joined into the one store the domain calls (domain code never calls mongoose).
 */
export function createEventsStore(connection: Connection) {
  const lock: KeyedLock = createKeyedLock();
  // The discussion kit's comment lists, sharing this process's lock (one of each per database).
  const lists = createPagedListIndex(connection, lock);
  const { init: initEvents, ...events } = createEventDocStore(connection, lock);
  const { init: initAttendances, removeForEvent: removeAttendances, ...attendances } =
    createAttendanceStore(connection);
  const { init: initSeats, removeForEvent: removeSeats, ...seats } = createSeatStore(connection);
  const { init: initWaitlist, removeForEvent: removeWaitlist, ...waitlist } = createWaitlistStore(connection);
  const { init: initReminders, removeForEvent: removeReminders, ...reminders } = createReminderStore(connection);
  const { init: initSubscriptions, ...subscriptions } = createCalendarSubscriptionStore(connection);

  return {
    connection,
    lock,
    lists,
    ...events,
    ...attendances,
    ...seats,
    ...waitlist,
    ...reminders,
    ...subscriptions,
    async init(): Promise<void> {
      await Promise.all([
        initEvents(),
        initAttendances(),
        initSeats(),
        initWaitlist(),
        initReminders(),
        initSubscriptions(),
      ]);
    },
    /** Everything that goes with a deleted event (its tombstone stays for calendar feeds). */
    async removeEventDependents(eventId: string): Promise<void> {
      await Promise.all([
        removeAttendances(eventId),
        removeSeats(eventId),
        removeWaitlist(eventId),
        removeReminders(eventId),
      ]);
    },
  };
}

export type EventsStore = ReturnType<typeof createEventsStore>;
