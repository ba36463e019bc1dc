// The front-end apps of the workspace: Nx project name, Module Federation container name and dev port.
// One list, read by the webpack factory (dev ports, dev manifest) and by whoever serves the built remotes
// (the gateway maps `container` → `/remotes/<project>/mf-manifest.json`).

/** @typedef {{ project: string, container: string, port: number }} FrontEndApp */

/** @type {FrontEndApp} */
const shell = { project: 'shell', container: 'shell', port: 4200 };

/** @type {FrontEndApp[]} */
const remotes = [
  { project: 'mfe-feed', container: 'mfe_feed', port: 4201 },
  { project: 'mfe-communities', container: 'mfe_communities', port: 4202 },
  { project: 'mfe-events', container: 'mfe_events', port: 4203 },
  { project: 'mfe-marketplace', container: 'mfe_marketplace', port: 4204 },
  { project: 'mfe-reviews', container: 'mfe_reviews', port: 4205 },
  { project: 'mfe-notifications', container: 'mfe_notifications', port: 4206 },
  { project: 'mfe-referrals', container: 'mfe_referrals', port: 4207 },
];

/** @param {string} project */
function findApp(project) {
  const app = [shell, ...remotes].find((candidate) => candidate.project === project);
  if (!app) throw new Error(`tools/webpack/apps.cjs does not list the front-end app "${project}"`);
  return app;
}

module.exports = { shell, remotes, findApp };
