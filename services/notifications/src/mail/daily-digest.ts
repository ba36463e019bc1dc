import { DEFAULT_DIGEST_TIME_ZONE } from '@campusloop/contracts';
import type { Logger } from '@campusloop/service-kit';
import type { MailNotificationSnapshot } from '../data/mail-model';
import type { MailStore } from '../data/mail-store';
import type { NotificationsStore } from '../data/notifications-store';
import type { MailSender } from './mail-sender';
import { isDailyDigestEnabled } from './email-preference';

/** Notifications a digest lists (the newest); the total says how many more there are. */
export const DIGEST_ITEMS_MAX = 10;

export interface DigestOptions {
  store: NotificationsStore;
  mails: MailStore;
  sender: MailSender;
  logger: Logger;
  now: () => Date;
  /** IANA zone the 08:00 is in for users who chose none (DIGEST_TIME_ZONE, default Asia/Kolkata). */
  timeZone?: string;
  /** Local hour from which the day's digest is made (default 8). */
  hour?: number;
}

export interface DigestRound {
  queued: number;
  /** Made by another instance (or an earlier run) already. */
  existing: number;
  /** Nothing unread: the day is marked done, no mail. */
  empty: number;
}

export interface DigestScheduler {
  /** Makes the digests due now (tests call it with the test clock). */
  runOnce(): Promise<DigestRound>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

/** The local day (YYYY-MM-DD) and hour of `at` in `timeZone`. */
export function localDayAndHour(at: Date, timeZone: string): { day: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts['year']}-${parts['month']}-${parts['day']}`, hour: Number(parts['hour']) };
}

/**
 * The daily digest (issue 29, beyond the spec): from 08:00 in each user's time zone (their chosen
 * one, else the installation's), every user with e-mail and the
 * digest on gets one mail summarising their unread notifications (their per-notification mails are
 * not queued meanwhile). The day's digest is a mail-outbox row with id `digest:<user>:<day>`, inserted
 * once (the unique id is the test-and-set): with two instances, or after a restart, the later attempt
 * finds it and makes nothing; the outbox then sends it once. A day with nothing unread is recorded as
 * a `dropped` row, so it is not looked at again.
 */
export function createDigestScheduler(options: DigestOptions): DigestScheduler {
  const timeZone = options.timeZone ?? DEFAULT_DIGEST_TIME_ZONE;
  const hour = options.hour ?? 8;
  const log = options.logger.child({ component: 'daily-digest' });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function runOnce(): Promise<DigestRound> {
    const round: DigestRound = { queued: 0, existing: 0, empty: 0 };
    const now = options.now();
    for (const candidate of await options.store.digestCandidates()) {
      if (!isDailyDigestEnabled(candidate.items)) continue;
      // The user's own zone (Settings sends the browser's), else the installation's.
      const local = localDayAndHour(now, candidate.timeZone ?? timeZone);
      if (local.hour < hour) continue;
      const id = `digest:${candidate.userId}:${local.day}`;
      if (await options.mails.exists(id)) {
        round.existing += 1;
        continue;
      }
      const { items, total } = await options.store.page(candidate.userId, true, 0, DIGEST_ITEMS_MAX);
      const snapshot: MailNotificationSnapshot[] = items.map((item) => ({
        id: item._id,
        type: item.type,
        actorName: item.actorName,
        title: item.title,
        message: item.message,
        targetUrl: item.targetUrl,
        createdAt: item.createdAt,
      }));
      const mail = {
        _id: id,
        userId: candidate.userId,
        kind: 'digest' as const,
        digest: { day: local.day, total, items: snapshot },
        createdAt: now,
      };
      const inserted =
        total > 0
          ? await options.mails.enqueue(mail)
          : await options.mails.enqueue(mail, { status: 'dropped', reason: 'nothing unread' });
      if (!inserted) round.existing += 1;
      else if (total > 0) round.queued += 1;
      else round.empty += 1;
    }
    if (round.queued > 0) {
      log.info({ queued: round.queued }, 'daily digests queued');
      options.sender.kick();
    }
    return round;
  }

  return {
    runOnce,
    start(intervalMs = 60_000) {
      if (timer) return;
      const tick = () => {
        if (running) return;
        running = runOnce()
          .catch((error: unknown) => log.error({ err: error }, 'daily digest round failed'))
          .finally(() => {
            running = undefined;
          });
      };
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
