// What mfe_marketplace exposes to the shell; src/remote-entry.ts lists the same modules for the standalone page.
module.exports = {
  name: 'mfe_marketplace',
  exposes: {
    './Marketplace': './src/features/marketplace/components/marketplace-tab/marketplace-tab.tsx',
  },
};
