import { completePreferences, isCategoryEnabled, isWebDeliveryEnabled } from './notification-preferences';
import { NOTIFICATION_CATEGORIES, compactNotificationMessage, notificationBadge, notificationToastMs } from './notification-texts';

describe('the notification centre’s spec §9 numbers', () => {
  it('badges 99+ above 99 and nothing at 0', () => {
    expect([0, 1, 99, 100, 5000].map(notificationBadge)).toEqual([null, '1', '99', '99+', '99+']);
  });

  it('cuts compact messages at 80 characters with an ellipsis', () => {
    expect(compactNotificationMessage('x'.repeat(80))).toBe('x'.repeat(80));
    expect(compactNotificationMessage('x'.repeat(81))).toBe(`${'x'.repeat(80)}…`);
  });

  it('keeps toasts HIGH 8 s, MEDIUM 6 s, LOW and unknown 4 s, none given 5 s', () => {
    expect(['high', 'HIGH', 'URGENT', 'medium', 'low', 'weird', null].map(notificationToastMs)).toEqual([
      8000, 8000, 8000, 6000, 4000, 4000, 5000,
    ]);
  });

  it('reads preferences with the defaults: web on, e-mail off, categories on', () => {
    expect(isWebDeliveryEnabled([])).toBe(true);
    expect(isCategoryEnabled([], 'POST')).toBe(true);
    const stored = completePreferences([
      { preferenceType: 'CATEGORY', userNotificationCategory: 'POST', enabled: false },
    ]);
    expect(isCategoryEnabled(stored, 'POST')).toBe(false);
    expect(isCategoryEnabled(stored, 'EVENT')).toBe(true);
    // Moderation notices (issue 28) and announcements: no switch turns them off.
    const allOff = NOTIFICATION_CATEGORIES.map((category) => ({ preferenceType: 'CATEGORY' as const, userNotificationCategory: category, enabled: false }));
    expect(isCategoryEnabled(allOff, 'MODERATION')).toBe(true);
    expect(isCategoryEnabled(allOff, 'ANNOUNCEMENT')).toBe(true);
    expect(stored.find((item) => item.preferenceType === 'EMAIL_DELIVERY')?.enabled).toBe(false);
  });
});
