import { z } from 'zod';

/**
 * Identity's outbox event when a session ends before its tokens do (logout, refresh-token reuse, a
 * session superseded by university verification). Every service that verifies access tokens keeps
 * the session id until `keepUntil` (the last moment a token of that session could still verify) and
 * refuses tokens whose `sid` it holds (service-kit `createSessionRevocations`).
 */
export const SESSION_REVOKED_EVENT = 'session.revoked';

export const revokedSessionSchema = z.strictObject({
  sessionId: z.string().min(1).max(64),
  userId: z.string().min(1).max(64),
  revokedAt: z.iso.datetime(),
  /** After this no access token of the session verifies anyway: the entry may be forgotten. */
  keepUntil: z.iso.datetime(),
});
export type RevokedSession = z.infer<typeof revokedSessionSchema>;
export const sessionRevokedPayloadSchema = revokedSessionSchema;

/** `GET /internal/sessions/revoked?since=<ISO time>`: identity's revocations since then that still matter (the poll fallback). */
export const internalRevokedSessionsQuerySchema = z.strictObject({ since: z.iso.datetime() });
export const internalRevokedSessionsResponseSchema = z.strictObject({ sessions: z.array(revokedSessionSchema) });
export type InternalRevokedSessionsResponse = z.infer<typeof internalRevokedSessionsResponseSchema>;
