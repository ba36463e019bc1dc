import { planMediaEdit, type MediaEditPlan } from '@campusloop/service-kit';
import { POST_MESSAGES, type MediaInput, type MediaItem } from '@campusloop/contracts';

export type PostMediaPlan = MediaEditPlan;

/**
 * What an edit's `media` means against the post's current images: service-kit's `planMediaEdit`
 * (kept ids, new descriptors), with the post's text for an id that is not on it.
 */
export function planPostMedia(current: MediaItem[], requested: MediaInput[] | undefined): PostMediaPlan {
  return planMediaEdit(current, requested, POST_MESSAGES.mediaNotOnPost);
}
