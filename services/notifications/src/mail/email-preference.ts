import { completePreferences, type NotificationPreference } from '@campusloop/contracts';

export { isDailyDigestEnabled, isEmailDeliveryEnabled } from '@campusloop/contracts';

/** The list with EMAIL_DELIVERY set to `enabled`, everything else as it was. */
export function withEmailDelivery(
  preferences: readonly NotificationPreference[] | null,
  enabled: boolean,
): NotificationPreference[] {
  return completePreferences(preferences).map((item) =>
    item.preferenceType === 'EMAIL_DELIVERY' ? { ...item, enabled } : item,
  );
}
