import { requireCampusStudent, type AuthUser } from '@campusloop/service-kit';
import type { CampusEvent } from '@campusloop/contracts';
import { type EventsContext, EVENT_ACCESS } from './events-context';
import { findEvent } from './find-event';
import { presentEvent } from './present-event';

/** GET /universities/{universityId}/events/{id}. */
export async function getEvent(
  ctx: EventsContext,
  viewer: AuthUser | undefined,
  universityId: string,
  eventId: string,
): Promise<CampusEvent> {
  const user = requireCampusStudent(viewer, universityId, EVENT_ACCESS);
  return presentEvent(ctx, await findEvent(ctx, universityId, eventId, user), user.id);
}
