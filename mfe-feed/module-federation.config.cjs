// What mfe_feed exposes to the shell; src/remote-entry.ts lists the same modules for the standalone page.
module.exports = {
  name: 'mfe_feed',
  exposes: {
    './Feed': './src/features/feed/components/feed-tab/feed-tab.tsx',
    './CommunityPosts': './src/features/community-posts/components/community-posts/community-posts.tsx',
  },
};
