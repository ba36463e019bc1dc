import {
  IDENTITY_PATHS,
  type LoginResponse,
  type RequestOtpRequest,
  type RequestOtpResponse,
  type User,
  type VerifyOtpRequest,
} from '@campusloop/contracts';
import { baseApi } from './base-api';

/** Auth and current-user calls of spec §7 the shell needs from the start. */
export const identityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestOtp: build.mutation<RequestOtpResponse, RequestOtpRequest>({
      // The device cookie (identity: a browser that signed in to this address before) goes along, as it does to verify-otp.
      query: (body) => ({ url: IDENTITY_PATHS.requestOtp, method: 'POST', body, credentials: 'include' }),
    }),
    verifyOtp: build.mutation<LoginResponse, VerifyOtpRequest>({
      query: (body) => ({ url: IDENTITY_PATHS.verifyOtp, method: 'POST', body, credentials: 'include' }),
    }),
    getMe: build.query<User, void>({
      query: () => IDENTITY_PATHS.me,
      providesTags: ['Me'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: IDENTITY_PATHS.logout, method: 'POST', credentials: 'include' }),
    }),
  }),
});

export const { useRequestOtpMutation, useVerifyOtpMutation, useGetMeQuery, useLogoutMutation } = identityApi;
