// `npx nx g @campusloop/tools:vertical <name>`: adds a vertical to tools/verticals/verticals.json (next
// free service and dev-server ports, `/api/v1/<name>` prefix, one exposed module and the dashboard tab
// it renders, last in the sidebar and the mobile nav), rewrites the manifest's TypeScript views (so the
// tab shows in the dashboard and the mobile nav) and stamps out services/<name> and mfe-<name> from ./files.
const path = require('node:path');
const { formatFiles, generateFiles, names } = require('@nx/devkit');
const {
  contractsOf,
  formatManifest,
  manifestProblems,
  naming,
  tabsOf,
} = require('../../verticals/verticals.cjs');
const { renderGenerated } = require('../../verticals/sync.cjs');

const MANIFEST = 'tools/verticals/verticals.json';

/** @param {number[]} taken @param {number} from */
function nextPort(taken, from) {
  let port = from;
  while (taken.includes(port)) port += 1;
  return port;
}

/** `club-events` → `Club Events`. */
const titleCase = (name) =>
  name
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');

/**
 * The manifest entry of a new vertical: the next service port after 3100 and dev port after 4200, and
 * one tab (key `CLUB_EVENTS`) its module renders, after the last tab of the sidebar and the mobile nav.
 * @param {import('../../verticals/verticals.cjs').VerticalManifest} manifest
 * @param {string} name
 * @param {{ label?: string, mobileLabel?: string, needsVerification?: boolean }} [tab]
 */
function newVertical(
  manifest,
  name,
  { label = titleCase(name), mobileLabel = label, needsVerification = false } = {},
) {
  const services = manifest.verticals.flatMap((v) => (v.service ? [v.service.port] : []));
  const devPorts = [
    manifest.shell.devPort,
    ...manifest.verticals.flatMap((v) => (v.remote ? [v.remote.devPort] : [])),
  ];
  const tabs = tabsOf(manifest);
  const last = (positions) => Math.max(0, ...positions);
  const module = names(name).className;
  return {
    name,
    service: {
      project: name,
      port: nextPort(services, Math.max(3100, ...services)),
      urlEnv: naming.urlEnv(name),
      apiPrefixes: [`/api/v1/${name}`],
      sharedRoutes: [],
      // The event its template's create records (<name>.item.created, in its contracts' <NAME>_EVENT_TYPES).
      publishes: [`${name}.item.created`],
      subscribes: null,
    },
    remote: {
      project: naming.remoteProject(name),
      container: naming.container(name),
      devPort: nextPort(devPorts, Math.max(...devPorts)),
      exposes: { [module]: 'RemoteTabProps' },
      tabs: [
        {
          key: names(name).constantName,
          label,
          needsVerification,
          module,
          position: last(tabs.map((tab) => tab.position)) + 1,
          mobile: { position: last(tabs.map((tab) => tab.mobile?.position ?? 0)) + 1, label: mobileLabel },
        },
      ],
      deepLinks: [],
    },
  };
}

const CONTRACTS = 'libs/contracts/src';

/**
 * A vertical the manifest already plans (its tab, ports, routes and events are there, its remote a placeholder):
 * its entry as it is, refused when its service or its route contract already exists.
 * @param {import('@nx/devkit').Tree} tree
 * @param {import('../../verticals/verticals.cjs').VerticalManifest} manifest
 * @param {string} name
 */
function plannedVertical(tree, manifest, name) {
  const vertical = manifest.verticals.find((v) => v.name === name);
  if (!vertical?.service || !vertical.remote)
    throw new Error(
      `"${name}" is not a vertical with a service and a remote in ${MANIFEST}: leave out --planned to add it`,
    );
  const { routes } = contractsOf(vertical);
  if (tree.exists(`services/${name}`) || tree.exists(`${CONTRACTS}/${routes}.ts`))
    throw new Error(`The vertical "${name}" already has its service and route contract`);
  return vertical;
}

/**
 * A new vertical's manifest entry (see newVertical), refused when the name or its folders are taken.
 * @param {import('@nx/devkit').Tree} tree
 * @param {import('../../verticals/verticals.cjs').VerticalManifest} manifest
 * @param {string} name
 * @param {{ label?: string, mobileLabel?: string, needsVerification?: boolean }} options
 */
function addVertical(tree, manifest, name, options) {
  if (manifest.verticals.some((v) => v.name === name))
    throw new Error(`The vertical "${name}" is already in ${MANIFEST}`);
  const vertical = newVertical(manifest, name, {
    ...(options.label ? { label: options.label } : {}),
    ...(options.mobileLabel ? { mobileLabel: options.mobileLabel } : {}),
    needsVerification: options.needsVerification ?? false,
  });
  for (const folder of [`services/${name}`, vertical.remote.project]) {
    if (tree.exists(folder)) throw new Error(`${folder} already exists`);
  }
  return vertical;
}

