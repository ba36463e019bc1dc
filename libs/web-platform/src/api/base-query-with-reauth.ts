import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
// The start-up prefetches live in the page's one copy of the start-up half (a Module Federation singleton).
import { fetchAdoptingPrefetch } from '@campusloop/web-platform/core';
import { tokenStorage } from '../session/token-storage';
import { API_BASE_URL } from './api-base-url';
import { pendingRefresh, refreshSession } from './refresh-session';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  // A GET the page sent at start-up (prefetchApi) answers its first identical request.
  fetchFn: (input) => fetchAdoptingPrefetch(input instanceof Request ? input : new Request(input)),
  prepareHeaders: (headers) => {
    const token = tokenStorage.getAccessToken();
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * fetchBaseQuery with the bearer access token, plus spec §4: a 401 triggers ONE refresh (shared by all
 * requests that hit it meanwhile) and the request is retried once with the new token. Requests issued
 * while a refresh runs wait for it. Anonymous requests (no token sent) are never refreshed.
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const running = pendingRefresh();
  if (running) await running;

  const tokenSent = tokenStorage.getAccessToken();
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || !tokenSent) return result;

  // Someone refreshed while this request was out: just retry with the newer token.
  const refreshed = tokenStorage.getAccessToken() !== tokenSent || (await refreshSession(api));
  if (!refreshed) return result;
  return rawBaseQuery(args, api, extraOptions);
};
