import type { MediaContext } from '@campusloop/contracts';

/**
 * The media context of a notifications item. Items carry no images yet (no descriptors are ever sent to
 * media); give the vertical its own context in libs/contracts MEDIA_CONTEXTS when they do.
 */
export const ITEM_MEDIA_CONTEXT: MediaContext = 'POST';
