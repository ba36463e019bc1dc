import { defineRoutes } from '../routes/route-contract';
import { announcementSchema } from './announcement';
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
});
