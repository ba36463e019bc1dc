import type { MediaItem } from '@campusloop/contracts';
import type { GalleryImage } from '@campusloop/ui';

/** Spec §2: a post is shown as edited when createdAt and updatedAt differ. */
export function isEdited(post: { createdAt: string; updatedAt: string }): boolean {
  return new Date(post.createdAt).getTime() !== new Date(post.updatedAt).getTime();
}

/** A post's or comment's media as gallery images. */
export function toGalleryImages(item: { title?: string; media: readonly MediaItem[] }): GalleryImage[] {
  return item.media.map((media, index) => ({
    id: media.id,
    url: media.url,
    alt: item.title ? `${item.title}, image ${index + 1}` : `Image ${index + 1}`,
  }));
}

/** Spec §4: campus comments trust the server's `last` flag; other lists assume more after a full page. */
export function usesServerLastFlag(post: { scope: string }): boolean {
  return post.scope === 'CAMPUS';
}
