export interface BackoffOptions {
  /** Delay after the first failure. Default 1 s. */
  baseMs?: number;
  /**
   * Upper bound of any delay. Default 1 min: once a consumer is back (a restart, a deploy, an outage),
   * every event waiting for it is retried within a minute (the fault test in tools/reliability stops
   * notifications for a minute and waits for each event).
   */
  maxMs?: number;
}

/**
 * Exponential backoff with "equal jitter": after the n-th failed attempt wait between half and all
 * of min(max, base * 2^(n-1)), so retries of many events do not arrive in lockstep.
 */
export function backoffDelay(attempts: number, { baseMs = 1_000, maxMs = 60_000 }: BackoffOptions = {}): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}
