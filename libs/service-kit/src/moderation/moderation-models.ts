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
  },
  { versionKey: false },
);
// The queue reads a vertical's open reports; block/dismiss read one item's.
openReportSchema.index({ itemType: 1, createdAt: 1 });
openReportSchema.index({ itemId: 1 });

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

export function moderationModels(connection: Connection): {
  openReports: Model<OpenReportDoc>;
  reportLog: Model<ReportLogDoc>;
  audit: Model<AuditEntryDoc>;
} {
  return {
    openReports: registerModel(connection, 'ModerationOpenReport', openReportSchema, 'moderation_open_reports'),
    reportLog: registerModel(connection, 'ModerationReportLog', reportLogSchema, 'moderation_report_log'),
    audit: registerModel(connection, 'ModerationAuditEntry', auditEntrySchema, 'moderation_audit'),
  };
}
