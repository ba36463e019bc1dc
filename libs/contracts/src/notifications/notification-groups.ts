import { z } from 'zod';

/**
 * Grouped notifications (issue 29, beyond the spec): notifications of one kind about one target
 * within one window show as one item — 'Asha and 2 others commented on "…"' — with one read state.
 * Windows are fixed spans of `windowMs` from the epoch (so every instance names a group alike);
 * a notification in the next window starts a new group.
 */
export const NOTIFICATION_GROUPS = {
  windowMs: 6 * 60 * 60 * 1000,
  /** The latest distinct actors a grouped notification lists. */
  actorsShown: 3,
} as const;

/** One of a group's latest actors as its recipient may see them: an anonymous one is 'Anonymous', no id. */
export const notificationActorSchema = z.strictObject({
  name: z.string(),
  id: z.string().optional(),
});
export type NotificationActor = z.infer<typeof notificationActorSchema>;
