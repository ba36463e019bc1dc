import type { Connection } from 'mongoose';
import type { AuditEntry, ModerationAction, PageQuery, PagedAuditEntries } from '@campusloop/contracts';
import { insertOnce } from '../data/insert-once';
import { keyedLockOf } from '../data/keyed-lock';
import { loadByIds } from '../data/load-by-ids';
import { createSortedListIndex, SORTED_LIST_MAX_AT, type SortedListItem } from '../data/sorted-list-index';
import { newId } from '../ids/new-id';
import { toPaged } from '../paging/to-paged';
import { moderationModels, type AuditEntryDoc } from './moderation-models';

/** The audit log's newest-first list in the sorted-list index (one per service database). */
export const MODERATION_AUDIT_LIST = 'moderation-audit';
/** An entry's place in the list: newest first, ties in `_id` order. */
const listItemOf = (doc: Pick<AuditEntryDoc, '_id' | 'at'>): SortedListItem => ({ id: doc._id, at: SORTED_LIST_MAX_AT - doc.at.getTime() });
const INDEXED_MARKER = 'audit-listed';

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
 * entry is inserted once and never changed; its place in the newest-first log is kept in the sorted-list
 * index (`moderation-audit`, by time descending), so any page costs the list's head, a bucket or two and
 * one `_id $in` of entries, with no count — the same at 100k entries as at 1k, on FerretDB v1 as on
 * MongoDB (the head is one short string; a paged-list head's per-bucket map grew with the log and made
 * a 100k page ~1.4× a 1k one on FerretDB). Entries written before the index are added at start-up.
 */
export function createAuditLog(connection: Connection, now: () => Date = () => new Date()): AuditLog {
  const { audit, markers } = moderationModels(connection);
  const list = createSortedListIndex(connection, keyedLockOf(connection));

  /**
   * Every entry from before the index, once per database (adding one that is there changes nothing, so
   * two instances starting together, or a crash part-way and a second start, still list each once).
   */
  const indexOlderEntries = async () => {
    if (await markers.exists({ _id: INDEXED_MARKER })) return;
    const older = await audit.find({}, { _id: 1, at: 1 }).lean<Array<Pick<AuditEntryDoc, '_id' | 'at'>>>().exec();
    for (const doc of older) await list.add(MODERATION_AUDIT_LIST, listItemOf(doc));
    await insertOnce(markers, { _id: INDEXED_MARKER, at: now() });
  };

  // Once per process: at start-up (`init`), or at the first read where a service does not run `init`.
  let indexed: Promise<void> | undefined;
  const ensureIndexed = () => {
    indexed ??= indexOlderEntries();
    indexed.catch(() => {
      indexed = undefined; // try again with the next read
    });
    return indexed;
  };

  /**
   * An entry's time, strictly after this process's previous one: two actions in one millisecond (a block
   * and its unblock) still list newest first; only entries of two instances in one millisecond tie.
   */
  let lastAt = 0;
  const nextAt = (): Date => {
    lastAt = Math.max(now().getTime(), lastAt + 1);
    return new Date(lastAt);
  };

  return {
    async record(entry) {
      const doc: AuditEntryDoc = {
        _id: newId(),
        moderatorId: entry.moderatorId,
        action: entry.action,
        itemType: entry.itemType,
        itemId: entry.itemId,
        reason: entry.reason ?? null,
        reportsClosed: entry.reportsClosed ?? 0,
        at: nextAt(),
      };
      await audit.create(doc);
      await list.add(MODERATION_AUDIT_LIST, listItemOf(doc));
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

/** One audit entry to seed (tools/bench). */
export type SeededAuditEntry = AuditEntryDoc;

/**
 * Seeding (tools/bench): writes audit entries (oldest first) into an EMPTY log in bulk, in the shape
 * `record` writes them, with the log's paged list, and marks the log indexed.
 */
export async function bulkLoadAuditEntries(connection: Connection, entries: readonly SeededAuditEntry[]): Promise<void> {
  const { audit, markers } = moderationModels(connection);
  await Promise.all([audit.init(), markers.init()]);
  for (let from = 0; from < entries.length; from += 1_000)
    await audit.collection.insertMany(entries.slice(from, from + 1_000) as never[]);
  await createSortedListIndex(connection, keyedLockOf(connection)).bulkLoad(MODERATION_AUDIT_LIST, entries.map(listItemOf));
  await insertOnce(markers, { _id: INDEXED_MARKER, at: new Date() });
}
