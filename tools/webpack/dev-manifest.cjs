// `nx serve shell`: the dev server answers GET /mf-manifest.json like the gateway does in production,
// listing only the remotes whose dev servers are running (the others show 'Coming soon…' in the shell).
const net = require('node:net');
const { remotes } = require('./apps.cjs');

/** Resolves true when something listens on localhost:port (a short TCP connect). */
function isListening(port, timeoutMs = 300) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: 'localhost', port, autoSelectFamily: true });
    const done = (listening) => {
      socket.destroy();
      resolve(listening);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Express-style handler for webpack-dev-server's `setupMiddlewares`. */
async function serveDevManifest(req, res) {
  const host = req.hostname || 'localhost';
  const entries = await Promise.all(
    remotes.map(async ({ container, port }) =>
      (await isListening(port)) ? [container, `http://${host}:${port}/mf-manifest.json`] : null,
    ),
  );
  res.setHeader('Cache-Control', 'no-store');
  res.json(Object.fromEntries(entries.filter(Boolean)));
}

module.exports = { serveDevManifest };
