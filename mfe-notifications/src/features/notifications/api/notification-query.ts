import { retry } from '@reduxjs/toolkit/query/react';
import { NOTIFICATION_RETRY_POLICY } from '@campusloop/contracts';
import {
  baseQueryWithReauth,
  isRetryableStatus,
  normalizeApiError,
  NOTIFICATION_STATUS_MESSAGES,
} from '@campusloop/web-platform';

/** Spec §7: attempt n (1-based) waits base × 2^(n-1), at most 10 s, ± 10 % jitter. */
export function notificationRetryDelayMs(attempt: number, random: () => number = Math.random): number {
  const { baseDelayMs, multiplier, maxDelayMs, jitter } = NOTIFICATION_RETRY_POLICY;
  const delay = Math.min(maxDelayMs, baseDelayMs * multiplier ** (attempt - 1));
  return Math.round(delay * (1 + (random() * 2 - 1) * jitter));
}

/**
 * The session's base query with the notification calls' retry policy (spec §7): 3 retries on 408,
 * 429, 5xx and no response; never on another 4xx.
 */
export const notificationQuery = retry(baseQueryWithReauth, {
  backoff: (attempt) => new Promise((resolve) => setTimeout(resolve, notificationRetryDelayMs(attempt))),
  retryCondition: (error, _args, { attempt }) =>
    attempt <= NOTIFICATION_RETRY_POLICY.retries &&
    isRetryableStatus(normalizeApiError(error, { messages: NOTIFICATION_STATUS_MESSAGES }).status),
});
