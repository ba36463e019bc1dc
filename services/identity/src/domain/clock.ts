/** The current time; injected so expiry and rate-limit tests move time instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
