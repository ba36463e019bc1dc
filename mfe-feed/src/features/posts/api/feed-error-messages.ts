import { POST_MESSAGES } from '@campusloop/contracts';
import { openErrorTexts, serverMessage, serverMessageOr, statusTexts } from '@campusloop/owned-item-web';

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

/** A feed call's failure as spec §8 words it for feeds (server message first). */
export const feedErrorMessage = serverMessage;

export const createPostErrorMessage = serverMessageOr(POST_MESSAGES.createFailed);

export const updatePostErrorMessage = statusTexts({
  400: serverMessageOr(POST_MESSAGES.invalidData),
  401: FEED_UI_MESSAGES.updateUnauthorized,
  403: POST_MESSAGES.updateForbidden,
  404: POST_MESSAGES.updateNotFound,
  409: POST_MESSAGES.updateConflict,
  // Retryable failures were retried (spec §7) before they got here.
  retried: FEED_UI_MESSAGES.updateFailedAfterRetries,
  default: FEED_UI_MESSAGES.updateFailed,
});

export const deletePostErrorMessage = statusTexts({
  401: FEED_UI_MESSAGES.deleteUnauthorized,
  403: POST_MESSAGES.deleteForbidden,
  404: POST_MESSAGES.deleteNotFound,
  409: FEED_UI_MESSAGES.deleteConflict,
  default: FEED_UI_MESSAGES.deleteFailed,
});

/** Spec §8 'Open post from notification'. */
export const openPostErrorMessage = openErrorTexts({
  notFound: FEED_UI_MESSAGES.openNotFound,
  forbidden: FEED_UI_MESSAGES.openForbidden,
  gone: FEED_UI_MESSAGES.openGone,
  serverError: FEED_UI_MESSAGES.openServerError,
  other: FEED_UI_MESSAGES.openFailed,
});
