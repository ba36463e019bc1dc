import { campusDiscussionTarget, type DiscussionTargetPort } from '@campusloop/discussion-server';
import {
  EVENTS_EVENT_TYPES,
  EVENT_MESSAGES,
  PROFILE_INCOMPLETE_COMMENT_MESSAGE,
  type EventCommentRepliedPayload,
  type EventCommentedPayload,
} from '@campusloop/contracts';
import { visibleDespiteBlock, type UserBlocks } from '@campusloop/service-kit';
import { EVENT_ACCESS } from './events-context';
import type { EventDoc } from '../data/event-model';
import type { EventsStore } from '../data/events-store';

function eventContext(event: EventDoc) {
  return { eventId: event._id, universityId: event.universityId, eventTitle: event.title };
}

/**
 * Events as discussion targets (the shared discussion kit's port): the event of
 * `/universities/:universityId/events/:eventId` (the user's own university id in the path, spec §6;
 * a deleted event, one of another university or a blocked one (but for its organizer) is not found),
 * the campus rule for reading and
 * writing, the stored comment count, and the `event.commented` (EVENT) / `comment.replied`
 * (COMMENT) events of libs/contracts/src/events/event-outbox.ts (anonymous-safe actor, never for
 * one's own event or comment).
 */
export function eventDiscussionTarget(
  store: EventsStore,
  /** Who blocked whom: the discussion of an event whose organizer the viewer blocked is not found for them. */
  blocks?: Pick<UserBlocks, 'unlessBlocked'>,
): DiscussionTargetPort<EventDoc> {
  return campusDiscussionTarget({
    type: 'EVENT',
    field: 'eventId',
    find: (eventId) => store.findEvent(eventId),
    gone: (event) => Boolean(event.cancelledAt),
    // A blocked event (issue 28): its discussion is not found for anyone but its organizer.
    visibleTo: (event, viewerId) => visibleDespiteBlock(event, event.ownerId, viewerId),
    access: EVENT_ACCESS,
    ...(blocks ? { blocks } : {}),
    ownerId: (event) => event.ownerId,
    bumpCommentCount: (eventId, delta) => store.bumpCommentCount(eventId, delta),
    messages: { notFound: EVENT_MESSAGES.notFound, profileIncomplete: PROFILE_INCOMPLETE_COMMENT_MESSAGE },
    events: {
      commented: (event, { commentId, ownerId, actor, excerpt }) => ({
        type: EVENTS_EVENT_TYPES.eventCommented,
        payload: {
          category: 'EVENT',
          ...eventContext(event),
          commentId,
          eventOwnerId: ownerId,
          commenter: actor,
          excerpt,
        } satisfies EventCommentedPayload,
      }),
      replied: (event, { commentId, parentCommentId, parentOwnerId, actor, excerpt }) => ({
        type: EVENTS_EVENT_TYPES.eventCommentReplied,
        payload: {
          category: 'COMMENT',
          target: 'event',
          ...eventContext(event),
          commentId,
          parentCommentId,
          parentOwnerId,
          replier: actor,
          excerpt,
        } satisfies EventCommentRepliedPayload,
      }),
    },
  });
}
