import { AppError } from '@campusloop/service-kit';
import { ErrorCode, EVENT_MESSAGES } from '@campusloop/contracts';
import type { EventDoc } from '../data/event-model';
import type { EventsContext } from './events-context';

/**
 * The event `eventId` of `universityId`: 404 when there is none there (an event of another campus
 * is not found under this one), 410 when its organizer deleted it (spec §8 'This event has been
 * cancelled or removed by the organizer.').
 */
export async function findEvent(
  ctx: EventsContext,
  universityId: string,
  eventId: string,
): Promise<EventDoc> {
  const doc = await ctx.store.findEvent(eventId);
  if (!doc || doc.universityId !== universityId) throw AppError.notFound(EVENT_MESSAGES.notFound);
  if (doc.cancelledAt) throw new AppError(410, ErrorCode.GONE, EVENT_MESSAGES.openGone);
  return doc;
}
