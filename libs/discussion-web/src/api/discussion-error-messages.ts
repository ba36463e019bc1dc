import { COMMENT_MESSAGES } from '@campusloop/contracts';
import { serverMessage, serverMessageOr, statusTexts } from '@campusloop/owned-item-web';

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

/** A failed like (or other quick action) as spec §8 words it (server message first). */
export const likeErrorMessage = serverMessage;

export const deleteCommentErrorMessage = statusTexts({
  401: DISCUSSION_UI_MESSAGES.commentDeleteUnauthorized,
  403: COMMENT_MESSAGES.deleteForbidden,
  404: COMMENT_MESSAGES.deleteNotFound,
  409: DISCUSSION_UI_MESSAGES.commentDeleteConflict,
  default: COMMENT_MESSAGES.deleteFailed,
});

export const addCommentErrorMessage = statusTexts({
  401: DISCUSSION_UI_MESSAGES.sessionExpiredAlert,
  403: DISCUSSION_UI_MESSAGES.forbiddenAlert,
  400: serverMessageOr(COMMENT_MESSAGES.addFailed),
  default: COMMENT_MESSAGES.addFailed,
});

export const repliesErrorMessage = statusTexts({
  404: DISCUSSION_UI_MESSAGES.repliesNotFound,
  429: DISCUSSION_UI_MESSAGES.repliesTooMany,
  default: DISCUSSION_UI_MESSAGES.repliesFailed,
});
