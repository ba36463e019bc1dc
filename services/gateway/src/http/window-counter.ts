import { systemClock, type Clock } from '@campusloop/service-kit';
/** One count: the hits of a key in its current window and when that window ends (ms since epoch). */
export interface WindowCount {
  totalHits: number;
  resetAt: number;
}

/**
 * In-process fixed-window counts (`RATE_LIMIT_STORE=memory`), the semantics of express-rate-limit's
 * `MemoryStore` (a key's window starts at its first hit and lasts `windowMs`) without its promise:
 * the API fast path counts synchronously, so a request whose caller is known goes to the route table
 * in the same tick (measured with `npm run bench:gateway`, issue 30). Ended windows are swept once a
 * window.
 */
export class WindowCounter {
  private readonly counts = new Map<string, { hits: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly windowMs: number,
    private readonly clock: Clock = systemClock,
  ) {
    this.sweeper = setInterval(() => this.sweep(), windowMs);
    this.sweeper.unref();
  }

  increment(key: string): WindowCount {
    const now = this.clock().getTime();
    let count = this.counts.get(key);
    if (!count || count.resetAt <= now) {
      count = { hits: 0, resetAt: now + this.windowMs };
      this.counts.set(key, count);
    }
    count.hits += 1;
    return { totalHits: count.hits, resetAt: count.resetAt };
  }

  private sweep(): void {
    const now = this.clock().getTime();
    for (const [key, count] of this.counts) if (count.resetAt <= now) this.counts.delete(key);
  }
}
