// What mfe_communities exposes to the shell; src/remote-entry.ts lists the same modules for the standalone page.
module.exports = {
  name: 'mfe_communities',
  exposes: {
    './Communities': './src/features/communities/components/communities-tab/communities-tab.tsx',
  },
};
