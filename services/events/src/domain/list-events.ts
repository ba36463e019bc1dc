import { requireCampusStudent, toPaged, type AuthUser } from '@campusloop/service-kit';
import type { PageQuery, PagedEvents } from '@campusloop/contracts';
import type { EventDoc } from '../data/event-model';
import type { EventListWhen } from '../data/events-store';
import { type EventsContext, EVENT_ACCESS } from './events-context';
import { presentEvents } from './present-event';

/**
 * A page without the events of organizers the viewer blocked (issue 28; the viewer's own stay): it may hold
 * fewer than `size`, `totalElements` and `last` stay the list's, so paging never skips an event.
 */
const withoutBlockedOrganizers = (ctx: EventsContext, viewerId: string, items: EventDoc[]): Promise<EventDoc[]> =>
  ctx.blocks.withoutBlocked(viewerId, items, (event) => event.ownerId);

/**
 * Both read one page of the event lists (data/event-lists.ts: constant work per page at any size).
 *
 * The upcoming (not ended: live ones included, soonest start first) or past (ended, most recently
 * ended first) events of a university, paged.
 */
export async function listEvents(
  ctx: EventsContext,
  viewer: AuthUser | undefined,
  universityId: string,
  when: EventListWhen,
  page: PageQuery,
): Promise<PagedEvents> {
  const user = requireCampusStudent(viewer, universityId, EVENT_ACCESS);
  const { items, total } = await ctx.store.listEvents({ when, now: ctx.now(), universityId, page });
  return toPaged(await presentEvents(ctx, await withoutBlockedOrganizers(ctx, user.id, items), user.id), total, page);
}

/**
 * "My events" (GET /users/me/activity/events and .../past): the events of the caller's own
 * university that they organize OR have an RSVP for, ordered like the university lists.
 */
export async function listMyEvents(
  ctx: EventsContext,
  viewer: AuthUser | undefined,
  when: EventListWhen,
  page: PageQuery,
): Promise<PagedEvents> {
  const user = requireCampusStudent(viewer, viewer?.universityId ?? null, EVENT_ACCESS);
  const universityId = user.universityId as string;
  const { items, total } = await ctx.store.listEvents({
    when,
    now: ctx.now(),
    universityId,
    mineOf: user.id,
    page,
  });
  return toPaged(await presentEvents(ctx, await withoutBlockedOrganizers(ctx, user.id, items), user.id), total, page);
}
