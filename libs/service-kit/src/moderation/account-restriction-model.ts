import { Schema, type Connection, type Model } from 'mongoose';
import type { AccountRestriction } from '@campusloop/contracts';
import { registerModel } from '../data/register-model';

/** One row of a service's `account_restrictions`: an account's latest restriction state (`_id` = user id). */
export interface AccountRestrictionDoc {
  _id: string;
  /** Writes are refused until then; `null`: lifted. */
  restrictedUntil: Date | null;
  changedAt: Date;
}

const accountRestrictionSchema = new Schema<AccountRestrictionDoc>(
  {
    _id: { type: String, required: true },
    restrictedUntil: { type: Date, default: null },
    changedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// The sync reads active rows by restrictedUntil; identity's poll endpoint reads by changedAt.
accountRestrictionSchema.index({ restrictedUntil: 1 });
accountRestrictionSchema.index({ changedAt: 1 });

export function accountRestrictionModel(connection: Connection): Model<AccountRestrictionDoc> {
  return registerModel(connection, 'AccountRestriction', accountRestrictionSchema, 'account_restrictions');
}

export function toAccountRestriction(doc: AccountRestrictionDoc): AccountRestriction {
  return {
    userId: doc._id,
    restrictedUntil: doc.restrictedUntil?.toISOString() ?? null,
    changedAt: doc.changedAt.toISOString(),
  };
}
