import { ErrorCode, UPLOAD_ERROR_MESSAGES } from '@campusloop/contracts';
import { AppError } from '../errors/app-error';
import type { MediaClient } from './http-media-client';

/**
 * The `MediaClient` of a service started without a media service: items without images work, an
 * upload is refused with 503 'Upload service temporarily unavailable...' (spec §8). Nothing can be
 * attached then, so releasing is a no-op.
 */
export const mediaUnavailable: MediaClient = {
  async attach() {
    throw new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, UPLOAD_ERROR_MESSAGES.presign);
  },
  async detach() {
    // Nothing can be attached without a media service, so there is nothing to release.
  },
};
