import { createAsyncThunk } from '@reduxjs/toolkit';
import type { User, VerifyUniversityOtpRequest, VerifyUniversityOtpResponse } from '@campusloop/contracts';
import { profileApi } from '../api/profile-api';
import type { AppDispatch } from '../store/create-app-store';
import type { RootState } from '../store/root-reducer';
import { userLoaded } from './auth-slice';
import { fetchCurrentUser } from './session-thunks';
import { tokenStorage } from './token-storage';

const createAppThunk = createAsyncThunk.withTypes<{ state: RootState; dispatch: AppDispatch }>();

/**
 * Spec §4 university e-mail verification: verify the code, keep the fresh tokens it answers (their
 * claims carry universityVerified at once; the old session is superseded), then re-fetch the user.
 * Rejects with the failed call's error (use normalizeApiError); resolves with the user.
 */
export const verifyUniversityEmail = createAppThunk(
  'auth/verifyUniversityEmail',
  async (request: VerifyUniversityOtpRequest, { dispatch, rejectWithValue }) => {
    let tokens: VerifyUniversityOtpResponse;
    try {
      tokens = await dispatch(profileApi.endpoints.verifyUniversityOtp.initiate(request)).unwrap();
    } catch (error) {
      return rejectWithValue(error);
    }
    tokenStorage.setAccessToken(tokens.accessToken);
    // The refresh token normally lives in the HttpOnly cookie the answer set; keep a stored one rotated.
    if (tokenStorage.getRefreshToken()) tokenStorage.setRefreshToken(tokens.refreshToken);
    try {
      return await fetchCurrentUser(dispatch);
    } catch {
      // Verified on the server: the user it answered is current until the next fetch.
      dispatch(userLoaded(tokens.user));
      return tokens.user as User;
    }
  },
);
