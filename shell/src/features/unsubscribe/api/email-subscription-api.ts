import { NOTIFICATIONS_PATHS, type EmailSubscription } from '@campusloop/contracts';
import { baseApi } from '@campusloop/web-platform';

/** The mail link's calls (no session needed: the signed token is the credential). */
export const emailSubscriptionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    unsubscribeByLink: build.mutation<EmailSubscription, string>({
      query: (token) => ({ url: NOTIFICATIONS_PATHS.unsubscribe, method: 'POST', params: { token } }),
    }),
    resubscribeByLink: build.mutation<EmailSubscription, string>({
      query: (token) => ({ url: NOTIFICATIONS_PATHS.resubscribe, method: 'POST', params: { token } }),
    }),
  }),
});

export const { useUnsubscribeByLinkMutation, useResubscribeByLinkMutation } = emailSubscriptionApi;
