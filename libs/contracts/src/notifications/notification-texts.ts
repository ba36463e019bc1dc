// Zod-free (front ends import it without bundling zod): the notification centre's words, kinds and
// spec §9 numbers, shared by the notifications service and mfe-notifications.

import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '../vertical-limits.generated';

/**
 * Spec §3 Notification preference categories (the Settings screen's switches): declared with each
 * vertical that notifies (its `notifications.categories` in tools/verticals/verticals.json, its kinds
 * in its own contract) and generated into one typed view.
 */
export { NOTIFICATION_CATEGORIES, type NotificationCategory } from '../vertical-limits.generated';

/**
 * Kinds no preference switches off: announcements, and moderation notices (issue 28: 'Content
 * Blocked', 'Account Restricted', a report's outcome), which tell someone what happened to their own
 * content, account or report.
 */
export const ALWAYS_ON_NOTIFICATION_KINDS = ['ANNOUNCEMENT', 'MODERATION'] as const;

/** What a stored notification belongs to: a preference category, or a kind that is never filtered. */
export const NOTIFICATION_KINDS = [...NOTIFICATION_CATEGORIES, ...ALWAYS_ON_NOTIFICATION_KINDS] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Whether a kind is one of the Settings screen's categories (which the user may switch off). */
export const isNotificationCategory = (kind: NotificationKind): kind is NotificationCategory =>
  (NOTIFICATION_CATEGORIES as readonly string[]).includes(kind);

/** Spec §3 Notification types. */
export const NOTIFICATION_TYPES = [
  'like',
  'comment',
  'follow',
  'mention',
  'event',
  'system',
  'others',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Spec §3 Notification priorities (shown uppercase elsewhere). */
export const NOTIFICATION_PRIORITIES = ['high', 'medium', 'low'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

/** Spec §3, plus DAILY_DIGEST (issue 29, additive: one summary mail a day instead of one per notification). */
export const NOTIFICATION_PREFERENCE_TYPES = [
  'WEB_DELIVERY',
  'EMAIL_DELIVERY',
  'CATEGORY',
  'DAILY_DIGEST',
] as const;
export type NotificationPreferenceType = (typeof NOTIFICATION_PREFERENCE_TYPES)[number];

/** Spec §5 and §8 (notifications): the codes and messages of refused notification calls. */
export const NOTIFICATION_ERRORS = {
  invalidId: { code: 'INVALID_ID', message: 'Invalid notification ID' },
  invalidIds: { code: 'INVALID_IDS', message: 'Invalid notification IDs array' },
  invalidIdType: { code: 'INVALID_ID_TYPE', message: 'All notification IDs must be strings' },
  invalidPreferences: { code: 'INVALID_PREFERENCES', message: 'Invalid preferences format' },
  notFound: { code: 'NOTIFICATION_NOT_FOUND', message: "The notification you're looking for doesn't exist." },
  announcementNotFound: {
    code: 'NOTIFICATION_NOT_FOUND',
    message: 'The requested notification was not found.',
  },
} as const;

/** Spec §8 notification code messages the web client shows itself. */
export const NOTIFICATION_CLIENT_MESSAGES = {
  websocketFailed: 'Failed to establish real-time connection.',
  network: 'Network connection error. Please check your internet connection.',
} as const;

/** Spec §9 numbers of the notification centre. */
export const NOTIFICATION_LIMITS = {
  pageSize: 20,
  pageSizeMax: 50,
  dropdownSize: 10,
  /** The bell shows '99+' above this. */
  badgeMax: 99,
  /** Compact messages: this many characters, then an ellipsis. */
  compactMessage: 80,
  /** Ids per bulk-read call. */
  bulkMax: 100,
} as const;

/** Spec §9 toast durations by priority (ms); 5000 when a notification gives none. */
export const NOTIFICATION_TOAST_MS = {
  high: 8000,
  medium: 6000,
  low: 4000,
  none: 5000,
  exit: 300,
  forceRemoveAfter: 500,
} as const;

/** Spec §7 retry policy of notification calls. */
export const NOTIFICATION_RETRY_POLICY = {
  retries: 3,
  baseDelayMs: 1000,
  multiplier: 2,
  maxDelayMs: 10_000,
  jitter: 0.1,
} as const;

/** Spec §9 mobile gestures (width ≤ 768 px). */
export const NOTIFICATION_SWIPE = {
  threshold: 50,
  max: 80,
  ignoreBelow: 10,
  dropdownCloseShare: 0.3,
} as const;

/** Compact message (spec §9): at most 80 characters, then '…'. */
export function compactNotificationMessage(
  message: string,
  max: number = NOTIFICATION_LIMITS.compactMessage,
): string {
  return message.length > max ? `${message.slice(0, max)}…` : message;
}

/** The bell's badge (spec §9): '99+' above 99, nothing at 0. */
export function notificationBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > NOTIFICATION_LIMITS.badgeMax ? `${NOTIFICATION_LIMITS.badgeMax}+` : String(count);
}

/** How long a toast stays (spec §9): by priority; 5000 ms when none is given. */
export function notificationToastMs(priority: string | null | undefined): number {
  const key = (priority ?? '').toLowerCase();
  if (key === 'high' || key === 'urgent') return NOTIFICATION_TOAST_MS.high;
  if (key === 'medium') return NOTIFICATION_TOAST_MS.medium;
  if (key === 'low') return NOTIFICATION_TOAST_MS.low;
  return key ? NOTIFICATION_TOAST_MS.low : NOTIFICATION_TOAST_MS.none;
}
