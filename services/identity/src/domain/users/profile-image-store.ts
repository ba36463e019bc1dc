import { ErrorCode, UPLOAD_ERROR_MESSAGES, type UploadDescriptor } from '@campusloop/contracts';
import { AppError, type MediaClient } from '@campusloop/service-kit';
import type { StoredProfileImage } from '../../data/user-model';

/**
 * The seam to the media service. `attach` must confirm the upload exists, is complete, was made by
 * this user for context PROFILE, and answer the stored item; `detach` releases an image.
 */
export interface ProfileImageStore {
  attach(input: { userId: string; descriptor: UploadDescriptor; replaceId: string | null }): Promise<StoredProfileImage>;
  detach(input: { userId: string; imageId: string }): Promise<void>;
}

/**
 * Profile pictures kept by media: `POST /internal/uploads/attach` with context PROFILE and the user
 * as the reference, releasing the picture it replaces in the same call; removal detaches it. Media
 * checks ownership, context, completeness and the one-picture limit, and answers the public URL.
 */
export function mediaProfileImageStore(media: MediaClient): ProfileImageStore {
  return {
    async attach({ userId, descriptor, replaceId }) {
      const [item] = await media.attach({
        userId,
        context: 'PROFILE',
        referenceId: userId,
        descriptors: [descriptor],
        ...(replaceId ? { detachIds: [replaceId] } : {}),
      });
      if (!item) throw new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, UPLOAD_ERROR_MESSAGES.presign);
      return {
        id: item.id,
        url: item.url,
        isDefault: item.isDefault,
        s3Key: item.s3Key ?? descriptor.s3Key,
        originalFilename: item.originalFilename ?? descriptor.originalFilename,
        contentType: item.contentType ?? descriptor.contentType,
        fileSize: item.fileSize ?? descriptor.fileSize,
      };
    },
    async detach({ userId, imageId }) {
      await media.detach({ context: 'PROFILE', referenceId: userId, ids: [imageId] });
    },
  };
}

/** When no media service is wired: a new picture is refused (503), removing one needs nothing from media. */
export const profileImagesUnavailable: ProfileImageStore = {
  async attach() {
    throw new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, UPLOAD_ERROR_MESSAGES.presign);
  },
  async detach() {
    // Nothing can have been attached without a media service.
  },
};
