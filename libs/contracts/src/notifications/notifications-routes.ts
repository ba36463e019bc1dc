import { defineRoutes } from '../routes/route-contract';
import { announcementSchema } from './announcement';
import { digestTimeZoneSchema } from './digest-time-zone';
import { emailSubscriptionQuerySchema, emailSubscriptionSchema } from './email-subscription';
import {
  announcementParamsSchema,
  bulkReadBodySchema,
  dismissResultSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationParamsSchema,
  notificationPreferencesSchema,
  notificationSchema,
  readResultSchema,
  unreadCountSchema,
} from './notification';
import { NOTIFICATIONS_PATHS } from './notifications-paths';

const OWN = 'the signed-in user, for their own notifications only (404 for anyone else’s)';

/**
 * Every public route of the notifications service (spec §7 Notifications): the service mounts them with
 * service-kit's `mountRoute`, the gateway documents them at /api/v1/openapi.json (API_ROUTE_GROUPS).
 * The live channel is a WebSocket at NOTIFICATIONS_PATHS.live (notification-live.ts).
 */
export const NOTIFICATIONS_ROUTES = defineRoutes('notifications', {
  list: {
    method: 'GET',
    path: NOTIFICATIONS_PATHS.list,
    summary: 'The caller’s notifications, newest first',
    description:
      'Announcements published since the caller last looked are included. `unreadOnly=true` lists unread ones; `type` filters by notification type.',
    auth: 'required',
    access: OWN,
    query: notificationListQuerySchema,
    answers: { 200: { description: 'One page.', schema: notificationPageSchema } },
  },
  unreadCount: {
    method: 'GET',
    path: NOTIFICATIONS_PATHS.unreadCount,
    summary: 'How many of the caller’s notifications are unread',
    auth: 'required',
    access: OWN,
    answers: { 200: { description: 'Never below 0.', schema: unreadCountSchema } },
  },
  readAll: {
    method: 'POST',
    path: NOTIFICATIONS_PATHS.readAll,
    summary: 'Mark every notification of the caller read',
    auth: 'required',
    access: OWN,
    answers: { 200: { description: 'How many changed; the unread count after.', schema: readResultSchema } },
  },
  bulkRead: {
    method: 'POST',
    path: NOTIFICATIONS_PATHS.bulkRead,
    summary: 'Mark the listed notifications read',
    description:
      'Body: a non-empty JSON array of notification ids (at most 100). Ids that are not the caller’s are skipped. 400 INVALID_IDS / INVALID_ID_TYPE otherwise.',
    auth: 'required',
    access: OWN,
    body: bulkReadBodySchema,
    answers: { 200: { description: 'How many changed; the unread count after.', schema: readResultSchema } },
  },
  read: {
    method: 'POST',
    path: NOTIFICATIONS_PATHS.read,
    summary: 'Mark one notification read',
    auth: 'required',
    access: OWN,
    params: notificationParamsSchema,
    answers: {
      200: { description: 'The notification, read (again: no change).', schema: notificationSchema },
    },
    errors: [404],
  },
  dismiss: {
    method: 'POST',
    path: NOTIFICATIONS_PATHS.dismiss,
    summary: 'Dismiss one notification (final)',
    auth: 'required',
    access: OWN,
    params: notificationParamsSchema,
    answers: { 200: { description: 'Gone from every list.', schema: dismissResultSchema } },
    errors: [404],
  },
  getPreferences: {
    method: 'GET',
    path: NOTIFICATIONS_PATHS.preferences,
    summary: 'The caller’s notification preferences',
    description: 'The stored list, or the defaults: web on, e-mail off, all four categories on.',
    auth: 'required',
    access: OWN,
    answers: { 200: { description: 'The full list.', schema: notificationPreferencesSchema } },
  },
  putPreferences: {
    method: 'PUT',
    path: NOTIFICATIONS_PATHS.preferences,
    summary: 'Replace the caller’s notification preferences',
    description:
      'Body: the full array. Anything else is 400 INVALID_PREFERENCES "Invalid preferences format".',
    auth: 'required',
    access: OWN,
    body: notificationPreferencesSchema,
    answers: {
      200: {
        description: 'The stored list (completed with the defaults).',
        schema: notificationPreferencesSchema,
      },
    },
  },
  getDigestTimeZone: {
    method: 'GET',
    path: NOTIFICATIONS_PATHS.digestTimeZone,
    summary: 'The time zone of the caller’s daily digest',
    description: 'The zone chosen, or the installation’s default (Asia/Kolkata) if none was.',
    auth: 'required',
    access: OWN,
    answers: { 200: { description: 'The zone.', schema: digestTimeZoneSchema } },
  },
  putDigestTimeZone: {
    method: 'PUT',
    path: NOTIFICATIONS_PATHS.digestTimeZone,
    summary: 'Set the time zone of the caller’s daily digest',
    description:
      'The daily digest goes out from 08:00 in this IANA zone. An unknown zone is 400 "Invalid time zone" and changes nothing.',
    auth: 'required',
    access: OWN,
    body: digestTimeZoneSchema,
    answers: { 200: { description: 'The stored zone.', schema: digestTimeZoneSchema } },
    errors: [400],
  },
  announcement: {
    method: 'GET',
    path: NOTIFICATIONS_PATHS.announcement,
    summary: 'An announcement by id (the dashboard’s announcement dialog)',
    auth: 'required',
    access: 'any signed-in user',
    params: announcementParamsSchema,
    answers: { 200: { description: 'The announcement as published.', schema: announcementSchema } },
    errors: [404],
  },
  unsubscribe: {
    method: 'POST',
    path: NOTIFICATIONS_PATHS.unsubscribe,
    summary: 'Turn e-mail notifications off from a mail’s link (RFC 8058 one-click)',
    description:
      'The `List-Unsubscribe` URL of every notification mail: mail clients POST `List-Unsubscribe=One-Click` (form body, ignored) to it, the shell’s /unsubscribe page POSTs it too. No session: the signed `token` (60 days) is the credential. 400 INVALID_UNSUBSCRIBE_LINK for a forged or malformed token, 410 UNSUBSCRIBE_LINK_EXPIRED for an old one; both change nothing.',
    auth: 'none',
    access: 'whoever holds the link of a mail sent to that user',
    query: emailSubscriptionQuerySchema,
    answers: {
      200: {
        description: 'E-mail delivery is off (already off: the same).',
        schema: emailSubscriptionSchema,
      },
    },
    errors: [410],
  },
  resubscribe: {
    method: 'POST',
    path: NOTIFICATIONS_PATHS.resubscribe,
    summary: 'Turn e-mail notifications back on from the unsubscribe page',
    description:
      'The same signed `token` as the unsubscribe link; the confirmation page offers it. 400 / 410 as for unsubscribe, nothing changed.',
    auth: 'none',
    access: 'whoever holds the link of a mail sent to that user',
    query: emailSubscriptionQuerySchema,
    answers: { 200: { description: 'E-mail delivery is on.', schema: emailSubscriptionSchema } },
    errors: [410],
  },
});
