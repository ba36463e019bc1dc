import { retry } from '@reduxjs/toolkit/query/react';
import { isRetryableStatus } from '../errors/api-error';
import { normalizeApiError } from '../errors/normalize-api-error';
import { baseQueryWithReauth } from './base-query-with-reauth';

/** Spec §7: writes that retry (post update and delete) try up to 3 more times, 1000 ms × attempt apart. */
export const WRITE_RETRIES = 3;
export const WRITE_RETRY_DELAY_MS = 1000;

/**
 * The session's base query, retried on server or network errors only (never on a 4xx, which
 * another attempt would not change). Use it in a `queryFn` of the endpoints the spec retries.
 */
export const retryingQuery = retry(baseQueryWithReauth, {
  backoff: (attempt) => new Promise((resolve) => setTimeout(resolve, WRITE_RETRY_DELAY_MS * attempt)),
  retryCondition: (error, _args, { attempt }) =>
    attempt <= WRITE_RETRIES && isRetryableStatus(normalizeApiError(error).status),
});
