import { z } from 'zod';
import { MEDIA_CONTEXTS, type ImageContentType, type MediaContext } from '../constants';

/** File extension per accepted content type (re-encoding keeps the format). */
export const IMAGE_EXTENSIONS: Record<ImageContentType, 'jpg' | 'png' | 'webp'> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** `post`, `university-campus`, ... : the first segment of a media key. */
export function mediaContextSlug(context: MediaContext): string {
  return context.toLowerCase().replace(/_/g, '-');
}

const SLUGS = MEDIA_CONTEXTS.map(mediaContextSlug).join('|');

/**
 * A stored object's key: `<context slug>/<11-char id>.<ext>`, e.g. `post/V1StGXR8_Z5.jpg`.
 * It never carries the uploader (anonymous posts), and is safe as a URL path and a file path.
 */
export const MEDIA_KEY_PATTERN = new RegExp(`^(${SLUGS})/[A-Za-z0-9_]{11}\\.(jpg|png|webp)$`);

export const mediaKeySchema = z.string().regex(MEDIA_KEY_PATTERN, 'Invalid media key');
export type MediaKey = z.infer<typeof mediaKeySchema>;
