import { z } from 'zod';

/**
 * What one notifications instance hands the others (issue 32): a push for a user's open tabs, or that an
 * announcement was published. `id` is the event's own id: the same event may arrive twice (the direct
 * call to a peer and the database safety net), an instance hands it on once. `origin` is the instance
 * that made it: an instance never hands on its own. `message` is a `LiveServerMessage` (notification-live.ts)
 * made by another instance of the same service, so it is carried as it is.
 */
export const liveRelayEventSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    id: z.string().min(1).max(64),
    origin: z.string().min(1).max(64),
    kind: z.literal('push'),
    userId: z.string().min(1).max(64),
    message: z.looseObject({ type: z.enum(['notification', 'unread-count']) }),
  }),
  z.strictObject({
    id: z.string().min(1).max(64),
    origin: z.string().min(1).max(64),
    kind: z.literal('announcement'),
  }),
]);
export type LiveRelayEventBody = z.infer<typeof liveRelayEventSchema>;
