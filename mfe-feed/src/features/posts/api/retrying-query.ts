import { retry } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth, isRetryableStatus, normalizeApiError } from '@campusloop/web-platform';

/** Spec §7: post update and delete retry up to 3 times, 1000 ms × attempt apart, on server or network errors. */
export const POST_WRITE_RETRIES = 3;
export const POST_WRITE_RETRY_DELAY_MS = 1000;

export const retryingQuery = retry(baseQueryWithReauth, {
  backoff: (attempt) => new Promise((resolve) => setTimeout(resolve, POST_WRITE_RETRY_DELAY_MS * attempt)),
  retryCondition: (error, _args, { attempt }) =>
    attempt <= POST_WRITE_RETRIES && isRetryableStatus(normalizeApiError(error).status),
});
