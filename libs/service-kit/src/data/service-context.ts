import type { Logger } from '../logging/logger';

/** What time it is for a use-case; tests pass a fixed or stepping clock. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * The part of every service's use-case context that is the same everywhere: its logger and its
 * clock. A service's context extends it with its store and ports (e.g. `FeedContext`).
 */
export interface ServiceContext {
  logger: Logger;
  now: Clock;
}
