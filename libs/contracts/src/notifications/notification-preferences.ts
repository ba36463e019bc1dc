import { NOTIFICATION_CATEGORIES, type NotificationCategory } from './notification-texts';
import type { NotificationPreference } from './notification';

/** Spec §4: with nothing stored, web on, e-mail off, all four categories on. */
export const DEFAULT_NOTIFICATION_PREFERENCES: readonly NotificationPreference[] = [
  { preferenceType: 'WEB_DELIVERY', enabled: true },
  { preferenceType: 'EMAIL_DELIVERY', enabled: false },
  ...NOTIFICATION_CATEGORIES.map((category) => ({
    preferenceType: 'CATEGORY' as const,
    userNotificationCategory: category,
    enabled: true,
  })),
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

export function isCategoryEnabled(
  preferences: readonly NotificationPreference[],
  category: NotificationCategory,
): boolean {
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
