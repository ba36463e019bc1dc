import type { LoginResponse, RequestOtpRequest, RequestOtpResponse, User, VerifyOtpRequest } from '@campusloop/contracts';
import { baseApi } from './base-api';

/** Auth and current-user calls of spec §7 the shell needs from the start. */
export const identityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestOtp: build.mutation<RequestOtpResponse, RequestOtpRequest>({
      query: (body) => ({ url: '/auth/request-otp', method: 'POST', body }),
    }),
    verifyOtp: build.mutation<LoginResponse, VerifyOtpRequest>({
      query: (body) => ({ url: '/auth/verify-otp', method: 'POST', body, credentials: 'include' }),
    }),
    getMe: build.query<User, void>({
      query: () => '/users/me',
      providesTags: ['Me'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST', credentials: 'include' }),
    }),
  }),
});

export const { useRequestOtpMutation, useVerifyOtpMutation, useGetMeQuery, useLogoutMutation } = identityApi;
