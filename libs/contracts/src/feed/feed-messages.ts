/**
 * Texts of spec §2, §4, §5 and §8 for feeds, posts and comments, word for word, plus the few server
 * texts the spec leaves to us (marked). The front end and the feed service share them.
 */
export const POST_MESSAGES = {
  // §5, create form
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be 120 characters or less',
  contentRequired: 'Content is required',
  contentTooLong: 'Content must be 5000 characters or less',
  // §5, update
  idRequired: 'Post ID is required',
  dataRequired: 'Post data is required',
  updateTitleRequired: 'Post title is required',
  updateContentRequired: 'Post content is required',
  updateTitleTooLong: 'Post title must be 120 characters or less',
  updateContentTooLong: 'Post content must be 5000 characters or less',
  // §4 / §8
  updated: 'Post updated successfully!',
  deleted: 'Post deleted successfully!',
  createFailed: 'Failed to create post. Please try again.',
  invalidData: 'Invalid post data provided',
  updateForbidden: 'You do not have permission to update this post',
  updateNotFound: 'Post not found or has been deleted',
  updateConflict: 'Post has been modified by another user. Please refresh and try again',
  deleteForbidden: 'You do not have permission to delete this post',
  deleteNotFound: 'Post not found or has already been deleted',
  notFound: 'Post not found',
  // Server texts (not given by the spec):
  anonymityLocked: 'Anonymous status cannot be changed after posting',
  anonymousInvalid: 'Anonymous must be true or false',
  mediaNotOnPost: 'Image not found on this post',
} as const;

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

export const FEED_MESSAGES = {
  accessDenied: 'Access denied. Please verify your university email.',
  publicEmpty: 'No posts yet. Be the first to share something!',
  publicEnd: "You've reached the end of the feed",
  campusEmpty: 'No posts yet in your campus',
  campusEnd: "You've reached the end of your campus feed",
  campusTooltip: (university: string) => `Accessible to verified students of ${university}`,
  anonymousHint: "Your name will be hidden and shown as 'Anonymous'",
  anonymousLockedByImages: 'Remove and re-upload images to change anonymous status',
} as const;

/** How an anonymous author is shown to everyone but the author (spec §1). */
export const ANONYMOUS_AUTHOR_NAME = 'Anonymous';
