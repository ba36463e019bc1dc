import {
  REFERRALS_PATHS,
  type ApplyReferralCodeRequest,
  type ApplyReferralCodeResponse,
  type ReferralCodeResponse,
  type ReferralEligibility,
  type ReferralStats,
} from '@campusloop/contracts';
import { baseApi } from '@campusloop/web-platform';

/** referrals's endpoints on the one RTK Query API; paths come from its route contract's paths (libs/contracts). */
export const referralsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['ReferralEligibility', 'ReferralStats'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getReferralEligibility: build.query<ReferralEligibility, void>({
        query: () => ({ url: REFERRALS_PATHS.eligibility }),
        providesTags: ['ReferralEligibility'],
      }),
      getReferralStats: build.query<ReferralStats, void>({
        query: () => ({ url: REFERRALS_PATHS.stats }),
        providesTags: ['ReferralStats'],
      }),
      generateReferralCode: build.mutation<ReferralCodeResponse, void>({
        query: () => ({ url: REFERRALS_PATHS.myCode, method: 'POST' }),
        invalidatesTags: ['ReferralEligibility'],
      }),
      applyReferralCode: build.mutation<ApplyReferralCodeResponse, ApplyReferralCodeRequest>({
        query: (body) => ({ url: REFERRALS_PATHS.apply, method: 'POST', body }),
        invalidatesTags: ['ReferralEligibility'],
      }),
    }),
  });

export const {
  useGetReferralEligibilityQuery,
  useGetReferralStatsQuery,
  useGenerateReferralCodeMutation,
  useApplyReferralCodeMutation,
} = referralsApi;
