import type { Logger } from '../logging/logger';

/** Each poll overlaps the previous one by this much (identity's clock and ours may differ a little). */
const POLL_OVERLAP_MS = 30_000;

export interface IdentitySyncedCopyOptions<Change> {
  logger: Logger;
  /** What the copy holds, for the log lines ('revoked sessions', 'account restrictions'). */
  what: string;
  now: () => Date;
  /** How stale this instance's copy of the database may be before a request waits for a fresh read. */
  syncMs: number;
  /** How often identity is polled (beside requests, never blocking one). */
  pollMs: number;
  /** How far back the first poll looks. */
  firstPollLookbackMs: number;
  /** Identity's changes since a moment; without it nothing is polled (events only). */
  readChanges?: (since: Date) => Promise<Change[]>;
  /** Stores one change polled from identity (idempotent). */
  apply: (change: Change) => Promise<void>;
  /** Re-reads the service's own rows into memory; `started` is when this read began. */
  syncFromDatabase: (started: Date) => Promise<void>;
}

/**
 * The freshness rule of what every service copies from identity (revoked sessions, restricted
 * accounts): the rows live in the service's own database, each instance answers from memory re-read at
 * most every `syncMs`, and identity is polled every `pollMs` as a fallback for a late or lost event.
 * `fresh()` is awaited before each answer.
 */
export function identitySyncedCopy<Change>(options: IdentitySyncedCopyOptions<Change>): { fresh(): Promise<void> } {
  const { logger, now } = options;
  let syncedAt = Number.NEGATIVE_INFINITY;
  let syncing: Promise<void> | undefined;
  let polledAt = Number.NEGATIVE_INFINITY;
  let pollFrom: Date | undefined;
  let polling = false;

  function pollIdentity(): void {
    const read = options.readChanges;
    if (!read || polling || now().getTime() - polledAt < options.pollMs) return;
    polling = true;
    const started = now();
    polledAt = started.getTime();
    const since = pollFrom ?? new Date(started.getTime() - options.firstPollLookbackMs);
    read(since)
      .then(async (changes) => {
        for (const change of changes) await options.apply(change);
        pollFrom = new Date(started.getTime() - POLL_OVERLAP_MS);
      })
      .catch((error: unknown) => logger.warn({ err: error }, `could not poll identity for ${options.what}; relying on its events`))
      .finally(() => {
        polling = false;
      });
  }

  async function sync(): Promise<void> {
    const started = now();
    await options.syncFromDatabase(started);
    syncedAt = started.getTime();
  }

  return {
    async fresh() {
      pollIdentity();
      if (now().getTime() - syncedAt < options.syncMs) return;
      syncing ??= sync()
        .catch((error: unknown) => logger.error({ err: error }, `could not read ${options.what}; answering from memory`))
        .finally(() => {
          syncing = undefined;
        });
      await syncing;
    },
  };
}
