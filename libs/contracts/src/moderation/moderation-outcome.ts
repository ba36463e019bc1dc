import { z } from 'zod';

/**
 * The outbox event of a moderation kit's block or dismiss (issue 28 Notices), published by every
 * vertical that moderates through service-kit's `createModeration` with its outbox, and consumed by
 * notifications: the author is told 'Content Blocked', each reporter the outcome of their report.
 */
export const MODERATION_OUTCOME_EVENT = 'moderation.outcome';

export const MODERATION_OUTCOME_ACTIONS = ['block', 'dismiss'] as const;
export type ModerationOutcomeAction = (typeof MODERATION_OUTCOME_ACTIONS)[number];

/**
 * Reporters one event names at most: the kit splits an item's reporters into events of this many, so
 * notifications handles each (one notification a recipient) well within the outbox's 5 s request
 * timeout: on a loaded 2-core test machine 101 recipients took 6.7 s, 26 took 2.3 to 3.5 s.
 */
export const MODERATION_OUTCOME_MAX_REPORTERS = 10;

export const moderationOutcomeSchema = z.strictObject({
  /** The kit's kind of item (`listing`, `post`, …). */
  itemType: z.string().min(1).max(40),
  itemId: z.string().min(1).max(64),
  action: z.enum(MODERATION_OUTCOME_ACTIONS),
  /**
   * The account told 'Content Blocked' (also an anonymous author: the notice goes to them alone and
   * names nobody); null when nobody is (a dismissal, an item that was blocked already).
   */
  authorId: z.string().min(1).max(64).nullable(),
  /** The accounts whose open reports the action closed, each told the outcome (never who else reported, nor the author). */
  reporterIds: z.array(z.string().min(1).max(64)).max(MODERATION_OUTCOME_MAX_REPORTERS),
  /** When the moderator acted. */
  at: z.iso.datetime(),
});
export type ModerationOutcome = z.infer<typeof moderationOutcomeSchema>;
