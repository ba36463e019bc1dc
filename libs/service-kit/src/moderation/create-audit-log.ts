import type { Connection } from 'mongoose';
import type { AuditEntry, ModerationAction, PageQuery, PagedAuditEntries } from '@campusloop/contracts';
import { insertOnce } from '../data/insert-once';
import { keyedLockOf } from '../data/keyed-lock';
import { loadByIds } from '../data/load-by-ids';
import { trusted } from '../data/trusted';
import { createPagedListIndex } from '../data/paged-list-index';
import { newId } from '../ids/new-id';
import { toPaged } from '../paging/to-paged';
import { moderationModels, type AuditEntryDoc } from './moderation-models';

/** The audit log's newest-first list in the paged-list index (one per service database). */
export const MODERATION_AUDIT_LIST = 'moderation-audit';
const INDEXED_MARKER = 'audit-indexed';

export interface AuditRecord {
  moderatorId: string;
  action: ModerationAction;
  itemType: string;
  itemId: string;
  reason?: string | null | undefined;
  reportsClosed?: number;
}

export interface AuditLog {
  /** Appends one entry (never updated or deleted). */
  record(entry: AuditRecord): Promise<AuditEntry>;
  /** Newest first. */
  page(query: PageQuery): Promise<PagedAuditEntries>;
  init(): Promise<void>;
}

function toAuditEntry(doc: AuditEntryDoc): AuditEntry {
  return {
    id: doc._id,
    moderatorId: doc.moderatorId,
    action: doc.action,
    itemType: doc.itemType,
    itemId: doc.itemId,
    reason: doc.reason,
    reportsClosed: doc.reportsClosed,
    at: doc.at.toISOString(),
  };
}

/**
 * The append-only audit log of moderators' actions in a service's database (`moderation_audit`). Each
 * entry is inserted once and never changed; its place in the newest-first log is kept in the paged-list
 * index (`moderation-audit`: a reserved sequence number, buckets of ids), so any page costs a few `_id`
 * reads and the total no count — the same at 100k entries as at 1k, on FerretDB v1 as on MongoDB.
 * Entries written before the index are added to it once at start-up (`init`).
 */
export function createAuditLog(connection: Connection, now: () => Date = () => new Date()): AuditLog {
  const { audit, markers } = moderationModels(connection);
  const lock = keyedLockOf(connection);
  const list = createPagedListIndex(connection, lock);

  /** Entries from before the index, oldest first, each added once (under one lock for every instance). */
  const indexOlderEntries = () =>
    lock.run('moderation-audit-index', async () => {
      if (await markers.exists({ _id: INDEXED_MARKER })) return;
      const older = await audit
        .find({ seq: trusted({ $exists: false }) }, { _id: 1 })
        .sort({ at: 1, _id: 1 })
        .lean<Array<Pick<AuditEntryDoc, '_id'>>>()
        .exec();
      for (const { _id } of older) {
        // A per-entry mark after the add: a crash part-way never adds an entry twice on the next start.
        if (await markers.exists({ _id: `audit-entry:${_id}` })) continue;
        await list.add(MODERATION_AUDIT_LIST, _id, await list.reserve(MODERATION_AUDIT_LIST));
        await insertOnce(markers, { _id: `audit-entry:${_id}`, at: now() });
      }
      await insertOnce(markers, { _id: INDEXED_MARKER, at: now() });
    });

  // Once per process: at start-up (`init`), or at the first read where a service does not run `init`.
  let indexed: Promise<void> | undefined;
  const ensureIndexed = () => {
    indexed ??= indexOlderEntries();
    indexed.catch(() => {
      indexed = undefined; // try again with the next read
    });
    return indexed;
  };

  return {
    async record(entry) {
      const seq = await list.reserve(MODERATION_AUDIT_LIST);
      const doc: AuditEntryDoc = {
        _id: newId(),
        moderatorId: entry.moderatorId,
        action: entry.action,
        itemType: entry.itemType,
        itemId: entry.itemId,
        reason: entry.reason ?? null,
        reportsClosed: entry.reportsClosed ?? 0,
        at: now(),
        seq,
      };
      await audit.create(doc);
      await list.add(MODERATION_AUDIT_LIST, doc._id, seq);
      return toAuditEntry(doc);
    },
    async page(query) {
      await ensureIndexed();
      const { ids, total } = await list.page(MODERATION_AUDIT_LIST, query);
      const docs = await loadByIds(audit, ids);
      return toPaged(docs.map(toAuditEntry), total, query);
    },
    init: async () => {
      await Promise.all([audit.init(), markers.init()]);
      await ensureIndexed();
    },
  };
}
