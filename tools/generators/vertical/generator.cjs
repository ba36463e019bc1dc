// `npx nx g @campusloop/tools:vertical <name>`: adds a vertical to tools/verticals/verticals.json (next
// free service and dev-server ports, `/api/v1/<name>` prefix, one exposed tab module), rewrites the
// manifest's TypeScript views and stamps out services/<name> and mfe-<name> from ./files.
const path = require('node:path');
const { formatFiles, generateFiles, names } = require('@nx/devkit');
const { manifestProblems, naming } = require('../../verticals/verticals.cjs');
const { renderGenerated } = require('../../verticals/sync.cjs');

const MANIFEST = 'tools/verticals/verticals.json';

/** @param {number[]} taken @param {number} from */
function nextPort(taken, from) {
  let port = from;
  while (taken.includes(port)) port += 1;
  return port;
}

/**
 * The manifest entry of a new vertical: the next service port after 3100 and dev port after 4200.
 * @param {import('../../verticals/verticals.cjs').VerticalManifest} manifest
 * @param {string} name
 */
function newVertical(manifest, name) {
  const services = manifest.verticals.flatMap((v) => (v.service ? [v.service.port] : []));
  const devPorts = [
    manifest.shell.devPort,
    ...manifest.verticals.flatMap((v) => (v.remote ? [v.remote.devPort] : [])),
  ];
  return {
    name,
    service: {
      project: name,
      port: nextPort(services, Math.max(3100, ...services)),
      urlEnv: naming.urlEnv(name),
      apiPrefixes: [`/api/v1/${name}`],
    },
    remote: {
      project: naming.remoteProject(name),
      container: naming.container(name),
      devPort: nextPort(devPorts, Math.max(...devPorts)),
      exposes: { [names(name).className]: 'RemoteTabProps' },
      tabs: [],
    },
  };
}

/**
 * @param {import('@nx/devkit').Tree} tree
 * @param {{ name: string, label?: string, skipFormat?: boolean }} options
 */
async function verticalGenerator(tree, options) {
  const name = options.name;
  const manifest = JSON.parse(tree.read(MANIFEST, 'utf-8') ?? 'null');
  if (!manifest) throw new Error(`${MANIFEST} is missing`);
  if (manifest.verticals.some((v) => v.name === name))
    throw new Error(`The vertical "${name}" is already in ${MANIFEST}`);
  const vertical = newVertical(manifest, name);
  for (const folder of [`services/${name}`, vertical.remote.project]) {
    if (tree.exists(folder)) throw new Error(`${folder} already exists`);
  }
  const updated = { ...manifest, verticals: [...manifest.verticals, vertical] };
  const problems = manifestProblems(updated);
  if (problems.length) throw new Error(`Cannot add "${name}":\n  ${problems.join('\n  ')}`);
  tree.write(MANIFEST, `${JSON.stringify(updated, null, 2)}\n`);

  // formatFiles (below) runs prettier over these like sync.cjs does, so `sync.cjs --check` agrees.
  for (const [file, content] of Object.entries(
    await renderGenerated(updated, { root: tree.root, format: false }),
  )) {
    tree.write(file, content);
  }

  const n = names(name);
  const substitutions = {
    name,
    fileName: n.fileName,
    className: n.className,
    propertyName: n.propertyName,
    constantName: n.constantName,
    label:
      options.label ??
      name
        .split('-')
        .map((word) => word[0].toUpperCase() + word.slice(1))
        .join(' '),
    port: vertical.service.port,
    devPort: vertical.remote.devPort,
    urlEnv: vertical.service.urlEnv,
    apiPrefix: vertical.service.apiPrefixes[0],
    dbName: `campusloop_${name.replace(/-/g, '_')}`,
    remoteProject: vertical.remote.project,
    container: vertical.remote.container,
    tmpl: '',
  };
  generateFiles(tree, path.join(__dirname, 'files/service'), `services/${name}`, substitutions);
  generateFiles(tree, path.join(__dirname, 'files/remote'), vertical.remote.project, substitutions);

  if (!options.skipFormat) await formatFiles(tree);
  return () => {
    console.log(
      `\n${name}: service services/${name} on port ${vertical.service.port} (gateway prefix ${substitutions.apiPrefix}, env ${vertical.service.urlEnv}), ` +
        `remote ${vertical.remote.project} (container ${vertical.remote.container}, dev port ${vertical.remote.devPort}).\n` +
        `Next: npx nx run-many -t lint,typecheck,test --projects=${name},${vertical.remote.project}; npm start serves both.\n` +
        'A dashboard tab for it: add its key to DASHBOARD_TABS (libs/web-platform) and the shell\'s tab list, and list the key in the manifest\'s "tabs".',
    );
  };
}

module.exports = verticalGenerator;
module.exports.default = verticalGenerator;
module.exports.newVertical = newVertical;
