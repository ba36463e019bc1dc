import {
  EVENTS_EVENT_TYPES,
  formatIst,
  toIstIso,
  type EventReminderKind,
  type EventReminderPayload,
} from '@campusloop/contracts';
import type { EventsContext } from './events-context';

const HOUR_MS = 60 * 60 * 1000;
export const REMINDER_LEAD_MS: Record<EventReminderKind, number> = { '24h': 24 * HOUR_MS, '1h': HOUR_MS };

class AlreadySent extends Error {}

/**
 * One reminder sweep at `ctx.now()`: every attendee of an event starting within 24 hours gets the
 * `24h` reminder, within 1 hour the `1h` one (an event already inside the hour skips `24h`). Each
 * (event, attendee, kind) is sent at most once, also across restarts and parallel sweepers: the
 * reminder mark is a unique insert made together with its outbox event (held, then released).
 * Answers how many reminders it recorded.
 */
export async function sendDueReminders(ctx: EventsContext): Promise<number> {
  const now = ctx.now();
  const events = await ctx.store.findEventsStartingBetween(
    now,
    new Date(now.getTime() + REMINDER_LEAD_MS['24h']),
  );
  let sent = 0;
  for (const event of events) {
    const kind: EventReminderKind =
      event.startsAt.getTime() - now.getTime() <= REMINDER_LEAD_MS['1h'] ? '1h' : '24h';
    for (const userId of await ctx.store.attendeeIds(event._id)) {
      if (await ctx.store.reminderSent(event._id, userId, kind)) continue;
      const payload: EventReminderPayload = {
        category: 'EVENT',
        eventId: event._id,
        universityId: event.universityId,
        eventTitle: event.title,
        userId,
        kind,
        startsAt: toIstIso(event.startsAt),
        startsAtFormatted: formatIst(event.startsAt),
        location: event.location,
      };
      try {
        await ctx.outbox.record(async () => {
          if (!(await ctx.store.markReminderSent({ eventId: event._id, userId, kind, sentAt: now }))) {
            throw new AlreadySent();
          }
        }, [{ type: EVENTS_EVENT_TYPES.reminder, payload }]);
        sent += 1;
      } catch (error) {
        if (!(error instanceof AlreadySent)) throw error;
      }
    }
  }
  return sent;
}

/** Runs the sweep every `intervalMs` (main.ts); a failing round is logged and the next one tries again. */
export function startReminderSweeper(ctx: EventsContext, intervalMs: number): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = sendDueReminders(ctx).catch((error: unknown) =>
      ctx.logger.error({ err: error }, 'reminder sweep failed'),
    );
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
