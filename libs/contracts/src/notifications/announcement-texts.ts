// Zod-free, so the dashboard's announcement dialog can import these without bundling zod (issue 12).

/** Spec §3 Announcement priorities (dialog styles LOW, MEDIUM, HIGH, URGENT). */
export const ANNOUNCEMENT_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];

/** Spec §2 defaults for what an announcement leaves out. */
export const ANNOUNCEMENT_DEFAULTS = {
  title: 'Announcement',
  message: 'You have a new announcement.',
  priority: 'MEDIUM',
} as const;

/**
 * `GET /api/v1/notifications/announcements/{id}` (notifications service, signed in): an
 * announcement the server holds (`announcementSchema`). A link `/dashboard?announcementId=…` opens
 * the dialog only with this answer; the link's own title/message/priority are never shown (anyone
 * can write a link). Unknown id: 404 'The requested notification was not found.'.
 */
export const announcementPath = (id: string): string => `/notifications/announcements/${id}`;
