/** What the store hands to thunks and base queries (the thunk extra argument). */
export type PlatformExtra = {
  /** Called once when the session cannot be refreshed: the shell navigates to /login. */
  onSessionExpired: () => void;
};

export const defaultPlatformExtra: PlatformExtra = {
  onSessionExpired: () => window.location.assign('/login'),
};

export function platformExtra(extra: unknown): PlatformExtra {
  return (extra as PlatformExtra | undefined)?.onSessionExpired ? (extra as PlatformExtra) : defaultPlatformExtra;
}
