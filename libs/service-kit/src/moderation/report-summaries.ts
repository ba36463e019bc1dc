import type { Connection } from 'mongoose';
import type { PageQuery, ReportReason } from '@campusloop/contracts';
import { insertOnce } from '../data/insert-once';
import { keyedLockOf } from '../data/keyed-lock';
import { loadByIds } from '../data/load-by-ids';
import { trusted } from '../data/trusted';
import { createSortedListIndex, type SortedListItem } from '../data/sorted-list-index';
import { moderationModels, type OpenReportDoc, type ReportSummaryDoc } from './moderation-models';

/** The reporters' notes a summary keeps (oldest first). */
export const REPORT_SUMMARY_MAX_NOTES = 10;

export type SummaryAction = 'block' | 'unblock' | 'dismiss';

export interface ReportSummaries {
  /**
   * Recomputes the item's summary from its open reports (and its place in the desk's queue) under the
   * item's key in the keyed lock, so concurrent reports and actions, from any instance, end in the
   * summary of exactly the reports that are open. `action` is recorded as the item's last action.
   */
  refresh(itemId: string, action?: SummaryAction): Promise<ReportSummaryDoc>;
  /** The desk's items with open reports, oldest open report first: one page's ids, and the total. */
  page(query: PageQuery): Promise<{ ids: string[]; total: number }>;
  /** The open summaries of these items, in their order (one `_id $in`; an item closed meanwhile is left out). */
  open(itemIds: readonly string[]): Promise<ReportSummaryDoc[]>;
  /**
   * Builds the summaries of items reported before summaries existed (once per desk and database), and at
   * every start refreshes the items with a report still pending (its process died before the refresh).
   */
  buildMissing(): Promise<void>;
  /**
   * Refreshes the items with a report pending for longer than `graceMs` (its writer died, or was an
   * instance of the rolling deploy's old version stopped, before its refresh): one query on the sparse
   * `pending` index — nothing else read when none is pending — and the work under the desk's sweep key
   * in the keyed lock, so two instances never refresh the same leftovers. Answers the items refreshed.
   */
  sweepPending(graceMs: number): Promise<number>;
  init(): Promise<void>;
}

const summaryId = (itemType: string, itemId: string) => `${itemType}:${itemId}`;
/** The desk's queue in the sorted-list index: items by their oldest open report. */
export const moderationQueueKey = (itemType: string) => `moderation-queue:${itemType}`;
const builtMarker = (itemType: string) => `summaries:${itemType}`;

/** The summary of an item's open reports (oldest first), as the queue shows it; `previous` keeps its last action. */
export function summarize(
  itemType: string,
  itemId: string,
  open: readonly Pick<OpenReportDoc, 'reason' | 'note' | 'createdAt'>[],
  at: Date,
  previous?: Pick<ReportSummaryDoc, 'lastAction' | 'lastActionAt'> | null,
): Omit<ReportSummaryDoc, 'unqueue' | 'indexed'> {
  const reasons: Partial<Record<ReportReason, number>> = {};
  for (const report of open) reasons[report.reason] = (reasons[report.reason] ?? 0) + 1;
  const oldest = open[0]?.createdAt ?? null;
  return {
    _id: summaryId(itemType, itemId),
    itemType,
    itemId,
    status: open.length > 0 ? 'open' : 'closed',
    openCount: open.length,
    reasons,
    notes: open.flatMap((report) => (report.note ? [report.note] : [])).slice(0, REPORT_SUMMARY_MAX_NOTES),
    oldestOpenAt: oldest,
    newestOpenAt: open.at(-1)?.createdAt ?? null,
    queuedAt: oldest ? oldest.getTime() : null,
    lastAction: previous?.lastAction ?? null,
    lastActionAt: previous?.lastActionAt ?? null,
    updatedAt: at,
  };
}

