// Zod-free (front ends import it): every notifications path template, relative to /api/v1.
const ROOT = '/notifications';

export const NOTIFICATIONS_PATHS = {
  list: ROOT,
  unreadCount: `${ROOT}/unread-count`,
  read: `${ROOT}/{notificationId}/read`,
  readAll: `${ROOT}/read-all`,
  bulkRead: `${ROOT}/bulk-read`,
  dismiss: `${ROOT}/{notificationId}/dismiss`,
  preferences: `${ROOT}/preferences`,
  /** The zone the caller's daily digest goes out in (issue 29). */
  digestTimeZone: `${ROOT}/preferences/time-zone`,
  announcement: `${ROOT}/announcements/{announcementId}`,
  /** A mail's signed link (no session): e-mail delivery off (RFC 8058 one-click POST), and back on. */
  unsubscribe: `${ROOT}/unsubscribe`,
  resubscribe: `${ROOT}/resubscribe`,
  /** The live channel: a WebSocket upgrade (not an HTTP route; see notification-live.ts). */
  live: `${ROOT}/live`,
} as const;

/** Service-to-service routes (never through the gateway): the operator's CLI publishes announcements here. */
export const NOTIFICATIONS_INTERNAL_PATHS = {
  announcements: '/internal/announcements',
  events: '/internal/events',
  /** One instance hands another a live push or announcement (the embedded relay's direct path, issue 32). */
  liveEvents: '/internal/live-events',
} as const;

/** The shell's page behind a notification mail's "Unsubscribe" link (`?token=`), signed in or not (issue 29). */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';
/** Its query parameter: the signed unsubscribe token. */
export const UNSUBSCRIBE_TOKEN_PARAM = 'token';
