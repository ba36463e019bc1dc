import { AppError, reportableItem, requireCampusStudent, type AuthUser, type ModeratedItems } from '@campusloop/service-kit';
import { EVENT_MESSAGES, type ModeratedContent } from '@campusloop/contracts';
import { EVENT_ACCESS, eventLockKey, type EventsContext } from './events-context';
import { findEvent } from './find-event';

/**
 * Events as service-kit's moderation kit sees them (issue 28): what moderators read (an event is never
 * anonymous: its organizer is named) and the block switch.
 */
export function moderatedEvents(ctx: EventsContext): ModeratedItems {
  return {
    async describe(ids) {
      const docs = await ctx.store.liveEventsByIds(ids);
      const people = await ctx.people.loadPeople(docs.map((doc) => doc.ownerId));
      return new Map(
        docs.map((doc): [string, ModeratedContent] => [
          doc._id,
          {
            title: doc.title,
            text: doc.description,
            authorId: doc.ownerId,
            authorName: people.get(doc.ownerId)?.name ?? doc.author.name,
            blocked: doc.blocked === true,
          },
        ]),
      );
    },
    setBlocked: (eventId, blocked) => setEventBlocked(ctx, eventId, blocked),
  };
}

/**
 * Blocks or unblocks an event under its lock: a blocked event leaves its campus's list and its
 * attendees' "my events" (pages and totals stay exact), answers 404 to everyone but its organizer
 * (who sees it marked `blocked`), refuses RSVPs and comments, and leaves calendar feeds and reminders.
 * Unblocking puts it back in its old place.
 */
export async function setEventBlocked(ctx: EventsContext, eventId: string, blocked: boolean): Promise<void> {
  await ctx.store.lock.run(eventLockKey(eventId), async () => {
    const doc = await ctx.store.findEvent(eventId);
    if (!doc || doc.cancelledAt) throw AppError.notFound(EVENT_MESSAGES.notFound);
    if ((doc.blocked === true) === blocked) return;
    await ctx.store.setEventBlocked(doc, blocked);
  });
}

/**
 * The event a report names, if the reporter may see it: a verified student of its campus and an
 * event there that is not blocked for them; anything else answers 404 like an unknown id.
 */
export function reportableEvent(ctx: EventsContext, reporter: AuthUser, params: Record<string, string>): Promise<string> {
  return reportableItem(
    reporter,
    async (user) => {
      const universityId = params['universityId'] as string;
      const student = requireCampusStudent(user, universityId, EVENT_ACCESS);
      return (await findEvent(ctx, universityId, params['eventId'] as string, student))._id;
    },
    EVENT_MESSAGES.notFound,
  );
}