/**
 * Writes the manifest with a new vertical and its TypeScript views; a planned vertical changes neither.
 * @param {import('@nx/devkit').Tree} tree
 * @param {import('../../verticals/verticals.cjs').VerticalManifest} manifest
 * @param {ReturnType<typeof newVertical>} vertical
 * @param {boolean | undefined} planned
 */
async function writeManifestViews(tree, manifest, vertical, planned) {
  if (planned) return;
  const updated = { ...manifest, verticals: [...manifest.verticals, vertical] };
  const problems = manifestProblems(updated);
  if (problems.length) throw new Error(`Cannot add "${vertical.name}":\n  ${problems.join('\n  ')}`);
  tree.write(MANIFEST, formatManifest(updated));
  // formatFiles (below) runs prettier over these like sync.cjs does, so `sync.cjs --check` agrees.
  for (const [file, content] of Object.entries(
    await renderGenerated(updated, { root: tree.root, format: false }),
  )) {
    tree.write(file, content);
  }
}

/**
 * @param {import('@nx/devkit').Tree} tree
 * @param {{ name: string, label?: string, mobileLabel?: string, needsVerification?: boolean, planned?: boolean, skipFormat?: boolean }} options
 */
async function verticalGenerator(tree, options) {
  const name = options.name;
  const manifest = JSON.parse(tree.read(MANIFEST, 'utf-8') ?? 'null');
  if (!manifest) throw new Error(`${MANIFEST} is missing`);
  const vertical = options.planned
    ? plannedVertical(tree, manifest, name)
    : addVertical(tree, manifest, name, options);
  const tab = vertical.remote.tabs[0];
  await writeManifestViews(tree, manifest, vertical, options.planned);
  const n = names(name);
  const substitutions = {
    name,
    fileName: n.fileName,
    className: n.className,
    propertyName: n.propertyName,
    constantName: n.constantName,
    label: tab?.label ?? titleCase(name),
    port: vertical.service.port,
    devPort: vertical.remote.devPort,
    urlEnv: vertical.service.urlEnv,
    apiPrefix: vertical.service.apiPrefixes[0] ?? `/api/v1/${name}`,
    dbName: `campusloop_${name.replace(/-/g, '_')}`,
    remoteProject: vertical.remote.project,
    container: vertical.remote.container,
    tmpl: '',
  };
  const contracts = `libs/contracts/src/${n.fileName}`;
  const schemasBefore = tree.read(`${contracts}/index.ts`, 'utf-8');
  generateFiles(tree, path.join(__dirname, 'files/contracts'), contracts, substitutions);
  generateFiles(tree, path.join(__dirname, 'files/service'), `services/${name}`, substitutions);
  if (options.planned) {
    // The planned remote's placeholder pages stay; it gains the RTK Query endpoint on the new route contract.
    if (schemasBefore !== null)
      tree.write(
        `${contracts}/index.ts`,
        `${schemasBefore.trimEnd()}\nexport * from './${n.fileName}-item';\nexport * from './${n.fileName}-events';\n`,
      );
    const api = `src/features/${n.fileName}/api`;
    generateFiles(
      tree,
      path.join(__dirname, 'files/remote/src/features/__fileName__/api'),
      `${vertical.remote.project}/${api}`,
      substitutions,
    );
  } else {
    generateFiles(tree, path.join(__dirname, 'files/remote'), vertical.remote.project, substitutions);
  }

  if (!options.skipFormat) await formatFiles(tree);
  return () => {
    console.log(
      `\n${name}: service services/${name} on port ${vertical.service.port} (gateway prefix ${substitutions.apiPrefix}, env ${vertical.service.urlEnv}), ` +
        `remote ${vertical.remote.project} (container ${vertical.remote.container}, dev port ${vertical.remote.devPort}).\n` +
        (tab
          ? `Dashboard tab ${tab.key} '${tab.label}' (${options.planned ? 'as the manifest plans it' : `last in the sidebar and in the mobile nav as '${tab.mobile.label}'`}${tab.needsVerification ? ', verified students only' : ''}).\n`
          : 'No dashboard tab (the manifest plans none).\n') +
        `Next: npx nx run-many -t lint,typecheck,test --projects=${name},${vertical.remote.project}; npm start serves both.\n` +
        'Deep links, shared-prefix routes and events go into its entry in tools/verticals/verticals.json (tools/verticals/README.md), then node tools/verticals/sync.cjs.',
    );
  };
}

module.exports = verticalGenerator;
module.exports.default = verticalGenerator;
module.exports.newVertical = newVertical;
