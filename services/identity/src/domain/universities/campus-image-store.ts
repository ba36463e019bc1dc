import { ErrorCode, UPLOAD_ERROR_MESSAGES, type UploadDescriptor } from '@campusloop/contracts';
import { AppError, type MediaClient } from '@campusloop/service-kit';

/** The seam to the media service for a university's campus images (context UNIVERSITY_CAMPUS). */
export interface CampusImageStore {
  /** Attaches the uploads to the university; answers their public URLs in order. */
  attach(input: { uploaderId: string; universityId: string; descriptors: UploadDescriptor[] }): Promise<string[]>;
}

/** Campus images kept by media: `POST /internal/uploads/attach` with the university as the reference. */
export function mediaCampusImageStore(media: MediaClient): CampusImageStore {
  return {
    async attach({ uploaderId, universityId, descriptors }) {
      const items = await media.attach({ userId: uploaderId, context: 'UNIVERSITY_CAMPUS', referenceId: universityId, descriptors });
      return items.map((item) => item.url);
    },
  };
}

/** Without media (tests that do not need it): nothing can be attached (503). */
export const campusImagesUnavailable: CampusImageStore = {
  async attach() {
    throw new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, UPLOAD_ERROR_MESSAGES.presign);
  },
};
