import type { PresignRequest, PresignResponse } from '@campusloop/contracts';
import { baseApi } from './base-api';

/**
 * The media service's client-facing upload calls: POST /uploads/presign (spec §7) answers where to PUT
 * the file; DELETE /uploads/{key} discards an upload the form no longer wants (before it is attached).
 * Hand `presign`/`discard` to libs/ui's ImageUploader.
 */
export const uploadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    presignUpload: build.mutation<PresignResponse, PresignRequest>({
      query: (body) => ({ url: '/uploads/presign', method: 'POST', body }),
    }),
    discardUpload: build.mutation<void, string>({
      query: (key) => ({ url: `/uploads/${key.split('/').map(encodeURIComponent).join('/')}`, method: 'DELETE' }),
    }),
  }),
});

export const { usePresignUploadMutation, useDiscardUploadMutation } = uploadsApi;
