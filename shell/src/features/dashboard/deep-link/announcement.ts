import type { AnnouncementPriority } from '@campusloop/contracts';

// The priorities and spec §2 defaults live with the announcement contract (zod-free module).
export {
  ANNOUNCEMENT_DEFAULTS,
  ANNOUNCEMENT_PRIORITIES,
  type AnnouncementPriority,
} from '@campusloop/contracts';

/**
 * An announcement as a dashboard link names it: its id, and title/message/priority the link carries.
 * Only the id is used — the dialog shows what the notifications service answers for it (anyone can
 * write a link with an official-looking text).
 */
export type Announcement = { id: string; title: string; message: string; priority: AnnouncementPriority };
