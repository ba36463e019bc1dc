// The priorities, spec §2 defaults and the announcement's shape live with the announcement contract
// (types and a zod-free module: nothing here bundles zod).
export {
  ANNOUNCEMENT_DEFAULTS,
  ANNOUNCEMENT_PRIORITIES,
  type Announcement,
  type AnnouncementPriority,
} from '@campusloop/contracts';
