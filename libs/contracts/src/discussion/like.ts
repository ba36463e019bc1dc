import { z } from 'zod';

/** POST/DELETE .../like on any target, comment or reply: the state after the call (idempotent). */
export const likeResponseSchema = z.strictObject({
  liked: z.boolean(),
  likeCount: z.number().int().min(0),
});
export type LikeResponse = z.infer<typeof likeResponseSchema>;
