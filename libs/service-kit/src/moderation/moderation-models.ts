import { Schema, type Connection, type Model } from 'mongoose';
import type { ModerationAction, ReportReason } from '@campusloop/contracts';
import { registerModel } from '../data/register-model';

/**
 * An open report. `_id` is `<itemType>:<itemId>:<reporterId>`, so inserting it is the test-and-set
 * "one open report per person and item" (FerretDB v1 keeps only unique inserts atomic). Closing a
 * report (block, dismiss) deletes it; the audit entry counts it.
 */
export interface OpenReportDoc {
  _id: string;
  itemType: string;
  itemId: string;
  reporterId: string;
  reason: ReportReason;
  note: string | null;
  createdAt: Date;
  /**
   * The item type while the item's summary may not count this report yet (set by the insert, removed by the
   * refresh that counted it): a process that died in between leaves it, and the next start refreshes those items.
   */
  pending?: string;
}

/**
 * One item's open reports summed up (`_id` `<itemType>:<itemId>`), maintained with the reports: every
 * report, block, dismiss and unblock recomputes it from `moderation_open_reports` under the item's key in
 * the keyed lock (FerretDB v1 keeps neither `$inc` nor conditional updates atomic, so nothing here is
 * incremented). The queue pages through the desk's sorted list (`queuedAt` is the item's position there,
 * its oldest open report) and reads these by `_id`.
 */
export interface ReportSummaryDoc {
  _id: string;
  /** The desk: the kit's `itemType`. */
  itemType: string;
  itemId: string;
  /** `open` while the item has open reports (it is in the queue), `closed` after block or dismiss closed them. */
  status: 'open' | 'closed';
  openCount: number;
  reasons: Partial<Record<ReportReason, number>>;
  /** The open reports' notes, oldest first (at most 10). */
  notes: string[];
  oldestOpenAt: Date | null;
  newestOpenAt: Date | null;
  /** The item's position in the desk's sorted list (ms of its oldest open report); null: not queued. */
  queuedAt: number | null;
  /**
   * Positions written to the sorted list earlier and not removed yet (a crash between the summary's
   * write and the list's): removed by the next refresh of the item.
   */
  unqueue: number[];
  /** False from the summary's write until the sorted list matches `queuedAt` (the next refresh finishes it). */
  indexed: boolean;
  lastAction: 'block' | 'unblock' | 'dismiss' | null;
  lastActionAt: Date | null;
  updatedAt: Date;
}

/** Once-per-database work done (`_id` names it): a unique insert marks it done, e.g. the summaries built. */
export interface ModerationMarkerDoc {
  _id: string;
  at: Date;
}

/** Every report ever made (append-only): the per-account report limit counts these. */
export interface ReportLogDoc {
  _id: string;
  reporterId: string;
  itemType: string;
  itemId: string;
  reason: ReportReason;
  at: Date;
}

/** One line of the append-only audit log of moderators' actions. */
export interface AuditEntryDoc {
  _id: string;
  moderatorId: string;
  action: ModerationAction;
  itemType: string;
  itemId: string;
  reason: string | null;
  reportsClosed: number;
  at: Date;
}

const openReportSchema = new Schema<OpenReportDoc>(
  {
    _id: { type: String, required: true },
    itemType: { type: String, required: true },
    itemId: { type: String, required: true },
    reporterId: { type: String, required: true },
    reason: { type: String, required: true },
    note: { type: String, default: null },
    createdAt: { type: Date, required: true },
    pending: { type: String },
  },
  { versionKey: false },
);
// Summaries and block/dismiss read one item's open reports; the start-up check reads the pending ones.
openReportSchema.index({ itemType: 1, createdAt: 1 });
openReportSchema.index({ itemId: 1 });
openReportSchema.index({ pending: 1 }, { sparse: true });

const reportLogSchema = new Schema<ReportLogDoc>(
  {
    _id: { type: String, required: true },
    reporterId: { type: String, required: true },
    itemType: { type: String, required: true },
    itemId: { type: String, required: true },
    reason: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
reportLogSchema.index({ reporterId: 1, at: 1 });

const auditEntrySchema = new Schema<AuditEntryDoc>(
  {
    _id: { type: String, required: true },
    moderatorId: { type: String, required: true },
    action: { type: String, required: true },
    itemType: { type: String, required: true },
    itemId: { type: String, required: true },
    reason: { type: String, default: null },
    reportsClosed: { type: Number, default: 0 },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
auditEntrySchema.index({ at: -1 });

const reportSummarySchema = new Schema<ReportSummaryDoc>(
  {
    _id: { type: String, required: true },
    itemType: { type: String, required: true },
    itemId: { type: String, required: true },
    status: { type: String, required: true },
    openCount: { type: Number, required: true },
    reasons: { type: Schema.Types.Mixed, default: {} },
    notes: { type: [String], default: [] },
    oldestOpenAt: { type: Date, default: null },
    newestOpenAt: { type: Date, default: null },
    queuedAt: { type: Number, default: null },
    unqueue: { type: [Number], default: [] },
    indexed: { type: Boolean, default: false },
    lastAction: { type: String, default: null },
    lastActionAt: { type: Date, default: null },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false },
);
// A desk's open items, oldest report first, straight from the summaries (MongoDB serves it from this
// index; the queue itself pages through the desk's sorted list, which costs the same on FerretDB v1).
reportSummarySchema.index({ itemType: 1, status: 1, oldestOpenAt: 1, itemId: 1 });

const markerSchema = new Schema<ModerationMarkerDoc>(
  { _id: { type: String, required: true }, at: { type: Date, required: true } },
  { versionKey: false },
);

export function moderationModels(connection: Connection): {
  openReports: Model<OpenReportDoc>;
  reportLog: Model<ReportLogDoc>;
  audit: Model<AuditEntryDoc>;
  summaries: Model<ReportSummaryDoc>;
  markers: Model<ModerationMarkerDoc>;
} {
  return {
    openReports: registerModel(connection, 'ModerationOpenReport', openReportSchema, 'moderation_open_reports'),
    reportLog: registerModel(connection, 'ModerationReportLog', reportLogSchema, 'moderation_report_log'),
    audit: registerModel(connection, 'ModerationAuditEntry', auditEntrySchema, 'moderation_audit'),
    summaries: registerModel(connection, 'ModerationReportSummary', reportSummarySchema, 'moderation_report_summaries'),
    markers: registerModel(connection, 'ModerationMarker', markerSchema, 'moderation_markers'),
  };
}
