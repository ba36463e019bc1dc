import { ANONYMITY_MESSAGES } from '../discussion/discussion-messages';

/**
 * Texts of spec §2, §4, §5 and §8 for feeds, posts and comments, word for word, plus the few server
 * texts the spec leaves to us (marked). The front end and the feed service share them. Comment texts
 * are the discussion kit's (`COMMENT_MESSAGES`, libs/contracts/src/discussion).
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

export const FEED_MESSAGES = {
  accessDenied: 'Access denied. Please verify your university email.',
  publicEmpty: 'No posts yet. Be the first to share something!',
  publicEnd: "You've reached the end of the feed",
  campusEmpty: 'No posts yet in your campus',
  campusEnd: "You've reached the end of your campus feed",
  campusTooltip: (university: string) => `Accessible to verified students of ${university}`,
  anonymousHint: ANONYMITY_MESSAGES.hint,
  anonymousLockedByImages: ANONYMITY_MESSAGES.lockedByImages,
} as const;
