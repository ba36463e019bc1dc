import { createHash, randomBytes } from 'node:crypto';
import { requireCampusStudent, AppError, signedInUser, visibleDespiteBlock, type AuthUser } from '@campusloop/service-kit';
import {
  CALENDAR_TOKEN_PATTERN,
  EVENT_MESSAGES,
  EVENT_PATHS,
  apiPath,
  type CalendarSubscription,
} from '@campusloop/contracts';
import { buildIcs } from './build-ics';
import { type EventsContext, EVENT_ACCESS } from './events-context';

/** How long a cancelled event stays in subscribers' feeds (so their calendar app removes it). */
const CANCELLED_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
export const subscriptionPath = (token: string): string =>
  apiPath(EVENT_PATHS.subscriptionCalendar, { file: `${token}.ics` });

/**
 * GET .../events/{id}/calendar.ics: one event ('Add to calendar'); a deleted one answers CANCELLED, a
 * blocked one is not found for anyone but its organizer, one of an organizer the viewer blocked not for them.
 */
export async function eventIcs(
  ctx: EventsContext,
  viewer: AuthUser | undefined,
  universityId: string,
  eventId: string,
): Promise<string> {
  const user = requireCampusStudent(viewer, universityId, EVENT_ACCESS);
  const found = await ctx.store.findEvent(eventId);
  const doc = await ctx.blocks.unlessBlocked(user.id, found, (event) => event.ownerId);
  if (!doc || doc.universityId !== universityId || !visibleDespiteBlock(doc, doc.ownerId, user.id))
    throw AppError.notFound(EVENT_MESSAGES.notFound);
  return buildIcs([doc], { name: doc.title });
}

/** GET /api/v1/calendars/subscription: whether the caller has a subscription URL (the secret is not kept). */
export async function getSubscription(
  ctx: EventsContext,
  viewer: AuthUser | undefined,
): Promise<CalendarSubscription> {
  const user = signedInUser(viewer);
  const doc = await ctx.store.findSubscription(user.id);
  return { active: !!doc, createdAt: doc?.createdAt.toISOString() ?? null };
}

/**
 * POST /api/v1/calendars/subscription: a new secret URL (256 random bits) for the caller's RSVP'd
 * events; any earlier URL stops working. Only the SHA-256 of the secret is stored.
 */
export async function createSubscription(
  ctx: EventsContext,
  viewer: AuthUser | undefined,
): Promise<CalendarSubscription> {
  const user = requireCampusStudent(viewer, viewer?.universityId ?? null, EVENT_ACCESS);
  const token = randomBytes(32).toString('base64url');
  const createdAt = ctx.now();
  await ctx.store.saveSubscription({ _id: user.id, tokenHash: hashToken(token), createdAt });
  return { active: true, createdAt: createdAt.toISOString(), url: subscriptionPath(token) };
}

/** DELETE /api/v1/calendars/subscription: revokes the URL; idempotent. */
export async function revokeSubscription(ctx: EventsContext, viewer: AuthUser | undefined): Promise<void> {
  const user = signedInUser(viewer);
  await ctx.store.deleteSubscription(user.id);
}

/**
 * GET /api/v1/calendars/{token}.ics, no bearer token (calendar apps poll it): the events the
 * subscriber has an RSVP for, and for 30 days those that were cancelled while they attended; never
 * one a moderator blocked (unless the subscriber organizes it), nor one of an organizer the subscriber blocked.
 * An unknown or revoked token is a 404 that says nothing more.
 */
export async function subscriptionIcs(ctx: EventsContext, token: string): Promise<string> {
  if (!CALENDAR_TOKEN_PATTERN.test(token)) throw AppError.notFound(EVENT_MESSAGES.calendarNotFound);
  const subscription = await ctx.store.findSubscriptionByHash(hashToken(token));
  if (!subscription) throw AppError.notFound(EVENT_MESSAGES.calendarNotFound);
  const userId = subscription._id;
  const since = new Date(ctx.now().getTime() - CANCELLED_KEPT_MS);
  const [attending, cancelled] = await Promise.all([
    ctx.store.attendedEventIds(userId).then((ids) => ctx.store.liveEventsByIds(ids)),
    ctx.store.findCancelledAttendedBy(userId, since),
  ]);
  // Nor one of an organizer the subscriber blocked (issue 28): their calendar app drops it, as it would a cancelled one.
  const unblocked = await ctx.blocks.withoutBlocked(userId, [...attending, ...cancelled], (doc) => doc.ownerId);
  const docs = unblocked
    .filter((doc) => visibleDespiteBlock(doc, doc.ownerId, userId))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return buildIcs(docs, { name: 'CampusLoop events' });
}
