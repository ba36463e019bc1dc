// The feed service's one entry for code outside it that seeds its database in bulk (tools/bench): its app,
// and the documents and list keys in the shape the service itself writes them. Nothing else of the
// service is imported from outside it (eslint: tools/bench may import services/<name>/src/seeding only).
export { createFeedApp } from './app';
export { createFeedStore } from './data/feed-store';
export type { PostDoc } from './data/post-model';
export type { CommunityAccess } from './domain/community-access';
export { feedListKey, type FeedTarget } from './domain/feed-target';
/** The discussion kit's store: a post's comments and replies, in the kit's shape. */
export { createDiscussionStore } from '@campusloop/discussion-server/seeding';
