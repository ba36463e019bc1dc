import { NOTIFICATION_CATEGORIES, isNotificationCategory, type NotificationKind } from './notification-texts';
import type { NotificationPreference } from './notification';

/**
 * Spec §4: with nothing stored, web on, e-mail off, all four categories on; and (issue 29, additive, last
 * so the spec's entries keep their places) the daily digest off.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: readonly NotificationPreference[] = [
  { preferenceType: 'WEB_DELIVERY', enabled: true },
  { preferenceType: 'EMAIL_DELIVERY', enabled: false },
  ...NOTIFICATION_CATEGORIES.map((category) => ({
    preferenceType: 'CATEGORY' as const,
    userNotificationCategory: category,
    enabled: true,
  })),
  { preferenceType: 'DAILY_DIGEST', enabled: false },
];

/** The list a user has, completed by the defaults for anything it does not mention. */
export function completePreferences(
  stored: readonly NotificationPreference[] | null | undefined,
): NotificationPreference[] {
  const keyOf = (item: NotificationPreference) =>
    item.preferenceType === 'CATEGORY' ? `CATEGORY:${item.userNotificationCategory}` : item.preferenceType;
  const byKey = new Map((stored ?? []).map((item) => [keyOf(item), item.enabled]));
  return DEFAULT_NOTIFICATION_PREFERENCES.map((item) => ({
    ...item,
    enabled: byKey.get(keyOf(item)) ?? item.enabled,
  }));
}

/** Whether notifications of this kind reach the user: a category they may switch off, or an always-on kind (true). */
export function isCategoryEnabled(
  preferences: readonly NotificationPreference[],
  category: NotificationKind,
): boolean {
  if (!isNotificationCategory(category)) return true;
  return completePreferences(preferences).some(
    (item) =>
      item.preferenceType === 'CATEGORY' && item.userNotificationCategory === category && item.enabled,
  );
}

export function isWebDeliveryEnabled(preferences: readonly NotificationPreference[]): boolean {
  return completePreferences(preferences).some(
    (item) => item.preferenceType === 'WEB_DELIVERY' && item.enabled,
  );
}

/** E-mail delivery on (spec §4 EMAIL_DELIVERY). */
export function isEmailDeliveryEnabled(preferences: readonly NotificationPreference[]): boolean {
  return completePreferences(preferences).some(
    (item) => item.preferenceType === 'EMAIL_DELIVERY' && item.enabled,
  );
}

/** With e-mail on: one summary mail a day (08:00 local) instead of one mail per notification. */
export function isDailyDigestEnabled(preferences: readonly NotificationPreference[]): boolean {
  const complete = completePreferences(preferences);
  return (
    isEmailDeliveryEnabled(complete) &&
    complete.some((item) => item.preferenceType === 'DAILY_DIGEST' && item.enabled)
  );
}
