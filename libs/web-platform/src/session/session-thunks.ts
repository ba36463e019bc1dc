import { createAsyncThunk } from '@reduxjs/toolkit';
import type { Audience, VerifyOtpRequest } from '@campusloop/contracts';
import { identityApi } from '../api/identity-api';
import type { AppDispatch } from '../store/create-app-store';
import type { RootState } from '../store/root-reducer';
import { userLoaded } from './auth-slice';
import { tokenStorage } from './token-storage';

const createAppThunk = createAsyncThunk.withTypes<{ state: RootState; dispatch: AppDispatch }>();

/** GET /users/me, bypassing the cache, and make the answer the signed-in user. */
export async function fetchCurrentUser(dispatch: AppDispatch) {
  const user = await dispatch(identityApi.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false })).unwrap();
  dispatch(userLoaded(user));
  return user;
}

// restoreSession and signOut start without the API (session-start.ts); re-exported for the barrel's callers.
export { restoreSession, signOut } from './session-start';

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
