// @campusloop/discussion-server: comments, nested replies, likes and anonymous authorship for any
// target (posts, events, listings; spec §3), plugged in with a DiscussionTargetPort. See README.md.
export * from './discussion-port';
export { campusDiscussionTarget, type CampusDiscussionTarget } from './campus-discussion-target';
export {
  createDiscussion,
  type Discussion,
  type DiscussionCleanup,
  type DiscussionOptions,
} from './create-discussion';
export { mountDiscussionRoutes, type DiscussionRoutesOptions } from './api/mount-discussion-routes';
export type { CommentModerationOptions } from './api/mount-comment-moderation';
export type { DiscussionContext } from './domain/discussion-context';
export type { DiscussionStore } from './data/discussion-store';
export type { CommentDoc } from './data/comment-model';
export { MAX_REPLY_DEPTH } from './domain/add-comment';
export { eventActor } from './domain/comment-events';
