// What mfe_events exposes to the shell; src/remote-entry.ts lists the same modules for the standalone page.
module.exports = {
  name: 'mfe_events',
  exposes: {
    './Events': './src/features/events/components/events-tab/events-tab.tsx',
  },
};
