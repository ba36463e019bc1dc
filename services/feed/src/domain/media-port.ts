import type { MediaClient } from '@campusloop/service-kit';
import { AppError } from '@campusloop/service-kit';

/**
 * What the feed needs of the media service is service-kit's `MediaClient` (`POST
 * /internal/uploads/attach` and `/detach`, contracts in libs/contracts/src/media). main.ts wires
 * `createHttpMediaClient`; tests run it against `startFakeMediaServer` from @campusloop/testing.
 */
export type AttachMedia = MediaClient['attach'];
export type DetachMedia = MediaClient['detach'];

/** Used when no media service is wired: posts without images work, images are refused (503). */
export const mediaUnavailable: MediaClient = {
  async attach() {
    throw new AppError(
      503,
      'SERVICE_UNAVAILABLE',
      'Upload service temporarily unavailable. Please try again in a moment.',
    );
  },
  async detach() {
    // Nothing can be attached without a media service, so there is nothing to release.
  },
};
