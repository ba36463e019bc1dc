import { z } from 'zod';
import { isTimeZone } from './is-time-zone';

/** The daily digest's zone for a user who never chose one (the installation's DIGEST_TIME_ZONE default). */
export const DEFAULT_DIGEST_TIME_ZONE = 'Asia/Kolkata';

/**
 * `GET|PUT /notifications/preferences/time-zone` (issue 29, additive): the zone the caller's daily
 * digest goes out in at 08:00 local time. The Settings screen sends the browser's zone.
 */
export const digestTimeZoneSchema = z.strictObject({
  timeZone: z.string().max(64, 'Invalid time zone').refine(isTimeZone, 'Invalid time zone'),
});
export type DigestTimeZone = z.infer<typeof digestTimeZoneSchema>;
