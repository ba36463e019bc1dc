// The post vertical shared by the feed tabs and the community post list.
export { PostFeed, type PostFeedProps } from './components/post-feed/post-feed';
export type { FeedSource } from './api/feed-source';
export type { AutoOpenRequest } from './hooks/use-auto-open-post';
