import type { Router } from 'express';
import type { Connection } from 'mongoose';
import { USER_BLOCK_MESSAGES, type UserBlockChange } from '@campusloop/contracts';
import { isDuplicateKey } from '../data/insert-once';
import { trusted } from '../data/trusted';
import { AppError } from '../errors/app-error';
import type { Logger } from '../logging/logger';
import { identitySyncedCopy } from '../sessions/identity-synced-copy';
import { createIdentityUserBlocksClient, type ReadUserBlocks } from './identity-user-blocks-client';
import { toUserBlockChange, userBlockPairId, userBlockPairModel } from './user-block-model';
import { userBlockEventsRouter } from './user-block-events-router';

/** A first poll looks this far back; unblocked pairs are kept as long (a late poller still learns of it), then pruned. */
const KEEP_UNBLOCKED_MS = 24 * 60 * 60_000;

export interface UserBlocksOptions {
  /** The service's own database (collection `user_block_pairs`). */
  connection: Connection;
  logger: Logger;
  /** Fallback if identity's outbox is late: identity's base URL and the service-token fetch to poll it. */
  identityUrl?: string;
  fetch?: typeof fetch;
  /** Instead of `identityUrl` + `fetch` (tests). */
  readUserBlocks?: ReadUserBlocks;
  /** How often identity is polled (beside requests, never blocking one). Default 5 s. */
  pollMs?: number;
  now?: () => Date;
}

export interface UserBlocks {
  /** Mount at `/internal` before the sessions router: takes `user.block-changed` at POST /internal/events/sessions. */
  internalRouter: Router;
  /** The users `viewerId` blocked (empty for a visitor): their items are left out of what the viewer reads. */
  hiddenFor(viewerId: string | undefined): Promise<ReadonlySet<string>>;
  /** `items` without those whose author (`authorOf`) the viewer blocked: a list page as the viewer may see it. */
  withoutBlocked<T>(viewerId: string | undefined, items: readonly T[], authorOf: (item: T) => string): Promise<T[]>;
  /** Whether `blockerId` blocked `blockedId`. */
  isBlocked(blockerId: string, blockedId: string): Promise<boolean>;
  /**
   * `item` as the viewer may find it: null (the 404 of an unknown id) when the viewer blocked its author
   * (`authorOf`); an item's detail, RSVP or join reads it so (one `_id` read; none for a visitor or for null).
   */
  unlessBlocked<T>(viewerId: string | undefined, item: T | null, authorOf: (item: T) => string): Promise<T | null>;
  /** 403 'You cannot comment here.' when the owner of an item blocked the writer (nothing else is told). */
  refuseBlockedWriter(ownerId: string | null | undefined, writerId: string): Promise<void>;
  /** Stores a change (idempotent; an older change of the pair than the stored one is ignored). */
  apply(change: UserBlockChange): Promise<void>;
  /** Changes stored since `since` (identity answers its poll endpoint with them). */
  listSince(since: Date): Promise<UserBlockChange[]>;
}

/**
 * Who blocked whom, as every service that owns content keeps it (issue 28, "block a user"): fed by
 * identity's `user.block-changed` (outbox → `POST /internal/events/sessions`) and, as a fallback, by
 * polling identity's `GET /internal/users/blocks` every `pollMs`. Rows live in the service's own
 * database and every question reads them there (one indexed read per request): a second or restarted
 * instance of the service answers exactly like the one the event reached, with no copy in memory to go
 * stale. Identity keeps its own changes with the same kit (its poll endpoint reads them).
 */
export function createUserBlocks(options: UserBlocksOptions): UserBlocks {
  const Pairs = userBlockPairModel(options.connection);
  const logger = options.logger.child({ component: 'user-blocks' });
  const now = options.now ?? (() => new Date());
  const readUserBlocks =
    options.readUserBlocks ??
    (options.identityUrl && options.fetch
      ? createIdentityUserBlocksClient({ baseUrl: options.identityUrl, fetch: options.fetch })
      : undefined);
  let prunedAt = Number.NEGATIVE_INFINITY;

  async function apply(change: UserBlockChange): Promise<void> {
    const _id = userBlockPairId(change.blockerId, change.blockedId);
    const changedAt = new Date(change.changedAt);
    const doc = { _id, blockerId: change.blockerId, blockedId: change.blockedId, blocked: change.blocked, changedAt };
    // Test-and-set by a unique insert first (FerretDB v1's conditional updates are not atomic); a later
    // change replaces the row only if it is newer than what is stored.
    try {
      await Pairs.create(doc);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const stored = await Pairs.findById(_id).lean();
      if (stored && stored.changedAt.getTime() > changedAt.getTime()) return;
      await Pairs.replaceOne({ _id }, doc);
    }
  }

  async function prune(started: Date): Promise<void> {
    if (started.getTime() - prunedAt < 60_000) return;
    prunedAt = started.getTime();
    await Pairs.deleteMany({ blocked: false, changedAt: trusted({ $lt: new Date(started.getTime() - KEEP_UNBLOCKED_MS) }) });
  }

  // Only the poll (and the hourly prune) run here: every answer reads the database itself.
  const { fresh } = identitySyncedCopy({
    logger,
    what: 'user blocks',
    now,
    syncMs: 60_000,
    pollMs: options.pollMs ?? 5_000,
    firstPollLookbackMs: KEEP_UNBLOCKED_MS,
    ...(readUserBlocks ? { readChanges: readUserBlocks } : {}),
    apply,
    syncFromDatabase: prune,
  });

  async function isBlocked(blockerId: string, blockedId: string): Promise<boolean> {
    await fresh();
    const row = await Pairs.findById(userBlockPairId(blockerId, blockedId), { blocked: 1 }).lean();
    return row?.blocked === true;
  }

  async function hiddenFor(viewerId: string | undefined): Promise<ReadonlySet<string>> {
    if (!viewerId) return new Set();
    await fresh();
    const rows = await Pairs.find({ blockerId: viewerId, blocked: true }, { blockedId: 1 }).lean();
    return new Set(rows.map((row) => row.blockedId));
  }

  return {
    internalRouter: userBlockEventsRouter(apply),
    hiddenFor,
    async withoutBlocked(viewerId, items, authorOf) {
      if (!viewerId || items.length === 0) return [...items];
      const hidden = await hiddenFor(viewerId);
      return hidden.size === 0 ? [...items] : items.filter((item) => !hidden.has(authorOf(item)));
    },
    isBlocked,
    async unlessBlocked(viewerId, item, authorOf) {
      if (!viewerId || item === null) return item;
      const authorId = authorOf(item);
      return authorId !== viewerId && (await isBlocked(viewerId, authorId)) ? null : item;
    },
    async refuseBlockedWriter(ownerId, writerId) {
      if (!ownerId || ownerId === writerId) return;
      if (await isBlocked(ownerId, writerId)) throw AppError.forbidden(USER_BLOCK_MESSAGES.commentRefused);
    },
    apply,
    async listSince(since) {
      const rows = await Pairs.find({ changedAt: trusted({ $gte: since }) }).lean();
      return rows.map(toUserBlockChange);
    },
  };
}
