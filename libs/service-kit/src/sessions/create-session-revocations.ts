import type { Router } from 'express';
import type { Connection } from 'mongoose';
import type { RevokedSession } from '@campusloop/contracts';
import { isDuplicateKey } from '../data/insert-once';
import { trusted } from '../data/trusted';
import type { Logger } from '../logging/logger';
import { createIdentityRevocationsClient, type ReadRevokedSessions } from './identity-revocations-client';
import { identitySyncedCopy } from './identity-synced-copy';
import { revokedSessionModel, toRevokedSession } from './revoked-session-model';
import { sessionEventsRouter } from './session-events-router';

/** The longest an access token lives (identity: 15 min) plus clock slack: how far back a first poll looks. */
const LONGEST_TOKEN_LIFE_MS = 16 * 60_000;
/** A revocation is never kept longer than this, whatever an event says. */
const MAX_KEEP_MS = 24 * 60 * 60_000;

export interface SessionRevocationsOptions {
  /** The service's own database (collection `revoked_sessions`). */
  connection: Connection;
  logger: Logger;
  /**
   * How stale this instance's copy of the database may be: a request arriving later than this after
   * the last read waits for a fresh one. Default 2 s (other instances learn a revocation within it).
   */
  syncMs?: number;
  /** Fallback if identity's outbox is late: identity's base URL and the service-token fetch to poll it. */
  identityUrl?: string;
  fetch?: typeof fetch;
  /** Instead of `identityUrl` + `fetch` (tests). */
  readRevoked?: ReadRevokedSessions;
  /** How often identity is polled (in the background of a request). Default 15 s. */
  pollMs?: number;
  now?: () => Date;
}

export interface SessionRevocations {
  /** Mount at `/internal`: `POST /internal/events/sessions` receives identity's `session.revoked`. */
  internalRouter: Router;
  /** Whether tokens of this session must be refused (reads the database again if the copy is older than `syncMs`). */
  isRevoked(sessionId: string): Promise<boolean>;
  /** Stores a revocation (idempotent) and refuses its tokens in this instance at once. */
  revoke(entry: RevokedSession): Promise<void>;
  /** Revocations stored since `since` that still matter (identity answers its poll endpoint with them). */
  listSince(since: Date): Promise<RevokedSession[]>;
}

/**
 * The small set of revoked sessions every service that verifies access tokens keeps (issue 17,
 * finding 2). Fed by identity's `session.revoked` (outbox → `POST /internal/events/sessions`) and, as
 * a fallback, by polling identity's `GET /internal/sessions/revoked` every `pollMs`. Rows live in the
 * service's own database until the last moment a token of that session could verify (`keepUntil`),
 * so a restarted or second instance knows them; they are pruned by time (FerretDB v1 has no TTL).
 * Each instance answers from memory, re-read from the database at most every `syncMs`.
 */
export function createSessionRevocations(options: SessionRevocationsOptions): SessionRevocations {
  const Revoked = revokedSessionModel(options.connection);
  const logger = options.logger.child({ component: 'session-revocations' });
  const now = options.now ?? (() => new Date());
  const syncMs = options.syncMs ?? 2_000;
  const pollMs = options.pollMs ?? 15_000;
  const readRevoked =
    options.readRevoked ??
    (options.identityUrl && options.fetch
      ? createIdentityRevocationsClient({ baseUrl: options.identityUrl, fetch: options.fetch })
      : undefined);

  /** session id → keepUntil (ms). */
  const known = new Map<string, number>();
  let prunedAt = Number.NEGATIVE_INFINITY;

  const remember = (sessionId: string, keepUntil: number) => {
    if (keepUntil > (known.get(sessionId) ?? 0)) known.set(sessionId, keepUntil);
  };

  async function store(entry: RevokedSession): Promise<void> {
    const at = now().getTime();
    const keepUntil = Math.min(new Date(entry.keepUntil).getTime(), at + MAX_KEEP_MS);
    if (keepUntil <= at) return;
    try {
      await Revoked.create({ _id: entry.sessionId, userId: entry.userId, revokedAt: new Date(entry.revokedAt), keepUntil: new Date(keepUntil) });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    remember(entry.sessionId, keepUntil);
  }

  async function syncFromDatabase(started: Date): Promise<void> {
    if (started.getTime() - prunedAt >= 60_000) {
      await Revoked.deleteMany({ keepUntil: trusted({ $lte: started }) });
      prunedAt = started.getTime();
    }
    const rows = await Revoked.find({ keepUntil: trusted({ $gt: started }) }, { keepUntil: 1 }).lean();
    for (const row of rows) remember(row._id, row.keepUntil.getTime());
    for (const [sessionId, keepUntil] of known) if (keepUntil <= started.getTime()) known.delete(sessionId);
  }

  const { fresh } = identitySyncedCopy({
    logger,
    what: 'revoked sessions',
    now,
    syncMs,
    pollMs,
    firstPollLookbackMs: LONGEST_TOKEN_LIFE_MS,
    ...(readRevoked ? { readChanges: readRevoked } : {}),
    apply: store,
    syncFromDatabase,
  });

  return {
    internalRouter: sessionEventsRouter(store),
    async isRevoked(sessionId) {
      await fresh();
      return (known.get(sessionId) ?? 0) > now().getTime();
    },
    revoke: store,
    async listSince(since) {
      const at = now();
      const rows = await Revoked.find({ keepUntil: trusted({ $gt: at }), revokedAt: trusted({ $gte: since }) }).lean();
      return rows.map(toRevokedSession);
    },
  };
}
