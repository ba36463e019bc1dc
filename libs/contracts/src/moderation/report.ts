import { z } from 'zod';
import { pageQuerySchema, pagedSchema } from '../paging';
import { MODERATION_MESSAGES } from './moderation-messages';
import { REPORT_NOTE_MAX, REPORT_REASONS } from './report-texts';

/** `POST …/{itemId}/reports`: a reason and an optional note (≤ 500 characters). */
export const createReportRequestSchema = z.strictObject({
  reason: z.enum(REPORT_REASONS, { error: MODERATION_MESSAGES.reasonRequired }),
  note: z.string().trim().max(REPORT_NOTE_MAX, MODERATION_MESSAGES.noteTooLong).optional(),
});
export type CreateReportRequest = z.infer<typeof createReportRequestSchema>;

/** The answer to a report: received (never who else reported it, nor how many did). */
export const reportReceivedSchema = z.object({
  message: z.string(),
  reason: z.enum(REPORT_REASONS),
  createdAt: z.iso.datetime(),
});
export type ReportReceived = z.infer<typeof reportReceivedSchema>;

/** What a moderator sees of a reported item (the vertical presents it). */
export const moderatedContentSchema = z.object({
  title: z.string().nullable(),
  text: z.string(),
  /**
   * Whose item it is (a moderator may restrict that account); never a reporter. `null` for an
   * anonymous item: its author is restricted through the sealed route (`…/author-restriction`).
   */
  authorId: z.string().nullable(),
  /** The author as everyone sees them ('Anonymous' for an anonymous item); absent where not given. */
  authorName: z.string().optional(),
  blocked: z.boolean(),
});
export type ModeratedContent = z.infer<typeof moderatedContentSchema>;

/** One reported item in the moderators' queue: its open reports grouped (no reporter ever named). */
export const reportedItemSchema = z.object({
  itemType: z.string(),
  itemId: z.string(),
  /** `null` when the item no longer exists (deleted by its owner after the report). */
  content: moderatedContentSchema.nullable(),
  /** Open reports per reason. */
  reasons: z.partialRecord(z.enum(REPORT_REASONS), z.number().int().min(1)),
  count: z.number().int().min(1),
  /** The reporters' notes, oldest first (at most 10), without names. */
  notes: z.array(z.string()),
  firstReportedAt: z.iso.datetime(),
  lastReportedAt: z.iso.datetime(),
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;

export const moderationQueueQuerySchema = pageQuerySchema(20);
export const pagedReportedItemsSchema = pagedSchema(reportedItemSchema);
export type PagedReportedItems = z.infer<typeof pagedReportedItemsSchema>;

/** Block, unblock or dismiss: an optional reason for the audit log. */
export const moderationActionRequestSchema = z.strictObject({
  reason: z.string().trim().max(REPORT_NOTE_MAX, MODERATION_MESSAGES.noteTooLong).optional(),
});
export type ModerationActionRequest = z.infer<typeof moderationActionRequestSchema>;

export const MODERATION_ACTIONS = ['block', 'unblock', 'dismiss', 'restrict', 'lift'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** One line of the append-only audit log: who did what to which item, why and when. */
export const auditEntrySchema = z.object({
  id: z.string(),
  moderatorId: z.string(),
  /** The moderator's display name where the service knows it (identity's restriction log); absent elsewhere. */
  moderatorName: z.string().nullable().optional(),
  action: z.enum(MODERATION_ACTIONS),
  itemType: z.string(),
  itemId: z.string(),
  reason: z.string().nullable(),
  /** Open reports the action closed (block and dismiss). */
  reportsClosed: z.number().int().min(0),
  at: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = pageQuerySchema(50);
export const pagedAuditEntriesSchema = pagedSchema(auditEntrySchema);
export type PagedAuditEntries = z.infer<typeof pagedAuditEntriesSchema>;

/** The item's state after a moderator's action. */
export const moderationActionResultSchema = z.object({
  itemType: z.string(),
  itemId: z.string(),
  blocked: z.boolean(),
  reportsClosed: z.number().int().min(0),
});
export type ModerationActionResult = z.infer<typeof moderationActionResultSchema>;

/**
 * `PUT {desk}/items/{itemId}/author-restriction` (and `DELETE` to lift): the item's author is
 * restricted by its sealed reference. The answer never names the account (anonymous authors stay so).
 */
export const authorRestrictionResultSchema = z.strictObject({
  itemType: z.string(),
  itemId: z.string(),
  /** Writes are refused until then; `null`: lifted. */
  restrictedUntil: z.iso.datetime().nullable(),
});
export type AuthorRestrictionResult = z.infer<typeof authorRestrictionResultSchema>;
