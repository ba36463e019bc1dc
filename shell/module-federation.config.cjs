// The host: no exposes and no build-time remotes. Remote URLs come from the runtime manifest
// (GET /mf-manifest.json) that src/main.ts reads before the app starts.
module.exports = {
  name: 'shell',
};