/**
 * The per-item report summaries of one desk (`moderation_report_summaries`) and the desk's queue: a
 * sorted list (service-kit's sorted-list index, `moderation-queue:<itemType>`) of the items with open
 * reports by their oldest one, so a queue page costs the list's head, one or two of its buckets and one
 * `_id $in` of summaries — the same at 1k reports as at 100k, on FerretDB v1 as on MongoDB.
 *
 * Crash safety: a refresh writes the summary first (with the list positions still to remove in `unqueue`
 * and `indexed: false`), then changes the list, then marks it `indexed`; the next refresh of the item
 * finishes whatever a crash left undone (removing is exact, adding is idempotent).
 */
export function createReportSummaries(options: {
  connection: Connection;
  itemType: string;
  now: () => Date;
}): ReportSummaries {
  const { connection, itemType, now } = options;
  const { openReports, summaries, markers } = moderationModels(connection);
  const lock = keyedLockOf(connection);
  const queue = createSortedListIndex(connection, lock);
  const queueKey = moderationQueueKey(itemType);

  async function refreshNow(itemId: string, action?: SummaryAction): Promise<ReportSummaryDoc> {
    const [open, previous] = await Promise.all([
      openReports
        .find({ itemType, itemId }, { reason: 1, note: 1, createdAt: 1, pending: 1 })
        .sort({ createdAt: 1, _id: 1 })
        .lean<Array<Pick<OpenReportDoc, '_id' | 'reason' | 'note' | 'createdAt' | 'pending'>>>()
        .exec(),
      summaries.findById(summaryId(itemType, itemId)).lean<ReportSummaryDoc>().exec(),
    ]);
    /** The reports this summary counts are no longer pending (only those read here: a later one waits for its own refresh). */
    const counted = async () => {
      const pending = open.filter((report) => report.pending).map((report) => report._id);
      if (pending.length > 0) await openReports.updateMany({ _id: trusted({ $in: pending }) }, { $unset: { pending: 1 } });
    };
    const at = now();
    const last = action ? { lastAction: action, lastActionAt: at } : previous;
    const next = summarize(itemType, itemId, open, at, last);
    const stale = [...(previous?.unqueue ?? [])];
    if (previous?.queuedAt != null && previous.queuedAt !== next.queuedAt) stale.push(previous.queuedAt);
    const settled =
      stale.length === 0 && (previous?.indexed ?? next.queuedAt === null) && (previous?.queuedAt ?? null) === next.queuedAt;
    if (!previous && next.queuedAt === null && !action) return { ...next, unqueue: [], indexed: true };
    const doc: ReportSummaryDoc = { ...next, unqueue: settled ? [] : stale, indexed: settled };
    await summaries.replaceOne({ _id: doc._id }, doc, { upsert: true });
    if (settled) {
      await counted();
      return doc;
    }
    for (const position of new Set(stale)) await queue.remove(queueKey, { id: itemId, at: position });
    if (next.queuedAt !== null) await queue.add(queueKey, { id: itemId, at: next.queuedAt });
    await summaries.updateOne({ _id: doc._id }, { $set: { unqueue: [], indexed: true } });
    await counted();
    return { ...doc, unqueue: [], indexed: true };
  }

  const refresh = (itemId: string, action?: SummaryAction) =>
    lock.run(`moderation-summary:${summaryId(itemType, itemId)}`, () => refreshNow(itemId, action));

  /** Items whose summary may miss a report (its process died between the insert and the refresh). */
  async function refreshPending(): Promise<void> {
    const itemIds = (await openReports.distinct('itemId', { pending: itemType }).exec()) as string[];
    for (const itemId of itemIds) await refresh(itemId);
  }

  /** Items with a report pending since before `before` (an equality read of the sparse `pending` index). */
  async function itemsPendingSince(before: number): Promise<string[]> {
    const pending = await openReports
      .find({ pending: itemType }, { itemId: 1, createdAt: 1 })
      .lean<Array<Pick<OpenReportDoc, 'itemId' | 'createdAt'>>>()
      .exec();
    return [...new Set(pending.filter((report) => report.createdAt.getTime() <= before).map((report) => report.itemId))];
  }

  async function sweepPending(graceMs: number): Promise<number> {
    // A report younger than the grace is most likely still being counted by its own request.
    if ((await itemsPendingSince(now().getTime() - graceMs)).length === 0) return 0;
    return lock.run(`moderation-sweep:${itemType}`, async () => {
      // Read again under the key: another instance may have just refreshed them.
      const itemIds = await itemsPendingSince(now().getTime() - graceMs);
      for (const itemId of itemIds) await refresh(itemId);
      return itemIds.length;
    });
  }

  async function buildMissing(): Promise<void> {
    if (await markers.exists({ _id: builtMarker(itemType) })) return refreshPending();
    // Reports filed before this version: each item's summary once (a refresh is idempotent, so two
    // instances starting together, or a report arriving meanwhile, change nothing).
    const itemIds = (await openReports.distinct('itemId', { itemType }).exec()) as string[];
    for (const itemId of itemIds) await refresh(itemId);
    await insertOnce(markers, { _id: builtMarker(itemType), at: now() });
  }

  return {
    refresh,
    buildMissing,
    sweepPending,

    page: (query) => queue.page(queueKey, query),

    async open(itemIds) {
      const found = await loadByIds(summaries, itemIds.map((id) => summaryId(itemType, id)));
      // A reader racing a refresh may meet an item just closed: it is left out of this page.
      return found.filter((summary) => summary.status === 'open' && summary.openCount > 0);
    },

    async init() {
      await Promise.all([summaries.init(), markers.init(), openReports.init()]);
      await buildMissing();
    },
  };
}

