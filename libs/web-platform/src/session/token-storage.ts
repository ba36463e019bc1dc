/**
 * Where the session's tokens live (spec §9: the access token in local storage under 'accessToken').
 * The refresh token normally travels only as identity's HttpOnly cookie; a 'refreshToken' entry is
 * honoured when present (older sessions) and kept rotated.
 */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): the session lasts as long as the page
  }
}

export const tokenStorage = {
  getAccessToken(): string | null {
    return storage()?.getItem(ACCESS_TOKEN_KEY) ?? null;
  },
  setAccessToken(token: string): void {
    storage()?.setItem(ACCESS_TOKEN_KEY, token);
  },
  getRefreshToken(): string | null {
    return storage()?.getItem(REFRESH_TOKEN_KEY) ?? null;
  },
  setRefreshToken(token: string): void {
    storage()?.setItem(REFRESH_TOKEN_KEY, token);
  },
  clear(): void {
    storage()?.removeItem(ACCESS_TOKEN_KEY);
    storage()?.removeItem(REFRESH_TOKEN_KEY);
  },
};
