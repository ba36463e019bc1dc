/** Spec §3 announcement, as a dashboard link carries it. */
export const ANNOUNCEMENT_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];

export type Announcement = { id: string; title: string; message: string; priority: AnnouncementPriority };

/** Spec §2 defaults when the link leaves them out. */
export const ANNOUNCEMENT_DEFAULTS = {
  title: 'Announcement',
  message: 'You have a new announcement.',
  priority: 'MEDIUM',
} as const satisfies Omit<Announcement, 'id'>;
