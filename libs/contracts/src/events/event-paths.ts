// Zod-free (front ends import it): every events path template, relative to /api/v1.
import { commentModerationPaths } from '../discussion/comment-moderation-paths';
import { discussionPaths } from '../discussion/discussion-paths';
import { MODERATION_DESKS } from '../moderation/moderation-desks';
import { moderationPaths } from '../moderation/moderation-paths';

const EVENTS = '/universities/{universityId}/events';
const EVENT = `${EVENTS}/{eventId}` as const;

export const EVENT_PATHS = {
  upcoming: EVENTS,
  past: `${EVENTS}/past`,
  mine: '/users/me/activity/events',
  minePast: '/users/me/activity/events/past',
  event: EVENT,
  rsvp: `${EVENT}/rsvp`,
  waitlist: `${EVENT}/waitlist`,
  eventCalendar: `${EVENT}/calendar.ics`,
  subscription: '/calendars/subscription',
  subscriptionCalendar: '/calendars/{file}',
  ...discussionPaths(EVENT),
  /** Reports of events and the moderators' desk (`report`, `queue`, `block`, `unblock`, `dismiss`, `audit`), issue 28. */
  ...moderationPaths(EVENT, MODERATION_DESKS.event.desk),
  /** Reports of comments and replies and their desk (`commentReport`, `commentQueue`, … `commentAuthorRestriction`). */
  ...commentModerationPaths(EVENT, MODERATION_DESKS.eventComment.desk),
} as const;
