import { IDENTITY_PATHS } from '@campusloop/contracts';
import { fetchBaseQuery, type BaseQueryApi } from '@reduxjs/toolkit/query';
import { signedOut } from '../session/auth-slice';
import { tokenStorage } from '../session/token-storage';
import { platformExtra } from '../store/platform-extra';
import { API_BASE_URL } from './api-base-url';

// Its own fetchBaseQuery: the refresh call must not carry the (expired) access token.
const refreshQuery = fetchBaseQuery({ baseUrl: API_BASE_URL, credentials: 'include' });

let refreshInFlight: Promise<boolean> | null = null;

/** The refresh currently running, if any: requests wait for it instead of going out with a stale token. */
export function pendingRefresh(): Promise<boolean> | null {
  return refreshInFlight;
}

async function refresh(api: BaseQueryApi, signOutOnFailure: boolean): Promise<boolean> {
  const storedRefreshToken = tokenStorage.getRefreshToken();
  const result = await refreshQuery(
    {
      url: IDENTITY_PATHS.refreshToken,
      method: 'POST',
      // The HttpOnly cookie is the normal carrier; a stored token is sent in the bearer form too.
      headers: storedRefreshToken ? { authorization: `Bearer ${storedRefreshToken}` } : {},
    },
    api,
    {},
  );
  const tokens = result.data as { accessToken?: unknown; refreshToken?: unknown } | undefined;
  if (typeof tokens?.accessToken === 'string' && tokens.accessToken) {
    tokenStorage.setAccessToken(tokens.accessToken);
    if (storedRefreshToken && typeof tokens.refreshToken === 'string')
      tokenStorage.setRefreshToken(tokens.refreshToken);
    return true;
  }
  // A refresh for fresher claims ends nothing: the caller's access token still works, and when it
  // expires the usual 401 → refresh → sign-out path takes over.
  if (!signOutOnFailure) return false;
  tokenStorage.clear();
  api.dispatch(signedOut());
  platformExtra(api.extra).onSessionExpired();
  return false;
}

/**
 * Spec §4 token refresh: one refresh at a time. Concurrent callers share the running refresh and
 * learn whether it worked; on failure the tokens are cleared and the user is sent to /login once.
 * With `signOutOnFailure: false` (a refresh for fresher claims while the token is still valid) a
 * failure keeps the current token and the session.
 */
export function refreshSession(
  api: BaseQueryApi,
  { signOutOnFailure = true }: { signOutOnFailure?: boolean } = {},
): Promise<boolean> {
  refreshInFlight ??= refresh(api, signOutOnFailure).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}
