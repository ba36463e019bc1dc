// @campusloop/discussion-web: comments with nested replies, likes and anonymity for any target
// (posts, events, listings; spec §3), as RTK Query endpoints on the shared base API and components.
export { createDiscussionApi, type DiscussionTarget } from './api/discussion-target';
export {
  discussionReadApi,
  commentListTag,
  replyListTag,
  useGetDiscussionCommentsInfiniteQuery,
  useGetDiscussionRepliesInfiniteQuery,
  type CommentsArg,
  type RepliesArg,
  type AddCommentArg,
} from './api/discussion-api';
export {
  discussionApi,
  useAddDiscussionCommentMutation,
  useDeleteDiscussionCommentMutation,
  useSetDiscussionCommentLikeMutation,
} from './api/comment-mutations-api';
export { patchComment, removeCommentFromLists, prependComment } from './api/comment-cache';
export { likeOptimistically } from './api/optimistic-like';
export {
  DISCUSSION_UI_MESSAGES,
  addCommentErrorMessage,
  deleteCommentErrorMessage,
  likeErrorMessage,
  repliesErrorMessage,
} from './api/discussion-error-messages';
export { useCommentActions } from './hooks/use-comment-actions';
export { DiscussionSection, type DiscussionSectionProps } from './components/discussion-section/discussion-section';
export { DEFAULT_DISCUSSION_TEXTS, type DiscussionTexts } from './components/discussion-texts';
export { CommentBox, COMMENT_BLUR_COLLAPSE_MS } from './components/comment-box/comment-box';
export { LikeButton } from './components/like-button/like-button';
export { AuthorLine } from './components/author-line/author-line';
export { AnonymousSwitch } from './components/anonymous-switch/anonymous-switch';
export { REPLY_INDENT_PX } from './components/comment-thread/thread-layout';
