import type {
  RequestUniversityOtpRequest,
  RequestUniversityOtpResponse,
  UpdateMeRequest,
  User,
  VerifyUniversityOtpRequest,
  VerifyUniversityOtpResponse,
} from '@campusloop/contracts';
import { userLoaded } from '../session/auth-slice';
import { baseApi } from './base-api';
import { identityApi } from './identity-api';

/** Profile and university e-mail calls of spec §7 (identity service). */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /users/me: the answer is the signed-in user from now on (navbar, guards, cached getMe). */
    updateMe: build.mutation<User, UpdateMeRequest>({
      query: (body) => ({ url: '/users/me', method: 'PATCH', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(userLoaded(data));
        dispatch(identityApi.util.upsertQueryData('getMe', undefined, data));
      },
    }),
    requestUniversityOtp: build.mutation<RequestUniversityOtpResponse, RequestUniversityOtpRequest>({
      query: (body) => ({ url: '/users/me/university-email/request-otp', method: 'POST', body }),
    }),
    /** Answers fresh tokens (new claims) and the user; use the verifyUniversityEmail thunk to apply them. */
    verifyUniversityOtp: build.mutation<VerifyUniversityOtpResponse, VerifyUniversityOtpRequest>({
      query: (body) => ({ url: '/users/me/university-email/verify-otp', method: 'POST', body, credentials: 'include' }),
    }),
  }),
});

export const { useUpdateMeMutation, useRequestUniversityOtpMutation, useVerifyUniversityOtpMutation } = profileApi;
