import { z } from 'zod';
import { loginEmailSchema } from '../identity/email';
import { publicIdSchema } from '../ids';
import { MODERATION_MESSAGES } from './moderation-messages';

/**
 * Identity's outbox event when a moderator restricts an account or lifts it (sent with `session.revoked`
 * to SESSION_SUBSCRIBERS, at `/internal/events/sessions`). Every service keeps the account's state and
 * refuses its writes while `restrictedUntil` is in the future (service-kit `createAccountRestrictions`).
 */
export const ACCOUNT_RESTRICTION_EVENT = 'account.restriction-changed';

export const accountRestrictionSchema = z.strictObject({
  userId: z.string().min(1).max(64),
  /** Writes are refused until then; `null`: lifted. */
  restrictedUntil: z.iso.datetime().nullable(),
  /** When a moderator changed it: a service keeps the latest change it heard of. */
  changedAt: z.iso.datetime(),
});
export type AccountRestriction = z.infer<typeof accountRestrictionSchema>;

/** `GET /internal/accounts/restrictions?since=<ISO>`: changes since then (the services' poll fallback). */
export const internalRestrictionsQuerySchema = z.strictObject({ since: z.iso.datetime() });
export const internalRestrictionsResponseSchema = z.strictObject({ restrictions: z.array(accountRestrictionSchema) });
export type InternalRestrictionsResponse = z.infer<typeof internalRestrictionsResponseSchema>;

/** Longest restriction a moderator may set: a year, in hours. */
export const MAX_RESTRICTION_HOURS = 365 * 24;

export const accountParamsSchema = z.object({ userId: publicIdSchema });

/** `PUT /moderation/accounts/{userId}/restriction`: for how long, and why (kept in the audit log). */
export const restrictAccountRequestSchema = z.strictObject({
  hours: z
    .number({ error: MODERATION_MESSAGES.durationRange })
    .int(MODERATION_MESSAGES.durationRange)
    .min(1, MODERATION_MESSAGES.durationRange)
    .max(MAX_RESTRICTION_HOURS, MODERATION_MESSAGES.durationRange),
  reason: z.string().trim().max(500, MODERATION_MESSAGES.noteTooLong).optional(),
});
export type RestrictAccountRequest = z.infer<typeof restrictAccountRequestSchema>;

/** `DELETE …/restriction` may say why too. */
export const liftRestrictionRequestSchema = z.strictObject({
  reason: z.string().trim().max(500, MODERATION_MESSAGES.noteTooLong).optional(),
});

export const accountRestrictionViewSchema = z.object({
  userId: z.string(),
  restrictedUntil: z.iso.datetime().nullable(),
});
export type AccountRestrictionView = z.infer<typeof accountRestrictionViewSchema>;

/** `PUT /internal/moderators {email, moderator}`: the operator command's call (grant or revoke the role). */
export const internalSetModeratorRequestSchema = z.strictObject({
  email: loginEmailSchema,
  moderator: z.boolean(),
});
export const internalSetModeratorResponseSchema = z.object({
  userId: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  /** Sessions ended so a revoked role stops at once (0 on a grant: it arrives with the next token). */
  sessionsRevoked: z.number().int().min(0),
});
export type InternalSetModeratorResponse = z.infer<typeof internalSetModeratorResponseSchema>;

/**
 * `PUT {IDENTITY_URL}/internal/moderation/sealed-restrictions` (service token): a service that owns an
 * item restricts (or, `hours: null`, lifts) its author for a moderator who must not learn the account
 * (an anonymous post's author). Identity's audit entry names only `reference` (`feed post <id>`) and
 * the answer only `restrictedUntil`.
 */
export const INTERNAL_SEALED_RESTRICTION_PATH = '/internal/moderation/sealed-restrictions';

export const internalSealedRestrictionRequestSchema = z.strictObject({
  userId: z.string().min(1).max(64),
  hours: restrictAccountRequestSchema.shape.hours.nullable(),
  /** The moderator who acted (the calling service checked the role). */
  moderatorId: z.string().min(1).max(64),
  reason: z.string().trim().max(500, MODERATION_MESSAGES.noteTooLong).optional(),
  /** The sealed reference kept in identity's audit instead of the account: item type and id. */
  reference: z.strictObject({ itemType: z.string().min(1).max(40), itemId: z.string().min(1).max(64) }),
});
export type InternalSealedRestrictionRequest = z.infer<typeof internalSealedRestrictionRequestSchema>;

export const internalSealedRestrictionResponseSchema = z.strictObject({
  restrictedUntil: z.iso.datetime().nullable(),
});
