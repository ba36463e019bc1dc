import type { Connection } from 'mongoose';
import { insertOnce, trusted } from '@campusloop/service-kit';
import { mailClaimModel, mailModel, type MailClaimDoc, type MailDoc } from './mail-model';

export type NewMail = Pick<MailDoc, '_id' | 'userId' | 'kind' | 'notification' | 'digest' | 'createdAt'>;

/**
 * The mail outbox (`mail_outbox`) and its claims (`mail_claims`). Only the holder of a mail's current
 * claim writes its state, so the plain (non-atomic on FerretDB v1) updates below never race each other.
 */
export function createMailStore(connection: Connection) {
  const mails = mailModel(connection);
  const claims = mailClaimModel(connection);
  const claimId = (mailId: string, attempt: number) => `${mailId}#${attempt}`;

  return {
    /**
     * Queues a mail; false when one with its id is queued already (a redelivered event, a digest another
     * instance made first). `settled`: stored finished at once (a digest day with nothing to say).
     */
    enqueue(mail: NewMail, settled?: { status: 'dropped'; reason: string }): Promise<boolean> {
      return insertOnce(mails, {
        ...mail,
        status: settled?.status ?? 'pending',
        attempts: 0,
        nextAttemptAt: mail.createdAt,
        ...(settled ? { finishedAt: mail.createdAt, lastError: settled.reason } : {}),
      } satisfies MailDoc);
    },

    exists(id: string): Promise<boolean> {
      return mails.exists({ _id: id }).then(Boolean);
    },

    find(id: string): Promise<MailDoc | null> {
      return mails.findById(id).lean<MailDoc>();
    },

    /** Pending mails due at `now`, the longest waiting first. */
    due(now: Date, limit: number): Promise<MailDoc[]> {
      return mails
        .find({ status: 'pending', nextAttemptAt: trusted({ $lte: now }) })
        .sort({ nextAttemptAt: 1, _id: 1 })
        .limit(limit)
        .lean<MailDoc[]>();
    },

    /** The test-and-set: true for the one caller whose insert of (mail, attempt) created the claim. */
    claim(mailId: string, attempt: number, now: Date, leaseUntil: Date, owner: string): Promise<boolean> {
      return insertOnce(claims, {
        _id: claimId(mailId, attempt),
        mailId,
        attempt,
        claimedAt: now,
        leaseUntil,
        owner,
      });
    },

    findClaim(mailId: string, attempt: number): Promise<MailClaimDoc | null> {
      return claims.findById(claimId(mailId, attempt)).lean<MailClaimDoc>();
    },

    /** The claim's holder: not due again before the lease ends (a crash leaves it for another sender then). */
    async hold(mailId: string, attempt: number, leaseUntil: Date): Promise<void> {
      await mails.updateOne({ _id: mailId }, { $set: { attempts: attempt, nextAttemptAt: leaseUntil } });
    },

    /**
     * A claim whose sender died before it even marked the mail: count that attempt so the next sender
     * claims the one after. Every caller writes the same values, so racing callers agree.
     */
    async skipAbandoned(mailId: string, attempt: number, now: Date): Promise<void> {
      await mails.updateOne(
        { _id: mailId, status: 'pending', attempts: attempt - 1 },
        { $set: { attempts: attempt, nextAttemptAt: now, lastError: `attempt ${attempt} abandoned` } },
      );
    },

    async markSent(mailId: string, now: Date): Promise<void> {
      await mails.updateOne({ _id: mailId }, { $set: { status: 'sent', sentAt: now, finishedAt: now } });
    },

    async retryAt(mailId: string, at: Date, error: string): Promise<void> {
      await mails.updateOne({ _id: mailId }, { $set: { nextAttemptAt: at, lastError: error } });
    },

    async finish(mailId: string, status: 'failed' | 'dropped', now: Date, reason: string): Promise<void> {
      await mails.updateOne({ _id: mailId }, { $set: { status, finishedAt: now, lastError: reason } });
    },

    /** What the operator looks at: mails that were given up, newest first. */
    failed(limit = 100): Promise<MailDoc[]> {
      return mails.find({ status: 'failed' }).sort({ finishedAt: -1 }).limit(limit).lean<MailDoc[]>();
    },
  };
}

export type MailStore = ReturnType<typeof createMailStore>;
