import { z } from 'zod';
import { publicIdSchema } from '../ids';
import { ANNOUNCEMENT_DEFAULTS, ANNOUNCEMENT_PRIORITIES } from './announcement-texts';

/**
 * An announcement as the notifications service answers it (spec §3: id, title, message, priority;
 * path `announcementPath`). Missing or blank texts and an unknown priority read as the spec's defaults.
 */
export const announcementSchema = z.object({
  id: publicIdSchema,
  title: z.string().trim().min(1).catch(ANNOUNCEMENT_DEFAULTS.title),
  message: z.string().trim().min(1).catch(ANNOUNCEMENT_DEFAULTS.message),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES).catch(ANNOUNCEMENT_DEFAULTS.priority),
});
export type Announcement = z.infer<typeof announcementSchema>;
