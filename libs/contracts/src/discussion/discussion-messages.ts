/**
 * Texts of comments, replies and anonymity (spec §1, §4, §5, §8) shared by every discussion (posts,
 * events, listings), word for word, plus the few server texts the spec leaves to us (marked).
 */
export const COMMENT_MESSAGES = {
  // §4 / §5 / §8
  deleted: 'Comment deleted successfully!',
  deleteFailed: 'Failed to delete comment',
  addFailed: 'Failed to add comment',
  idRequired: 'Comment ID is required',
  deleteForbidden: 'You do not have permission to delete this comment',
  deleteNotFound: 'Comment not found or has already been deleted',
  repliesNotFound: 'Replies not found.',
  // Server texts (not given by the spec):
  required: 'Comment cannot be empty',
  tooLong: 'Comment must be 2000 characters or less',
  notFound: 'Comment not found',
  parentNotFound: 'The comment you are replying to no longer exists',
  tooDeep: 'Replies cannot be nested any deeper',
} as const;

/** How an anonymous author is shown to everyone but the author (spec §1). */
export const ANONYMOUS_AUTHOR_NAME = 'Anonymous';

export const ANONYMITY_MESSAGES = {
  hint: "Your name will be hidden and shown as 'Anonymous'",
  lockedByImages: 'Remove and re-upload images to change anonymous status',
} as const;
