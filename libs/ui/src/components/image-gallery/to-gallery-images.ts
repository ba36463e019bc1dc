import type { MediaItem } from '@campusloop/contracts';
import type { GalleryImage } from '../lightbox/lightbox';

/** An item's media (a post, an event, a comment) as gallery images, alt text from its title if any. */
export function toGalleryImages(item: { title?: string; media: readonly MediaItem[] }): GalleryImage[] {
  return item.media.map((media, index) => ({
    id: media.id,
    url: media.url,
    alt: item.title ? `${item.title}, image ${index + 1}` : `Image ${index + 1}`,
  }));
}