/** One open report to seed (tools/bench): who reported which item, why, when. */
export interface SeededReport {
  itemId: string;
  reporterId: string;
  reason: ReportReason;
  note?: string | null;
  createdAt: Date;
}

/**
 * Seeding (tools/bench, demo data): writes open reports of one desk on an EMPTY desk in bulk, in the
 * shape the kit writes them, with their summaries and the desk's queue, and marks the summaries built.
 */
export async function bulkLoadReports(
  connection: Connection,
  itemType: string,
  reports: readonly SeededReport[],
  now: Date = new Date(),
): Promise<void> {
  const { openReports, summaries, markers } = moderationModels(connection);
  await Promise.all([openReports.init(), summaries.init(), markers.init()]);
  const docs: OpenReportDoc[] = reports.map((report) => ({
    _id: `${itemType}:${report.itemId}:${report.reporterId}`,
    itemType,
    itemId: report.itemId,
    reporterId: report.reporterId,
    reason: report.reason,
    note: report.note ?? null,
    createdAt: report.createdAt,
  }));
  const BATCH = 1_000;
  for (let from = 0; from < docs.length; from += BATCH)
    await openReports.collection.insertMany(docs.slice(from, from + BATCH) as never[]);
  const byItem = new Map<string, OpenReportDoc[]>();
  for (const doc of [...docs].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a._id < b._id ? -1 : 1))) {
    const group = byItem.get(doc.itemId);
    if (group) group.push(doc);
    else byItem.set(doc.itemId, [doc]);
  }
  const summaryDocs: ReportSummaryDoc[] = [...byItem].map(([itemId, open]) => ({
    ...summarize(itemType, itemId, open, now),
    unqueue: [],
    indexed: true,
  }));
  for (let from = 0; from < summaryDocs.length; from += BATCH)
    await summaries.collection.insertMany(summaryDocs.slice(from, from + BATCH) as never[]);
  const queued: SortedListItem[] = summaryDocs.map((summary) => ({ id: summary.itemId, at: summary.queuedAt as number }));
  await createSortedListIndex(connection, keyedLockOf(connection)).bulkLoad(moderationQueueKey(itemType), queued);
  await insertOnce(markers, { _id: builtMarker(itemType), at: now });
}
