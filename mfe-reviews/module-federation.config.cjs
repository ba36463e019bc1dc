// What mfe_reviews exposes to the shell; src/remote-entry.ts lists the same modules for the standalone page.
module.exports = {
  name: 'mfe_reviews',
  exposes: {
    './Reviews': './src/features/reviews/components/reviews-tab/reviews-tab.tsx',
  },
};
