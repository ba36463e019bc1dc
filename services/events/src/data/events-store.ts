import type { Connection } from 'mongoose';
import { keyedLockOf, createPagedListIndex, type KeyedLock, type Logger } from '@campusloop/service-kit';
import type { PagedEvents } from '@campusloop/contracts';
import { createAttendanceStore } from './attendance-store';
import { createCalendarSubscriptionStore } from './calendar-subscription-store';
import { createEventDocStore } from './event-doc-store';
import { createEventLists, type EventListQuery, type ListedEvent } from './event-lists';
import type { EventDoc } from './event-model';
import { createReminderStore } from './reminder-store';
import { createSeatStore } from './seat-store';
import { createWaitlistStore } from './waitlist-store';

export type { EventListQuery, EventListWhen } from './event-lists';

const timesMoved = (before: ListedEvent, after: ListedEvent) =>
  before.startsAt.getTime() !== after.startsAt.getTime() ||
  before.endsAt.getTime() !== after.endsAt.getTime();

/**
 * The events service's collections in `campusloop_events` and its per-event lock: one small data
 * module per collection (events, attendances, seats, waitlist, reminders, calendar subscriptions),
 * joined into the one store the domain calls (domain code never calls mongoose). The writes that
 * change which lists an event is in (create, edit of its times, cancel, RSVP and its cancellation)
 * keep the event lists (event-lists.ts) in step here, so no use-case can forget them.
 */
export function createEventsStore(connection: Connection) {
  const lock: KeyedLock = keyedLockOf(connection);
  // The discussion kit's comment lists, sharing this process's lock (one of each per database).
  const lists = createPagedListIndex(connection, lock);
  const eventLists = createEventLists(connection, lock);
  const { init: initEvents, ...events } = createEventDocStore(connection, lock);
  const {
    init: initAttendances,
    removeForEvent: removeAttendances,
    ...attendances
  } = createAttendanceStore(connection);
  const { init: initSeats, removeForEvent: removeSeats, ...seats } = createSeatStore(connection);
  const { init: initWaitlist, removeForEvent: removeWaitlist, ...waitlist } = createWaitlistStore(connection);
  const {
    init: initReminders,
    removeForEvent: removeReminders,
    ...reminders
  } = createReminderStore(connection);
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
    /** Indexes, then (once per database) the event lists from what is stored. */
    async init(logger: Logger): Promise<void> {
      await Promise.all([
        initEvents(),
        initAttendances(),
        initSeats(),
        initWaitlist(),
        initReminders(),
        initSubscriptions(),
        eventLists.init(),
      ]);
      await eventLists.buildOnce(
        async () => ({ events: await events.listedEvents(), rsvps: await attendances.allRsvps() }),
        logger,
      );
    },
    /** A new event, listed for its campus and its organizer. */
    async insertEvent(doc: EventDoc): Promise<void> {
      await events.insertEvent(doc);
      await eventLists.add(doc, [undefined, doc.ownerId]);
    },
    /** An edit (under the event's lock); moved times move the event in every list that holds it. */
    async replaceEvent(doc: EventDoc): Promise<void> {
      const before = await events.findEvent(doc._id);
      await events.replaceEvent(doc);
      if (!before || !timesMoved(before, doc)) return;
      // A blocked event is in its organizer's list only.
      const members = before.blocked
        ? [doc.ownerId]
        : [undefined, doc.ownerId, ...(await attendances.attendeeIds(doc._id))];
      await eventLists.remove(before, members);
      await eventLists.add(doc, members);
    },
    /**
     * A moderator's block (under the event's lock): the event leaves its campus's list and its
     * attendees' "my events" (so every page and total stays exact without filtering) and stays in its
     * organizer's; unblocking puts it back for the campus and whoever attends it then.
     */
    async setEventBlocked(doc: EventDoc, blocked: boolean): Promise<void> {
      await events.setBlocked(doc._id, blocked);
      if (doc.cancelledAt) return;
      const others = [undefined, ...(await attendances.attendeeIds(doc._id)).filter((id) => id !== doc.ownerId)];
      if (blocked) await eventLists.remove(doc, others);
      else await eventLists.add(doc, others);
    },
    /** The tombstone write (see event-doc-store.ts); a cancelled event leaves every list. */
    async cancelEvent(id: string, at: Date, attendeeIds: string[]): Promise<boolean> {
      const before = await events.findEvent(id);
      const cancelled = await events.cancelEvent(id, at, attendeeIds);
      if (cancelled && before) await eventLists.remove(before, [undefined, before.ownerId, ...attendeeIds]);
      return cancelled;
    },
    /** An RSVP; the event joins the student's "my events". */
    async insertAttendance(doc: Parameters<typeof attendances.insertAttendance>[0]): Promise<boolean> {
      const inserted = await attendances.insertAttendance(doc);
      const event = inserted ? await events.findEvent(doc.eventId) : null;
      if (event && !event.cancelledAt && !event.blocked) await eventLists.add(event, [doc.userId]);
      return inserted;
    },
    /** A cancelled RSVP; the event leaves the student's "my events". */
    async deleteAttendance(eventId: string, userId: string) {
      const removed = await attendances.deleteAttendance(eventId, userId);
      const event = removed ? await events.findEvent(eventId) : null;
      if (event) await eventLists.remove(event, [userId]);
      return removed;
    },
    /** One page of a campus list or of "my events", in list order, with the exact total. */
    async listEvents(
      query: EventListQuery,
    ): Promise<{ items: EventDoc[]; total: PagedEvents['totalElements'] }> {
      const { ids, total } = await eventLists.page(query);
      return { items: await events.liveEventsByIds(ids), total };
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
