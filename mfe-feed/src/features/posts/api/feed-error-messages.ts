import { POST_MESSAGES } from '@campusloop/contracts';
import { FEED_STATUS_MESSAGES, isRetryableStatus, messageByStatus, normalizeApiError } from '@campusloop/web-platform';

/** Spec §8 'Posts and comments' texts about posts the contracts do not carry (comments: the discussion kit's). */
export const FEED_UI_MESSAGES = {
  updateUnauthorized: 'You are not authorized to update this post',
  updateFailed: 'Failed to update post',
  updateFailedAfterRetries: 'Failed to update post after multiple attempts',
  deleteUnauthorized: 'You are not authorized to delete this post',
  deleteConflict: 'Post cannot be deleted due to existing dependencies',
  deleteFailed: 'Failed to delete post',
  openNotFound: 'This post is no longer available.',
  openForbidden: "You don't have permission to view this post.",
  openGone: 'This post has been deleted by the author.',
  openServerError: 'Server error while loading the post.',
  openFailed: 'Unable to load the post.',
} as const;

const statusOf = (error: unknown) => normalizeApiError(error).status;

/** A feed call's failure as spec §8 words it for feeds (server message first). */
export function feedErrorMessage(error: unknown): string {
  return normalizeApiError(error, { messages: FEED_STATUS_MESSAGES }).message;
}

export function createPostErrorMessage(error: unknown): string {
  return normalizeApiError(error, { fallbackMessage: POST_MESSAGES.createFailed }).message;
}

export function updatePostErrorMessage(error: unknown): string {
  const status = statusOf(error);
  if (status === 400) return normalizeApiError(error, { fallbackMessage: POST_MESSAGES.invalidData }).message;
  if (status === 401) return FEED_UI_MESSAGES.updateUnauthorized;
  if (status === 403) return POST_MESSAGES.updateForbidden;
  if (status === 404) return POST_MESSAGES.updateNotFound;
  if (status === 409) return POST_MESSAGES.updateConflict;
  // Retryable failures were retried (spec §7) before they got here.
  return isRetryableStatus(status)
    ? FEED_UI_MESSAGES.updateFailedAfterRetries
    : FEED_UI_MESSAGES.updateFailed;
}

export function deletePostErrorMessage(error: unknown): string {
  return messageByStatus(
    error,
    {
      401: FEED_UI_MESSAGES.deleteUnauthorized,
      403: POST_MESSAGES.deleteForbidden,
      404: POST_MESSAGES.deleteNotFound,
      409: FEED_UI_MESSAGES.deleteConflict,
    },
    FEED_UI_MESSAGES.deleteFailed,
  );
}

/** Spec §8 'Open post from notification'. */
export function openPostErrorMessage(error: unknown): string {
  const status = statusOf(error);
  if (status === 404) return FEED_UI_MESSAGES.openNotFound;
  if (status === 403) return FEED_UI_MESSAGES.openForbidden;
  if (status === 410) return FEED_UI_MESSAGES.openGone;
  if (status >= 500) return FEED_UI_MESSAGES.openServerError;
  return FEED_UI_MESSAGES.openFailed;
}
