import type { Connection } from 'mongoose';
import type { AuditEntry, ModerationAction, PageQuery, PagedAuditEntries } from '@campusloop/contracts';
import { newId } from '../ids/new-id';
import { toPaged } from '../paging/to-paged';
import { moderationModels, type AuditEntryDoc } from './moderation-models';

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

/** The append-only audit log of moderators' actions in a service's database (`moderation_audit`). */
export function createAuditLog(connection: Connection, now: () => Date = () => new Date()): AuditLog {
  const { audit } = moderationModels(connection);
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
        at: now(),
      };
      await audit.create(doc);
      return toAuditEntry(doc);
    },
    async page(query) {
      const [docs, total] = await Promise.all([
        audit
          .find({})
          .sort({ at: -1, _id: 1 })
          .skip(query.page * query.size)
          .limit(query.size)
          .lean<AuditEntryDoc[]>()
          .exec(),
        audit.countDocuments({}).exec(),
      ]);
      return toPaged(docs.map(toAuditEntry), total, query);
    },
    init: () => audit.init().then(() => undefined),
  };
}
