import { EVENT_MESSAGES } from '@campusloop/contracts';
import type { DiscussionCleanup } from '@campusloop/discussion-server';
import {
  documentLockKey,
  type CampusStudentOptions,
  type MediaClient,
  type Outbox,
  type PeopleProjection,
  type ServiceContext,
  type UserBlocks,
} from '@campusloop/service-kit';
import { EVENTS_COLLECTION } from '../data/event-model';
import type { EventsStore } from '../data/events-store';

/** Everything an events use-case may touch: service-kit's `{ logger, now }` and events' store and ports. */
export interface EventsContext extends ServiceContext {
  store: EventsStore;
  media: MediaClient;
  outbox: Outbox;
  people: PeopleProjection;
  discussion: DiscussionCleanup;
  /**
   * Who blocked whom (service-kit, issue 28): a blocker's lists and calendar feed leave the blocked
   * organizer's events out, and such an event is not found for them (detail, RSVP, waitlist, .ics, comments).
   */
  blocks: Pick<UserBlocks, 'withoutBlocked' | 'unlessBlocked'>;
}

/**
 * Events' campus access (service-kit's `requireCampusStudent`): a caller without a university on the
 * profile is told to complete it (spec §5), before the verified-student 403.
 */
export const EVENT_ACCESS: CampusStudentOptions = { universityUnknownMessage: EVENT_MESSAGES.universityUnknown };

/**
 * The lock key of one event: every change of its RSVPs, seats, waitlist or fields runs under it. It
 * is service-kit's document key, the one the discussion kit's comment counter (`bumpCounter`) takes,
 * so an edit and a new comment never overwrite each other on FerretDB. Not re-entrant: nothing run
 * under it may call the discussion kit.
 */
export const eventLockKey = (eventId: string): string => documentLockKey(EVENTS_COLLECTION, eventId);
