// The front-end apps of the workspace: Nx project name, Module Federation container name and dev port,
// read from the vertical manifest (tools/verticals/verticals.json). Used by the webpack factory (dev
// ports, dev manifest); the gateway reads the same manifest to serve `/remotes/<project>/mf-manifest.json`.
const manifest = require('../verticals/verticals.cjs');

/** @typedef {{ project: string, container: string, port: number, exposes?: Record<string, string | null> }} FrontEndApp */

/** @type {FrontEndApp} */
const shell = {
  project: manifest.shell.project,
  container: manifest.shell.container,
  port: manifest.shell.devPort,
};

/** @type {FrontEndApp[]} */
const remotes = manifest.remotes.map(({ project, container, devPort, exposes }) => ({
  project,
  container,
  port: devPort,
  exposes,
}));

/** @param {string} project */
function findApp(project) {
  const app = [shell, ...remotes].find((candidate) => candidate.project === project);
  if (!app) throw new Error(`tools/verticals/verticals.json does not list the front-end app "${project}"`);
  return app;
}

module.exports = { shell, remotes, findApp };
