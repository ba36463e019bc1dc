import type { Router } from 'express';
import type { Connection } from 'mongoose';
import type { AccountRestriction } from '@campusloop/contracts';
import { isDuplicateKey } from '../data/insert-once';
import { trusted } from '../data/trusted';
import type { Logger } from '../logging/logger';
import { identitySyncedCopy } from '../sessions/identity-synced-copy';
import { accountRestrictionModel, toAccountRestriction } from './account-restriction-model';
import { createIdentityRestrictionsClient, type ReadRestrictions } from './identity-restrictions-client';
import { restrictionEventsRouter } from './restriction-events-router';

/** A first poll looks this far back (a restriction lasts at least an hour; identity keeps a day of changes). */
const FIRST_POLL_LOOKBACK_MS = 24 * 60 * 60_000;
/** Lifted and expired rows are kept this long (a late poller still learns of the change), then pruned. */
const KEEP_ENDED_MS = 24 * 60 * 60_000;

export interface AccountRestrictionsOptions {
  /** The service's own database (collection `account_restrictions`). */
  connection: Connection;
  logger: Logger;
  /** How stale this instance's copy may be before a request waits for a fresh read. Default 2 s. */
  syncMs?: number;
  /** Fallback if identity's outbox is late: identity's base URL and the service-token fetch to poll it. */
  identityUrl?: string;
  fetch?: typeof fetch;
  /** Instead of `identityUrl` + `fetch` (tests). */
  readRestrictions?: ReadRestrictions;
  /** How often identity is polled (beside requests). Default 5 s. */
  pollMs?: number;
  now?: () => Date;
}

export interface AccountRestrictions {
  /** Mount at `/internal` before the sessions router: takes `account.restriction-changed` at POST /internal/events/sessions. */
  internalRouter: Router;
  /** Until when the account's writes are refused, or `null` (reads the database again if the copy is older than `syncMs`). */
  restrictedUntil(userId: string): Promise<Date | null>;
  /** Stores a change (idempotent; an older change than the stored one is ignored) and applies it here at once. */
  apply(entry: AccountRestriction): Promise<void>;
  /** Changes stored since `since` (identity answers its poll endpoint with them). */
  listSince(since: Date): Promise<AccountRestriction[]>;
}

/**
 * Restricted accounts as every service keeps them, built like the revoked sessions beside them
 * (sessions/create-session-revocations.ts): fed by identity's `account.restriction-changed` (outbox →
 * `POST /internal/events/sessions`) and, as a fallback, by polling identity's
 * `GET /internal/accounts/restrictions` every `pollMs`. Rows live in the service's own database (a
 * restarted or second instance knows them); each instance answers from memory re-read every `syncMs`.
 * Identity keeps its own rows with the same kit (it is where moderators change them).
 */
export function createAccountRestrictions(options: AccountRestrictionsOptions): AccountRestrictions {
  const Restrictions = accountRestrictionModel(options.connection);
  const logger = options.logger.child({ component: 'account-restrictions' });
  const now = options.now ?? (() => new Date());
  const syncMs = options.syncMs ?? 2_000;
  const pollMs = options.pollMs ?? 5_000;
  const readRestrictions =
    options.readRestrictions ??
    (options.identityUrl && options.fetch
      ? createIdentityRestrictionsClient({ baseUrl: options.identityUrl, fetch: options.fetch })
      : undefined);
  /** user id → { until (ms), changedAt (ms) } of active restrictions and changes applied here since the last sync. */
  let known = new Map<string, { until: number | null; changedAt: number }>();
  /** user id → when this instance applied a change (kept across a sync that started before it). */
  const appliedHere = new Map<string, number>();
  let prunedAt = Number.NEGATIVE_INFINITY;

  async function apply(entry: AccountRestriction): Promise<void> {
    const changedAt = new Date(entry.changedAt);
    const until = entry.restrictedUntil ? new Date(entry.restrictedUntil) : null;
    const doc = { _id: entry.userId, restrictedUntil: until, changedAt };
    // Test-and-set by a unique insert first (FerretDB v1's conditional updates are not atomic); a later
    // change replaces the row only if it is newer than what is stored.
    try {
      await Restrictions.create(doc);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const stored = await Restrictions.findById(entry.userId).lean();
      if (stored && stored.changedAt.getTime() > changedAt.getTime()) return;
      await Restrictions.replaceOne({ _id: entry.userId }, doc);
    }
    const current = known.get(entry.userId);
    if (!current || current.changedAt <= changedAt.getTime()) {
      known.set(entry.userId, { until: until?.getTime() ?? null, changedAt: changedAt.getTime() });
      appliedHere.set(entry.userId, now().getTime());
    }
  }

  async function syncFromDatabase(started: Date): Promise<void> {
    if (started.getTime() - prunedAt >= 60_000) {
      const before = new Date(started.getTime() - KEEP_ENDED_MS);
      await Restrictions.deleteMany({ changedAt: trusted({ $lt: before }), restrictedUntil: null });
      await Restrictions.deleteMany({ changedAt: trusted({ $lt: before }), restrictedUntil: trusted({ $lte: started }) });
      prunedAt = started.getTime();
    }
    const rows = await Restrictions.find({ restrictedUntil: trusted({ $gt: started }) }).lean();
    const next = new Map<string, { until: number | null; changedAt: number }>();
    for (const row of rows) next.set(row._id, { until: row.restrictedUntil?.getTime() ?? null, changedAt: row.changedAt.getTime() });
    // A change this instance applied while the read ran is kept (the read may have missed it).
    for (const [userId, appliedAt] of appliedHere) {
      if (appliedAt < started.getTime()) {
        appliedHere.delete(userId);
        continue;
      }
      const entry = known.get(userId);
      const read = next.get(userId);
      if (entry && (!read || read.changedAt < entry.changedAt)) next.set(userId, entry);
    }
    known = next;
  }

  const { fresh } = identitySyncedCopy({
    logger,
    what: 'account restrictions',
    now,
    syncMs,
    pollMs,
    firstPollLookbackMs: FIRST_POLL_LOOKBACK_MS,
    ...(readRestrictions ? { readChanges: readRestrictions } : {}),
    apply,
    syncFromDatabase,
  });

  return {
    internalRouter: restrictionEventsRouter(apply),
    async restrictedUntil(userId) {
      await fresh();
      const until = known.get(userId)?.until ?? null;
      return until !== null && until > now().getTime() ? new Date(until) : null;
    },
    apply,
    async listSince(since) {
      const rows = await Restrictions.find({ changedAt: trusted({ $gte: since }) }).lean();
      return rows.map(toAccountRestriction);
    },
  };
}
