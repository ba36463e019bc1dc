import type { Logger, MediaClient, Outbox, PeopleProjection } from '@campusloop/service-kit';
import type { EventsStore } from '../data/events-store';
import type { AuthorPresenter } from './author-presenter';
import type { DiscussionCleanup } from './discussion-port';

/** Everything an events use-case may touch. */
export interface EventsContext {
  store: EventsStore;
  media: MediaClient;
  outbox: Outbox;
  people: PeopleProjection;
  authors: AuthorPresenter;
  discussion: DiscussionCleanup;
  logger: Logger;
  now(): Date;
}

/** The lock key of one event: every change of its RSVPs, seats, waitlist or fields runs under it. */
export const eventLockKey = (eventId: string): string => `event:${eventId}`;
