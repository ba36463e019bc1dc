import { Schema, type Connection, type Model } from 'mongoose';
import type { NotificationType } from '@campusloop/contracts';
import { registerModel } from '@campusloop/service-kit';

/** What the mail says: the notification as it was stored (the mail is rendered from it when sent). */
export interface MailNotificationSnapshot {
  id: string;
  type: NotificationType;
  actorName: string | null;
  title: string;
  message: string;
  targetUrl: string | null;
  createdAt: Date;
}

/**
 * `pending` → `sent`; `failed` when the server refused the address for good (5xx) or the attempts ran
 * out (the operator lists them, README); `dropped` when there is nothing to send any more (the user
 * turned e-mail off meanwhile, or identity knows no such user).
 */
export type MailStatus = 'pending' | 'sent' | 'failed' | 'dropped';

/** A daily digest: the user's unread notifications when it was made (the newest `items`, `total` in all). */
export interface MailDigestSnapshot {
  /** The local day it summarises (YYYY-MM-DD in the digest's time zone). */
  day: string;
  total: number;
  items: MailNotificationSnapshot[];
}

/**
 * One mail of the mail outbox: a notification's (`_id` the notification's id: one per notification) or a
 * daily digest (`_id` `digest:<userId>:<day>`: one per user and day, whoever makes it first).
 */
export interface MailDoc {
  _id: string;
  userId: string;
  kind?: 'notification' | 'digest';
  notification?: MailNotificationSnapshot;
  digest?: MailDigestSnapshot;
  status: MailStatus;
  /** Claims taken so far; the next sender claims `attempts + 1`. */
  attempts: number;
  nextAttemptAt: Date;
  lastError?: string;
  createdAt: Date;
  sentAt?: Date;
  finishedAt?: Date;
}

/**
 * A sender's claim of one attempt at one mail (`_id` `<mailId>#<attempt>`): a plain insert under a unique
 * id is the test-and-set FerretDB v1 keeps atomic, so of two instances (or a restarted one) exactly one
 * sends attempt n. `leaseUntil`: after it a claim whose sender never finished counts as a failed attempt.
 */
export interface MailClaimDoc {
  _id: string;
  mailId: string;
  attempt: number;
  claimedAt: Date;
  leaseUntil: Date;
  owner: string;
}

const mailSchema = new Schema<MailDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    kind: { type: String },
    notification: { type: Schema.Types.Mixed },
    digest: { type: Schema.Types.Mixed },
    status: { type: String, required: true },
    attempts: { type: Number, required: true },
    nextAttemptAt: { type: Date, required: true },
    lastError: { type: String },
    createdAt: { type: Date, required: true },
    sentAt: { type: Date },
    finishedAt: { type: Date },
  },
  { versionKey: false, minimize: false, timestamps: false },
);
// The sender's query (due pending mails, oldest due first) and the operator's (failed ones).
mailSchema.index({ status: 1, nextAttemptAt: 1 });

const claimSchema = new Schema<MailClaimDoc>(
  {
    _id: { type: String, required: true },
    mailId: { type: String, required: true },
    attempt: { type: Number, required: true },
    claimedAt: { type: Date, required: true },
    leaseUntil: { type: Date, required: true },
    owner: { type: String, required: true },
  },
  { versionKey: false, timestamps: false },
);

export function mailModel(connection: Connection): Model<MailDoc> {
  return registerModel(connection, 'NotificationMail', mailSchema, 'mail_outbox');
}

export function mailClaimModel(connection: Connection): Model<MailClaimDoc> {
  return registerModel(connection, 'NotificationMailClaim', claimSchema, 'mail_claims');
}
