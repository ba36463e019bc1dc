import { completePreferences, type NotificationPreference } from '@campusloop/contracts';

/** Spec §4 EMAIL_DELIVERY (off unless the user turned it on). */
export function isEmailDeliveryEnabled(preferences: readonly NotificationPreference[]): boolean {
  return completePreferences(preferences).some(
    (item) => item.preferenceType === 'EMAIL_DELIVERY' && item.enabled,
  );
}

/** The list with EMAIL_DELIVERY set to `enabled`, everything else as it was. */
export function withEmailDelivery(
  preferences: readonly NotificationPreference[] | null,
  enabled: boolean,
): NotificationPreference[] {
  return completePreferences(preferences).map((item) =>
    item.preferenceType === 'EMAIL_DELIVERY' ? { ...item, enabled } : item,
  );
}
