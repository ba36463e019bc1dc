import { createAsyncThunk } from '@reduxjs/toolkit';
import type { Audience, VerifyOtpRequest } from '@campusloop/contracts';
import { baseApi } from '../api/base-api';
import { identityApi } from '../api/identity-api';
import type { AppDispatch } from '../store/create-app-store';
import type { RootState } from '../store/root-reducer';
import { signedOut, userLoaded } from './auth-slice';
import { isPageLeaving } from './page-leaving';
import { tokenStorage } from './token-storage';

const createAppThunk = createAsyncThunk.withTypes<{ state: RootState; dispatch: AppDispatch }>();

/** GET /users/me, bypassing the cache, and make the answer the signed-in user. */
export async function fetchCurrentUser(dispatch: AppDispatch) {
  const user = await dispatch(identityApi.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false })).unwrap();
  dispatch(userLoaded(user));
  return user;
}

/**
 * Spec §4: at start, if an access token exists the current user is fetched; on failure tokens are cleared.
 * A fetch the browser cancelled because the page is being left (the user opened another address while
 * the app was starting) is not a failure of the session: the tokens stay for the next page.
 */
export const restoreSession = createAppThunk('auth/restoreSession', async (_: void, { dispatch }) => {
  if (!tokenStorage.getAccessToken()) {
    dispatch(signedOut());
    return;
  }
  try {
    await fetchCurrentUser(dispatch);
  } catch {
    if (isPageLeaving()) return;
    tokenStorage.clear();
    dispatch(signedOut());
  }
});

export type SignInResult = { profileComplete: boolean; audience: Audience | null };

/**
 * Login completes after OTP verify: tokens stored, user fetched. Rejects with the failed call's
 * error (use normalizeApiError); resolves with what the app needs to route.
 */
export const signInWithOtp = createAppThunk(
  'auth/signInWithOtp',
  async (credentials: VerifyOtpRequest, { dispatch, rejectWithValue }) => {
    try {
      const login = await dispatch(identityApi.endpoints.verifyOtp.initiate(credentials)).unwrap();
      tokenStorage.setAccessToken(login.accessToken);
      await fetchCurrentUser(dispatch);
      return { profileComplete: login.profileComplete, audience: login.audience } satisfies SignInResult;
    } catch (error) {
      tokenStorage.clear();
      return rejectWithValue(error);
    }
  },
);

/** Logout clears tokens even if the call fails (spec §4). */
export const signOut = createAppThunk('auth/signOut', async (_: void, { dispatch }) => {
  try {
    await dispatch(identityApi.endpoints.logout.initiate()).unwrap();
  } catch {
    // the session ends locally either way
  }
  tokenStorage.clear();
  dispatch(signedOut());
  dispatch(baseApi.util.resetApiState());
});
