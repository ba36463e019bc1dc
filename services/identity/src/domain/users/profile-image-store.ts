import type { UploadDescriptor } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import type { StoredProfileImage } from '../../data/user-model';

/**
 * The seam to the media service. `attach` must confirm the upload exists, is complete, was made by
 * this user for context PROFILE, and answer the stored item (media's POST /internal/uploads/attach
 * with context PROFILE, referenceId = userId, detachIds = [replaceId]); `detach` releases an image.
 */
export interface ProfileImageStore {
  attach(input: { userId: string; descriptor: UploadDescriptor; replaceId: string | null }): Promise<StoredProfileImage>;
  detach(input: { userId: string; imageId: string }): Promise<void>;
}

/**
 * Until identity is wired to media's internal attach call: keep the descriptor as given under a new
 * id, without a URL. NOT a security check — replace it with the media-backed store.
 */
export const storeDescriptorAsGiven: ProfileImageStore = {
  async attach({ descriptor }) {
    return {
      id: newId(),
      url: null,
      isDefault: false,
      s3Key: descriptor.s3Key,
      originalFilename: descriptor.originalFilename,
      contentType: descriptor.contentType,
      fileSize: descriptor.fileSize,
    };
  },
  async detach() {
    // Nothing is stored outside identity yet.
  },
};
