import { IDENTITY_PATHS, type ContactRequest, type ContactResponse } from '@campusloop/contracts';
import { baseApi } from './base-api';

/** POST /contact (spec §7): the public contact form. */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactResponse, ContactRequest>({
      query: (body) => ({ url: IDENTITY_PATHS.contact, method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
