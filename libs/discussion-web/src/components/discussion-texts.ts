/**
 * The words of a discussion that differ per vertical (spec §2): a post's 'Comments', an event's or
 * a listing's questions. Pass the ones that differ to DiscussionSection's `texts`.
 */
export type DiscussionTexts = {
  /** The section's heading. */
  heading: string;
  /** Accessible name of the top-level box. */
  commentLabel: string;
  commentPlaceholder: string;
  replyLabel: string;
  replyPlaceholder: string;
  /** Shown when there are no comments yet. */
  empty: string;
  loadMore: string;
  loading: string;
  anonymousComment: string;
  anonymousReply: string;
  /** How a refused comment or reply is worded (spec §8: a listing's own texts); default: the posts' texts. */
  addFailed?: (error: unknown) => string;
};

/** The feed's words (spec §2 Post Details), the defaults. */
export const DEFAULT_DISCUSSION_TEXTS: DiscussionTexts = {
  heading: 'Comments',
  commentLabel: 'Write a comment',
  commentPlaceholder: 'Write a comment...',
  replyLabel: 'Write a reply',
  replyPlaceholder: 'Write a reply...',
  empty: 'No comments yet.',
  loadMore: 'Load More Comments',
  loading: 'Loading comments...',
  anonymousComment: 'Comment anonymously',
  anonymousReply: 'Reply anonymously',
};
