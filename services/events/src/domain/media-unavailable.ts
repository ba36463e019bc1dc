import { AppError, type MediaClient } from '@campusloop/service-kit';
import { ErrorCode, UPLOAD_ERROR_MESSAGES } from '@campusloop/contracts';

/** Used when no media service is wired: events without a cover work, a cover upload is refused (503). */
export const mediaUnavailable: MediaClient = {
  async attach() {
    throw new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, UPLOAD_ERROR_MESSAGES.presign);
  },
  async detach() {
    // Nothing can be attached without a media service, so there is nothing to release.
  },
};
