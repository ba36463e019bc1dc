import { MEDIA_PATHS, fillPath, type PresignRequest, type PresignResponse } from '@campusloop/contracts';
import { baseApi } from './base-api';

/**
 * The media service's client-facing upload calls: POST /uploads/presign (spec §7) answers where to PUT
 * the file; DELETE /uploads/{key} discards an upload the form no longer wants (before it is attached).
 * Hand `presign`/`discard` to libs/ui's ImageUploader.
 */
export const uploadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    presignUpload: build.mutation<PresignResponse, PresignRequest>({
      query: (body) => ({ url: MEDIA_PATHS.presign, method: 'POST', body }),
    }),
    discardUpload: build.mutation<void, string>({
      query: (key) => ({ url: fillPath(MEDIA_PATHS.upload, { key }), method: 'DELETE' }),
    }),
  }),
});

export const { usePresignUploadMutation, useDiscardUploadMutation } = uploadsApi;
