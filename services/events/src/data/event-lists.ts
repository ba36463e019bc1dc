import { Schema, type Connection } from 'mongoose';
import type { PageQuery } from '@campusloop/contracts';
import {
  createSortedListIndex,
  insertOnce,
  registerModel,
  SORTED_LIST_MAX_AT,
  type KeyedLock,
  type Logger,
  type SortedListPage,
} from '@campusloop/service-kit';

export type EventListWhen = 'upcoming' | 'past';

/** How many list writes of one change run at once (each list has its own lock key). */
const PARALLEL_WRITES = 16;
/** The build mark: a new mark (v2, ...) rebuilds every list once, e.g. after a change of their keys. */
const BUILD_MARK = 'sorted-lists-v2';

interface BuildDoc {
  _id: string;
  startedAt: Date;
  doneAt: Date | null;
}

const buildSchema = new Schema<BuildDoc>(
  {
    _id: { type: String, required: true },
    startedAt: { type: Date, required: true },
    doneAt: { type: Date, default: null },
  },
  { versionKey: false },
);

/** What an event's place in the lists depends on (never changes except the times, on an edit). */
export type ListedEvent = { _id: string; universityId: string; startsAt: Date; endsAt: Date };

export interface EventListQuery {
  when: EventListWhen;
  now: Date;
  universityId: string;
  /** "My events" of this user: the events they organize or have an RSVP for. */
  mineOf?: string;
  page: PageQuery;
}

/**
 * The upcoming/past lists of a campus and every student's "my events", on service-kit's sorted-list
 * index (constant work per page at any size, exact totals). Each list scope has two orders of the
 * same events: by start (soonest first, `_id` tie-break; upcoming = end after now) and by end, latest
 * first (`_id` tie-break; past = end at/before now). The split at "now" is made when a page is read,
 * so nothing moves when an event ends. A scope is the campus (`<universityId>`) or one student's
 * events there (`<universityId>:<userId>`: the organizer, and each attendee from their RSVP on).
 * Creating, cancelling, an RSVP and its cancellation add or remove the event in the scopes it
 * concerns; an edit that moves the times moves it in the campus's, the organizer's and every
 * attendee's lists (the one write whose cost grows, with the attendees).
 */
export function createEventLists(connection: Connection, lock: KeyedLock) {
  const index = createSortedListIndex(connection, lock);
  const builds = registerModel(connection, 'EventListBuild', buildSchema, 'event_list_builds');
  const key = (order: 'start' | 'end', universityId: string, userId?: string) =>
    `events:${order}:${universityId}${userId ? `:${userId}` : ''}`;
  const byStart = (event: ListedEvent) => ({
    id: event._id,
    at: event.startsAt.getTime(),
    until: event.endsAt.getTime(),
  });
  const byEnd = (event: ListedEvent) => ({
    id: event._id,
    at: SORTED_LIST_MAX_AT - event.endsAt.getTime(),
    until: event.endsAt.getTime(),
  });
  /** The campus scope (no user) and the given users' scopes. */
  const scopes = (event: ListedEvent, userIds: readonly (string | undefined)[]) =>
    userIds.flatMap((userId) => [
      { key: key('start', event.universityId, userId), item: byStart(event) },
      { key: key('end', event.universityId, userId), item: byEnd(event) },
    ]);
  const inParallel = async <T>(values: readonly T[], run: (value: T) => Promise<unknown>) => {
    for (let start = 0; start < values.length; start += PARALLEL_WRITES)
      await Promise.all(values.slice(start, start + PARALLEL_WRITES).map(run));
  };

  return {
    init: () => builds.init(),
    /** Lists a new event for its campus and the given users ("my events"). */
    add: (event: ListedEvent, userIds: readonly (string | undefined)[]) =>
      inParallel(scopes(event, userIds), ({ key, item }) => index.add(key, item)),
    /** Takes an event out of the lists of its campus and the given users. */
    remove: (event: ListedEvent, userIds: readonly (string | undefined)[]) =>
      inParallel(scopes(event, userIds), ({ key, item }) => index.remove(key, item)),
    /** An event in one list scope, e.g. "my events" of one user: its page ids and the exact total. */
    page(query: EventListQuery): Promise<SortedListPage> {
      const moment = query.now.getTime();
      return query.when === 'upcoming'
        ? index.page(key('start', query.universityId, query.mineOf), query.page, { untilAfter: moment })
        : index.page(key('end', query.universityId, query.mineOf), query.page, { untilAtOrBefore: moment });
    },
    /**
     * Once per database (the first start after this index came in, or a fresh one): lists every event
     * that is not cancelled for its campus, its organizer and its attendees, in bulk. The mark is
     * claimed by a unique insert, so of several processes starting at once one builds.
     */
    async buildOnce(
      load: () => Promise<{
        events: Array<ListedEvent & { ownerId: string; blocked?: boolean }>;
        rsvps: Array<{ eventId: string; userId: string }>;
      }>,
      logger: Logger,
    ): Promise<void> {
      if (await builds.exists({ _id: BUILD_MARK })) return;
      if (!(await insertOnce(builds, { _id: BUILD_MARK, startedAt: new Date(), doneAt: null }))) return;
      const started = Date.now();
      const { events, rsvps } = await load();
      const byId = new Map(events.map((event) => [event._id, event]));
      const lists = new Map<string, Array<{ id: string; at: number; until: number }>>();
      const put = (event: ListedEvent, userId?: string) => {
        for (const { key: listKey, item } of scopes(event, [userId])) {
          const items = lists.get(listKey) ?? [];
          items.push(item);
          lists.set(listKey, items);
        }
      };
      // A blocked event is in its organizer's list only (issue 28).
      for (const event of events) {
        if (event.blocked !== true) put(event);
        put(event, event.ownerId);
      }
      for (const rsvp of rsvps) {
        const event = byId.get(rsvp.eventId);
        if (event && event.blocked !== true && event.ownerId !== rsvp.userId) put(event, rsvp.userId);
      }
      await inParallel([...lists], ([listKey, items]) => index.bulkLoad(listKey, items));
      await builds.updateOne({ _id: BUILD_MARK }, { $set: { doneAt: new Date() } });
      logger.info(
        { events: events.length, lists: lists.size, ms: Date.now() - started },
        'event lists built from the events collection',
      );
    },
  };
}

export type EventLists = ReturnType<typeof createEventLists>;
