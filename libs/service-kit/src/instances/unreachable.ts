/** Socket errors that mean the service is not there (down, restarting, not listening): nothing was answered. */
export const UNREACHABLE_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'ETIMEDOUT',
  // undici (the pools of instance-set.ts): no connection in time, or the connection closed/reset
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

/**
 * The service could not be reached (refused, reset, no connection in time): nothing was answered. Looks
 * through `fetch`'s `TypeError('fetch failed')` at its cause.
 */
export function isUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as NodeJS.ErrnoException).code;
    if (code !== undefined && UNREACHABLE_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
