import type { MediaAttachRequest, MediaDetachRequest, MediaItem } from '@campusloop/contracts';
import { AppError } from '@campusloop/service-kit';

/**
 * What the feed needs of the media service (`POST /internal/uploads/attach` and `/detach`,
 * contracts in libs/contracts/src/media). main.ts wires HTTP; tests use a small local server.
 */
export type AttachMedia = (request: MediaAttachRequest) => Promise<MediaItem[]>;
export type DetachMedia = (request: MediaDetachRequest) => Promise<void>;

export interface MediaPort {
  attach: AttachMedia;
  detach: DetachMedia;
}

/** Used when no media service is wired: posts without images work, images are refused (503). */
export const mediaUnavailable: MediaPort = {
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
