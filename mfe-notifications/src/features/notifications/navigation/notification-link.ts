import { dashboardLinkForTarget, type Notification } from '@campusloop/contracts';

/** Spec §5 URL messages. */
export const LINK_ERRORS = {
  empty: 'Invalid or empty URL',
  format: 'URL format is invalid',
  notAllowed: 'URL not in allowed navigation patterns',
  popup: 'Popup blocked - unable to open external link',
} as const;

export type NotificationLink = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

const BLOCKED_SCHEMES = /^\s*(javascript|data|vbscript):/i;
const SITE_PAGES = /^\/(dashboard|notifications)(?:[/?#]|$)/;

/**
 * Where a notification leads (spec §2, §5): a content path (`/posts/{id}`, `/events/{id}`, …,
 * `/announcements/{id}`) becomes its /dashboard link with universityId/communityId from the metadata;
 * /dashboard and /notifications as they are; http(s) opens outside. Anything else throws the §5 message.
 */
export function notificationLink(
  notification: Pick<Notification, 'targetUrl' | 'metadata'>,
): NotificationLink {
  const target = notification.targetUrl?.trim() ?? '';
  if (!target) throw new Error(LINK_ERRORS.empty);
  if (BLOCKED_SCHEMES.test(target)) throw new Error(LINK_ERRORS.format);
  if (/^https?:\/\//i.test(target)) {
    try {
      return { kind: 'external', url: new URL(target).toString() };
    } catch {
      throw new Error(LINK_ERRORS.format);
    }
  }
  if (!target.startsWith('/') || target.startsWith('//')) throw new Error(LINK_ERRORS.format);
  if (SITE_PAGES.test(target)) return { kind: 'internal', path: target };
  const link = dashboardLinkForTarget(target, {
    universityId: notification.metadata['universityId'] ?? null,
    communityId: notification.metadata['communityId'] ?? null,
  });
  if (!link) throw new Error(LINK_ERRORS.notAllowed);
  return { kind: 'internal', path: link };
}
