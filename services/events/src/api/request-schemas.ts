import { z } from 'zod';
import { publicIdSchema } from '@campusloop/contracts';

/** Path schemas of the events routes (bodies and page queries come from libs/contracts). */
export const universityParams = z.object({ universityId: publicIdSchema });
export const eventParams = z.object({ universityId: publicIdSchema, eventId: publicIdSchema });
/** `/calendars/:file` where file is `<token>.ics` (checked by the domain, 404 otherwise). */
export const calendarFileParams = z.object({ file: z.string().max(64) });
