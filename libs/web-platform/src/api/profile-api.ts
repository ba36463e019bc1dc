import {
  IDENTITY_PATHS,
  type RequestUniversityOtpRequest,
  type RequestUniversityOtpResponse,
  type UpdateMeRequest,
  type User,
  type VerifyUniversityOtpRequest,
  type VerifyUniversityOtpResponse,
} from '@campusloop/contracts';
import { userLoaded } from '../session/auth-slice';
import { claimsLagBehind } from '../session/claims-lag';
import { tokenStorage } from '../session/token-storage';
import { baseApi } from './base-api';
import { identityApi } from './identity-api';
import { refreshSession } from './refresh-session';

/** Profile and university e-mail calls of spec §7 (identity service). */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * PATCH /users/me: the answer is the signed-in user from now on (navbar, guards, cached getMe).
     * When the save changed what the access token says (name, avatar, audience, university,
     * profileComplete), the session is refreshed once before the mutation resolves, so the next call
     * carries matching claims (calls started meanwhile wait for the refresh).
     */
    updateMe: build.mutation<User, UpdateMeRequest>({
      async queryFn(body, api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: IDENTITY_PATHS.me, method: 'PATCH', body });
        if (result.error) return { error: result.error };
        const user = result.data as User;
        if (claimsLagBehind(tokenStorage.getAccessToken(), user)) await refreshSession(api, { signOutOnFailure: false });
        return { data: user };
      },
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(userLoaded(data));
        dispatch(identityApi.util.upsertQueryData('getMe', undefined, data));
      },
    }),
    requestUniversityOtp: build.mutation<RequestUniversityOtpResponse, RequestUniversityOtpRequest>({
      query: (body) => ({ url: IDENTITY_PATHS.requestUniversityOtp, method: 'POST', body }),
    }),
    /** Answers fresh tokens (new claims) and the user; use the verifyUniversityEmail thunk to apply them. */
    verifyUniversityOtp: build.mutation<VerifyUniversityOtpResponse, VerifyUniversityOtpRequest>({
      query: (body) => ({ url: IDENTITY_PATHS.verifyUniversityOtp, method: 'POST', body, credentials: 'include' }),
    }),
  }),
});

export const { useUpdateMeMutation, useRequestUniversityOtpMutation, useVerifyUniversityOtpMutation } = profileApi;
