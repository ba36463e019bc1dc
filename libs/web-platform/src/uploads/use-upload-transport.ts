import { useCallback } from 'react';
import type { PresignRequest } from '@campusloop/contracts';
import { useDiscardUploadMutation, usePresignUploadMutation } from '../api/uploads-api';

/** presign/discard for the image uploader, through the session's API (bearer token, refresh on 401). */
export function useUploadTransport() {
  const [presignUpload] = usePresignUploadMutation();
  const [discardUpload] = useDiscardUploadMutation();
  const presign = useCallback((request: PresignRequest) => presignUpload(request).unwrap(), [presignUpload]);
  const discard = useCallback((key: string) => discardUpload(key).unwrap(), [discardUpload]);
  return { presign, discard };
}
