// The announcement's shape and priorities live with the announcement contract (types only: nothing
// here bundles zod). The dashboard reads only an announcement's id from a link; the dialog shows what
// the notifications service answers for it.
export type { Announcement, AnnouncementPriority } from '@campusloop/contracts';
