import { randomBytes } from 'node:crypto';
import { completePreferences } from '@campusloop/contracts';
import {
  backoffDelay,
  isPermanentMailFailure,
  type BackoffOptions,
  type Logger,
  type Mailer,
} from '@campusloop/service-kit';
import type { MailDoc } from '../data/mail-model';
import type { MailStore } from '../data/mail-store';
import type { NotificationsStore } from '../data/notifications-store';
import type { ReadMailAddress } from './mail-addresses';
import { digestMail } from './digest-mail';
import { notificationMail, type MailSite } from './notification-mail';
import { signUnsubscribeToken } from './unsubscribe-token';
import { isEmailDeliveryEnabled } from './email-preference';

export interface MailSenderOptions {
  mails: MailStore;
  store: NotificationsStore;
  mailer: Mailer;
  mailAddress: ReadMailAddress;
  site: MailSite;
  unsubscribeSecret: string;
  logger: Logger;
  now: () => Date;
  /** How long a claim holds before another sender may take the mail over (default 5 min; SMTP times out at 10-20 s). */
  leaseMs?: number;
  /** Temporary failures after which a mail is given up (`failed`). Default 12 (≈ 9 h with the default backoff). */
  maxAttempts?: number;
  /** Between temporary failures (default 10 s doubling to 30 min, with jitter). */
  backoff?: BackoffOptions;
  batchSize?: number;
}

export interface SendSummary {
  sent: number;
  retrying: number;
  failed: number;
  dropped: number;
  /** Due mails another sender holds. */
  busy: number;
}

export interface MailSender {
  /** Sends every mail due now once (tests call it directly; the timer calls it every interval). */
  sendDue(): Promise<SendSummary>;
  start(intervalMs: number): void;
  /** A mail was queued: send soon rather than at the next tick. */
  kick(): void;
  stop(): Promise<void>;
}

/**
 * The mail outbox's sender. Several may run (instances, a restarted process): each attempt at a mail
 * is claimed first by inserting `(mail, attempt)` under a unique id, so exactly one sender sends it.
 * - SMTP (or identity) unreachable, a 4xx: retried with backoff until `maxAttempts`, then `failed`;
 * - a 5xx refusal (no such mailbox): `failed` at once, logged as an error (README: how to list them);
 * - the sender dies after claiming: once the lease ends the attempt counts as failed and the next
 *   sender claims the next attempt, so the mail is still sent once. A death after the SMTP server
 *   accepted the mail but before it was marked sent re-sends it: the same Message-ID lets the
 *   receiving side recognise the copy (SMTP has no idempotent submit).
 */
export function createMailSender(options: MailSenderOptions): MailSender {
  const { mails, mailer, logger } = options;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const maxAttempts = options.maxAttempts ?? 12;
  const backoff = options.backoff ?? { baseMs: 10_000, maxMs: 30 * 60_000 };
  const batchSize = options.batchSize ?? 50;
  const owner = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const log = logger.child({ component: 'mail-sender' });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;

  async function sendOne(mail: MailDoc, summary: SendSummary): Promise<void> {
    const now = options.now();
    const attempt = mail.attempts + 1;
    const leaseUntil = new Date(now.getTime() + leaseMs);
    if (!(await mails.claim(mail._id, attempt, now, leaseUntil, owner))) {
      const claim = await mails.findClaim(mail._id, attempt);
      if (claim && claim.leaseUntil.getTime() <= now.getTime()) {
        log.warn(
          { mailId: mail._id, attempt, owner: claim.owner },
          'a mail claim was abandoned; the next attempt takes over',
        );
        await mails.skipAbandoned(mail._id, attempt, now);
      }
      summary.busy += 1;
      return;
    }
    await mails.hold(mail._id, attempt, leaseUntil);
    const current = await mails.find(mail._id);
    if (!current || current.status !== 'pending') return;

    const finish = async (status: 'failed' | 'dropped', reason: string) => {
      await mails.finish(mail._id, status, options.now(), reason);
      summary[status] += 1;
    };
    const preferences = completePreferences(await options.store.storedPreferences(mail.userId));
    if (!isEmailDeliveryEnabled(preferences))
      return finish('dropped', 'e-mail delivery turned off before sending');

    try {
      const to = await options.mailAddress(mail.userId);
      if (!to) return await finish('dropped', 'identity knows no such user');
      const unsubscribeToken = signUnsubscribeToken(options.unsubscribeSecret, mail.userId, options.now());
      if (current.digest) {
        await mailer.send(
          digestMail(options.site, { id: mail._id, to, digest: current.digest, unsubscribeToken }),
        );
      } else if (current.notification) {
        await mailer.send(
          notificationMail(options.site, {
            id: mail._id,
            userId: mail.userId,
            to,
            notification: current.notification,
            unsubscribeToken,
          }),
        );
      } else {
        return await finish('dropped', 'nothing to send');
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (isPermanentMailFailure(error)) {
        log.error(
          { mailId: mail._id, userId: mail.userId, attempt, reason },
          'notification mail refused for good (failed)',
        );
        return finish('failed', reason);
      }
      if (attempt >= maxAttempts) {
        log.error(
          { mailId: mail._id, userId: mail.userId, attempt, reason },
          'notification mail gave up after its last attempt (failed)',
        );
        return finish('failed', reason);
      }
      log.warn({ mailId: mail._id, attempt, reason }, 'notification mail not sent; will retry');
      await mails.retryAt(
        mail._id,
        new Date(options.now().getTime() + backoffDelay(attempt, backoff)),
        reason,
      );
      summary.retrying += 1;
      return;
    }
    await mails.markSent(mail._id, options.now());
    summary.sent += 1;
  }

  async function sendDue(): Promise<SendSummary> {
    const summary: SendSummary = { sent: 0, retrying: 0, failed: 0, dropped: 0, busy: 0 };
    for (const mail of await mails.due(options.now(), batchSize)) await sendOne(mail, summary);
    return summary;
  }

  const kick = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = sendDue()
      .catch((error: unknown) => log.error({ err: error }, 'mail sending round failed'))
      .finally(() => {
        running = undefined;
        if (again && timer) {
          again = false;
          kick();
        }
      });
  };

  return {
    sendDue,
    start(intervalMs) {
      if (timer) return;
      timer = setInterval(kick, intervalMs);
      timer.unref();
      kick();
    },
    kick() {
      if (timer) kick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      again = false;
      await running;
    },
  };
}
