import { COMMENT_MESSAGES } from '@campusloop/contracts';
import { FEED_STATUS_MESSAGES, messageByStatus, normalizeApiError } from '@campusloop/web-platform';

/** Spec §8 'Posts and comments' texts about comments the contracts do not carry (front-end only). */
export const DISCUSSION_UI_MESSAGES = {
  commentDeleteUnauthorized: 'You are not authorized to delete this comment',
  commentDeleteConflict: 'Comment cannot be deleted due to existing dependencies',
  sessionExpiredAlert: 'Your session has expired. Please refresh the page and try again.',
  forbiddenAlert: 'You do not have permission to perform this action.',
  commentsLoadFailed: 'Failed to load comments. Please try again.',
  moreCommentsLoadFailed: 'Failed to load more comments. Please try again.',
  repliesNotFound: COMMENT_MESSAGES.repliesNotFound,
  repliesTooMany: 'Too many requests. Please wait a moment.',
  repliesFailed: 'Something went wrong loading replies. Please try again.',
} as const;

const statusOf = (error: unknown) => normalizeApiError(error).status;

/** A failed like (or other quick action) as spec §8 words it (server message first). */
export function likeErrorMessage(error: unknown): string {
  return normalizeApiError(error, { messages: FEED_STATUS_MESSAGES }).message;
}

export function deleteCommentErrorMessage(error: unknown): string {
  return messageByStatus(
    error,
    {
      401: DISCUSSION_UI_MESSAGES.commentDeleteUnauthorized,
      403: COMMENT_MESSAGES.deleteForbidden,
      404: COMMENT_MESSAGES.deleteNotFound,
      409: DISCUSSION_UI_MESSAGES.commentDeleteConflict,
    },
    COMMENT_MESSAGES.deleteFailed,
  );
}

export function addCommentErrorMessage(error: unknown): string {
  const status = statusOf(error);
  if (status === 401) return DISCUSSION_UI_MESSAGES.sessionExpiredAlert;
  if (status === 403) return DISCUSSION_UI_MESSAGES.forbiddenAlert;
  if (status === 400) return normalizeApiError(error, { fallbackMessage: COMMENT_MESSAGES.addFailed }).message;
  return COMMENT_MESSAGES.addFailed;
}

export function repliesErrorMessage(error: unknown): string {
  return messageByStatus(
    error,
    { 404: DISCUSSION_UI_MESSAGES.repliesNotFound, 429: DISCUSSION_UI_MESSAGES.repliesTooMany },
    DISCUSSION_UI_MESSAGES.repliesFailed,
  );
}
