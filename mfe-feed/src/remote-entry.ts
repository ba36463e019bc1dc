// Everything mfe_feed exposes (module-federation.config.cjs maps './Feed' etc. to these files).
export { FeedTab as Feed } from './features/feed/components/feed-tab/feed-tab';
export { CommunityPosts } from './features/community-posts/components/community-posts/community-posts';
