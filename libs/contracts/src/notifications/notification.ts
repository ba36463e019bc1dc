import { z } from 'zod';
import { publicIdSchema } from '../ids';
import { ANNOUNCEMENT_PRIORITIES } from './announcement-texts';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_KINDS,
  NOTIFICATION_LIMITS,
  NOTIFICATION_PREFERENCE_TYPES,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
} from './notification-texts';
import { NOTIFICATION_GROUPS, notificationActorSchema } from './notification-groups';

/**
 * A notification as its recipient sees it (spec §3). `actorName` is who acted as the recipient may see
 * them ('Anonymous' with no `actorId` for an anonymous actor, null for system notifications);
 * `targetUrl` a spec §2 site path (`/posts/{id}`, `/events/{id}`, `/announcements/{id}`, …) or null;
 * `category` what the preferences filter on (ANNOUNCEMENT: never filtered, not navigable);
 * `metadata` the ids the dashboard link carries (universityId, communityId) and the entity's ids.
 * Grouped (issue 29, additive): `groupSize` notifications of one kind about one target in one window
 * are this one item; `actorCount` distinct actors acted (anonymous ones count as one 'Anonymous',
 * never merged with a named actor), `actors` the latest of them, newest first; `actorName`/`actorId`
 * the headline actor (the latest named one); `message` the grouped text.
 */
export const notificationSchema = z.strictObject({
  id: publicIdSchema,
  type: z.enum(NOTIFICATION_TYPES),
  category: z.enum(NOTIFICATION_KINDS),
  actorName: z.string().nullable(),
  actorId: z.string().optional(),
  title: z.string(),
  message: z.string(),
  targetUrl: z.string().nullable(),
  isRead: z.boolean(),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  createdAt: z.iso.datetime(),
  metadata: z.record(z.string(), z.string()),
  groupSize: z.number().int().min(1).optional(),
  actorCount: z.number().int().min(0).optional(),
  actors: z.array(notificationActorSchema).max(NOTIFICATION_GROUPS.actorsShown).optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

const booleanQuery = z
  .enum(['true', 'false'], { error: 'unreadOnly must be true or false' })
  .transform((value) => value === 'true');

/** `GET /notifications?page&size&unreadOnly&type` (spec §7): page 0, size 20, unreadOnly false. */
export const notificationListQuerySchema = z.strictObject({
  page: z.coerce
    .number({ error: 'Invalid page' })
    .int('Invalid page')
    .min(0, 'Invalid page')
    .max(100_000, 'Invalid page')
    .default(0),
  size: z.coerce
    .number({ error: 'Invalid size' })
    .int('Invalid size')
    .min(1, 'Invalid size')
    .max(NOTIFICATION_LIMITS.pageSizeMax, 'Invalid size')
    .default(NOTIFICATION_LIMITS.pageSize),
  unreadOnly: booleanQuery.default(false),
  type: z.enum(NOTIFICATION_TYPES, { error: 'Invalid notification type' }).optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** Newest first; `hasMore` while later pages hold more. */
export const notificationPageSchema = z.strictObject({
  notifications: z.array(notificationSchema),
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  hasMore: z.boolean(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.strictObject({ unreadCount: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** Path parameter of the single-notification calls; the service answers the spec's codes itself. */
export const notificationParamsSchema = z.object({ notificationId: z.string() });

/** `POST /notifications/bulk-read`: a non-empty array of ids (judged by the service: INVALID_IDS / INVALID_ID_TYPE). */
export const bulkReadBodySchema = z.array(z.string()).min(1).max(NOTIFICATION_LIMITS.bulkMax);

export const readResultSchema = z.strictObject({
  updatedCount: z.number().int().min(0),
  unreadCount: z.number().int().min(0),
});
export type ReadResult = z.infer<typeof readResultSchema>;

export const dismissResultSchema = z.strictObject({
  success: z.boolean(),
  dismissedCount: z.number().int().min(0),
  unreadCount: z.number().int().min(0),
});
export type DismissResult = z.infer<typeof dismissResultSchema>;

/** Spec §3 Notification preference: `userNotificationCategory` only (and always) for CATEGORY. */
export const notificationPreferenceSchema = z.union([
  z.strictObject({
    preferenceType: z.enum(['WEB_DELIVERY', 'EMAIL_DELIVERY', 'DAILY_DIGEST']),
    enabled: z.boolean(),
  }),
  z.strictObject({
    preferenceType: z.literal('CATEGORY'),
    userNotificationCategory: z.enum(NOTIFICATION_CATEGORIES),
    enabled: z.boolean(),
  }),
]);
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** The full list: one entry per delivery type and category, none twice (PUT sends it whole). */
export const notificationPreferencesSchema = z
  .array(notificationPreferenceSchema)
  .max(NOTIFICATION_PREFERENCE_TYPES.length + NOTIFICATION_CATEGORIES.length)
  .refine(
    (list) =>
      new Set(
        list.map((item) =>
          'userNotificationCategory' in item ? item.userNotificationCategory : item.preferenceType,
        ),
      ).size === list.length,
    { message: 'Invalid preferences format' },
  );
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** `POST /internal/announcements` (the operator's `npm run announce`): what every user will see. */
export const publishAnnouncementSchema = z.strictObject({
  title: z.string().trim().min(1, 'Title is required').max(120, 'Title must be 120 characters or less'),
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(1000, 'Message must be 1000 characters or less'),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES).default('MEDIUM'),
});
export type PublishAnnouncement = z.infer<typeof publishAnnouncementSchema>;

export const announcementParamsSchema = z.object({ announcementId: publicIdSchema });
