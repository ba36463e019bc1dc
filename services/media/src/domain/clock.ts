/** Where use-cases read the time, so tests can move it (URL expiry, the 24 h sweep). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
