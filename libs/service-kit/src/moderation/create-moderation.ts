import type { Connection } from 'mongoose';
import {
  MODERATION_MESSAGES,
  MODERATION_OUTCOME_EVENT,
  MODERATION_OUTCOME_MAX_REPORTERS,
  type CreateReportRequest,
  type ModeratedContent,
  type ModerationActionResult,
  type ModerationOutcome,
  type PageQuery,
  type PagedAuditEntries,
  type PagedReportedItems,
  type ReportReceived,
  type ReportedItem,
} from '@campusloop/contracts';
import type { AuthUser } from '../auth/access-claims';
import { requireModerator } from '../auth/require-moderator';
import { insertOnce } from '../data/insert-once';
import { trusted } from '../data/trusted';
import { createSlidingWindowLimiter } from '../data/sliding-window-limiter';
import { AppError } from '../errors/app-error';
import { newId } from '../ids/new-id';
import type { Outbox } from '../outbox/create-outbox';
import { toPaged } from '../paging/to-paged';
import { createAuditLog, type AuditLog } from './create-audit-log';
import { moderationModels, type OpenReportDoc } from './moderation-models';
import { createReportSummaries } from './report-summaries';

// Seeding (tools/bench): a desk's open reports in bulk, with their summaries and queue.
export { bulkLoadReports, type SeededReport } from './report-summaries';

/** What the moderation kit needs of a vertical's items (its port). */
export interface ModeratedItems {
  /** What moderators see of these items; an id left out no longer exists. */
  describe(itemIds: readonly string[]): Promise<Map<string, ModeratedContent>>;
  /** Blocks or unblocks an item (a blocked item shows to its owner only); 404 when it does not exist. */
  setBlocked(itemId: string, blocked: boolean): Promise<void>;
  /**
   * Whose item it is when `describe` does not say (an anonymous author, hidden from moderators): the
   * account told 'Content Blocked'. Never answered to anyone. Default: `describe`'s `authorId`.
   */
  authorOf?(itemId: string): Promise<string | null>;
}

export interface ModerationOptions {
  connection: Connection;
  /** The kind of item (`listing`): one vertical may moderate several kinds, each its own kit. */
  itemType: string;
  items: ModeratedItems;
  /**
   * The vertical's outbox: block and dismiss record `moderation.outcome` (the author's 'Content Blocked'
   * notice, each reporter's outcome) there, so the vertical must list it in its manifest `publishes`.
   * Without one nobody is told.
   */
  outbox?: Outbox;
  /** Reports per account per hour (default 10): a 429 beyond. */
  reportsPerHour?: number;
  /**
   * How often each instance sweeps the desk for reports left pending (default
   * MODERATION_SWEEP_INTERVAL_MS, 30 s; 0: no timer, `sweep()` only). The timer starts with `init()`,
   * never keeps a process alive and stops when the connection closes.
   */
  sweepIntervalMs?: number;
  /** A pending report younger than this is left to its own request's refresh (default 5 s). */
  sweepGraceMs?: number;
  now?: () => Date;
}

/** Default period of the pending-report sweep. */
export const MODERATION_SWEEP_INTERVAL_MS = 30_000;

export type ModerationDeskAction = 'block' | 'unblock' | 'dismiss';

export interface Moderation {
  /** A report of an item the reporter may see (the vertical checked that first): 409 when their report is still open. */
  report(reporter: AuthUser, itemId: string, input: CreateReportRequest): Promise<ReportReceived>;
  /** Moderators: items with open reports, grouped, oldest report first. */
  queue(viewer: AuthUser | undefined, query: PageQuery): Promise<PagedReportedItems>;
  /**
   * Moderators: block (closes open reports), unblock, dismiss (closes them, item unchanged); each
   * audited. Block and dismiss record `moderation.outcome` in the vertical's outbox with the change.
   */
  act(viewer: AuthUser | undefined, action: ModerationDeskAction, itemId: string, reason?: string): Promise<ModerationActionResult>;
  /** Moderators: the audit log, newest first. */
  auditLog(viewer: AuthUser | undefined, query: PageQuery): Promise<PagedAuditEntries>;
  audit: AuditLog;
  /**
   * One sweep (the timer's tick; tests call it): refreshes the summaries of items whose report was left
   * pending — by a process that died, or an old-version instance stopped by a rolling deploy, between
   * the report's insert and its refresh — so they reach the queue within one interval instead of at the
   * next start. Answers how many items it refreshed (0 when another instance did them).
   */
  sweep(): Promise<number>;
  /** Stops the sweep timer (also done when the connection closes). */
  stopSweeps(): void;
  init(): Promise<void>;
}

