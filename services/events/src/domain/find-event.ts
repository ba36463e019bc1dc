import { findOwnedItem, visibleDespiteBlock, type AuthUser } from '@campusloop/service-kit';
import { EVENT_MESSAGES } from '@campusloop/contracts';
import type { EventDoc } from '../data/event-model';
import type { EventsContext } from './events-context';

/**
 * The event `eventId` of `universityId` as `viewer` asks for it (service-kit's `findOwnedItem`): 404
 * when there is none there (an event of another campus is not found under this one) or a moderator
 * blocked it and the viewer is not its organizer (hidden, not refused: others cannot tell it exists;
 * so an RSVP, a waitlist place or a comment of a blocked event is refused too), 410 when its
 * organizer deleted it (spec §8 'This event has been cancelled or removed by the organizer.'). An
 * event of an organizer the viewer blocked is, for the viewer, one that does not exist (404, issue 28).
 */
export function findEvent(
  ctx: EventsContext,
  universityId: string,
  eventId: string,
  viewer: AuthUser,
): Promise<EventDoc> {
  return findOwnedItem(viewer, {
    load: async () => {
      const doc = await ctx.store.findEvent(eventId);
      const found = doc && doc.universityId === universityId && visibleDespiteBlock(doc, doc.ownerId, viewer.id) ? doc : null;
      return ctx.blocks.unlessBlocked(viewer.id, found, (event) => event.ownerId);
    },
    notFoundMessage: EVENT_MESSAGES.notFound,
    gone: { when: (doc) => Boolean(doc.cancelledAt), message: EVENT_MESSAGES.openGone },
  });
}