const HOUR_MS = 60 * 60_000;

const reportKey = (itemType: string, itemId: string, reporterId: string) => `${itemType}:${itemId}:${reporterId}`;

/**
 * The moderation kit of one kind of item (issue 28): reports (one open report per person and item,
 * claimed by a unique insert; limited per account), the moderators' queue grouped by item (each item's
 * summary document, paged through the desk's sorted list: report-summaries.ts), block / unblock /
 * dismiss, and the append-only audit log (paged through a list index: create-audit-log.ts). A reporter's identity is stored but never answered.
 * The vertical brings its items' port and mounts the routes with `mountModerationRoutes`.
 */
export function createModeration(options: ModerationOptions): Moderation {
  const { openReports, reportLog } = moderationModels(options.connection);
  const now = options.now ?? (() => new Date());
  const audit = createAuditLog(options.connection, now);
  const { itemType, items } = options;
  const summaries = createReportSummaries({ connection: options.connection, itemType, now });
  const reportsPerHour = options.reportsPerHour ?? 10;
  const sweepIntervalMs = options.sweepIntervalMs ?? MODERATION_SWEEP_INTERVAL_MS;
  const sweepGraceMs = options.sweepGraceMs ?? 5_000;
  let sweepTimer: NodeJS.Timeout | undefined;
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = () => summaries.sweepPending(sweepGraceMs);
  const stopSweeps = () => {
    if (sweepTimer) clearInterval(sweepTimer);
    sweepTimer = undefined;
  };
  function startSweeps(): void {
    if (sweepIntervalMs <= 0 || sweepTimer) return;
    sweepTimer = setInterval(() => {
      // One tick at a time per process; a failed tick (the database away) is tried again next time.
      sweeping = sweeping.then(sweep).catch(() => undefined);
    }, sweepIntervalMs);
    sweepTimer.unref();
    options.connection.once('close', stopSweeps);
  }
  // Shared by every instance and exact under concurrent reports (a count before the insert is not).
  const limiter = createSlidingWindowLimiter({ connection: options.connection, collection: 'moderation_rate_events', now, purgeEveryMs: HOUR_MS });

  /** The open reports of an item, read before they are closed: their reporters are told the outcome. */
  const openReportsOf = (itemId: string) =>
    openReports.find({ itemType, itemId }, { _id: 1, reporterId: 1 }).lean<Array<Pick<OpenReportDoc, '_id' | 'reporterId'>>>().exec();

  /** Closes exactly the reports read (one filed meanwhile stays open for the next look, its reporter untold yet). */
  async function closeReports(ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await openReports.deleteMany({ _id: trusted({ $in: [...ids] }) });
    return result.deletedCount;
  }

  /**
   * `moderation.outcome` of a block or dismissal, none when nobody is to be told: the author only on a
   * block of an item that was not blocked yet, the reporters of the reports it closes (in events of at
   * most MODERATION_OUTCOME_MAX_REPORTERS each, the author in the first).
   */
  async function outcomesOf(
    action: 'block' | 'dismiss',
    itemId: string,
    described: ModeratedContent,
    reporterIds: string[],
  ): Promise<ModerationOutcome[]> {
    const tellAuthor = action === 'block' && !described.blocked;
    const authorId = tellAuthor ? ((items.authorOf ? await items.authorOf(itemId) : described.authorId) ?? null) : null;
    const at = now().toISOString();
    const outcomes: ModerationOutcome[] = [];
    for (let from = 0; from === 0 || from < reporterIds.length; from += MODERATION_OUTCOME_MAX_REPORTERS) {
      const reporters = reporterIds.slice(from, from + MODERATION_OUTCOME_MAX_REPORTERS);
      const author = from === 0 ? authorId : null;
      if (author || reporters.length > 0) outcomes.push({ itemType, itemId, action, authorId: author, reporterIds: reporters, at });
    }
    return outcomes;
  }

  return {
    async report(reporter, itemId, input) {
      await limiter.take({ bucket: `report:${reporter.id}`, max: reportsPerHour, windowMs: HOUR_MS, message: MODERATION_MESSAGES.tooManyReports });
      const at = now();
      const claimed = await insertOnce(openReports, {
        _id: reportKey(itemType, itemId, reporter.id),
        itemType,
        itemId,
        reporterId: reporter.id,
        reason: input.reason,
        note: input.note || null,
        createdAt: at,
        // Until the refresh below counts it: should this process die first, the next start does.
        pending: itemType,
      });
      if (!claimed) throw AppError.conflict(MODERATION_MESSAGES.alreadyReported);
      await reportLog.create({ _id: newId(), reporterId: reporter.id, itemType, itemId, reason: input.reason, at });
      await summaries.refresh(itemId);
      return { message: MODERATION_MESSAGES.reportReceived, reason: input.reason, createdAt: at.toISOString() };
    },

    async queue(viewer, query) {
      requireModerator(viewer);
      const { ids, total } = await summaries.page(query);
      // The summaries and what moderators see of the items, side by side (both by id).
      const [page, contents] = await Promise.all([summaries.open(ids), items.describe(ids)]);
      const content: ReportedItem[] = page.map((summary) => ({
        itemType,
        itemId: summary.itemId,
        content: contents.get(summary.itemId) ?? null,
        reasons: summary.reasons,
        count: summary.openCount,
        notes: summary.notes,
        firstReportedAt: (summary.oldestOpenAt as Date).toISOString(),
        lastReportedAt: (summary.newestOpenAt as Date).toISOString(),
      }));
      return toPaged(content, total, query);
    },

    async act(viewer, action, itemId, reason) {
      const moderator = requireModerator(viewer);
      const described = (await items.describe([itemId])).get(itemId);
      if (!described) throw AppError.notFound();
      let reportsClosed = 0;
      if (action === 'unblock') await items.setBlocked(itemId, false);
      else {
        const open = await openReportsOf(itemId);
        // Each reporter once, however many reports of theirs (one open report per person and item).
        const reporterIds = [...new Set(open.map((report) => report.reporterId))];
        const outcomes = options.outbox ? await outcomesOf(action, itemId, described, reporterIds) : [];
        const change = async () => {
          if (action === 'block') await items.setBlocked(itemId, true);
          return closeReports(open.map((report) => report._id));
        };
        // Recorded with the change: an outcome is told only of a change that happened (outbox `record`).
        reportsClosed =
          options.outbox && outcomes.length > 0
            ? await options.outbox.record(change, outcomes.map((payload) => ({ type: MODERATION_OUTCOME_EVENT, payload })))
            : await change();
      }
      // The item's summary and queue place follow its open reports (one filed meanwhile keeps it queued).
      await summaries.refresh(itemId, action);
      await audit.record({ moderatorId: moderator.id, action, itemType, itemId, reason: reason || null, reportsClosed });
      return { itemType, itemId, blocked: action === 'dismiss' ? described.blocked : action === 'block', reportsClosed };
    },

    async auditLog(viewer, query) {
      requireModerator(viewer);
      return audit.page(query);
    },

    audit,
    sweep,
    stopSweeps,
    init: async () => {
      await Promise.all([openReports.init(), reportLog.init(), audit.init()]);
      // Builds the summaries of reports filed before them (once per desk and database).
      await summaries.init();
      startSweeps();
    },
  };
}
