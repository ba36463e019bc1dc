// Reader of tools/verticals/verticals.json for webpack configs, node tools and eslint (CommonJS, so
// `require` and `import` both work). TypeScript code reads the generated files that sync.cjs writes.
const fs = require('node:fs');
const path = require('node:path');

const MANIFEST_PATH = path.join(__dirname, 'verticals.json');

/**
 * @typedef {{ project: string, port: number, urlEnv: string, apiPrefixes: string[] }} ServiceEntry
 * @typedef {{ project: string, container: string, devPort: number, exposes: Record<string, string | null>, tabs: string[] }} RemoteEntry
 * @typedef {{ name: string, service: ServiceEntry | null, remote: RemoteEntry | null }} Vertical
 * @typedef {{ project: string, container: string, devPort: number }} ShellEntry
 * @typedef {{ $comment?: string, shell: ShellEntry, verticals: Vertical[] }} VerticalManifest
 */

/** Names the dev stack and the gateway use for themselves; a vertical may not take them. */
const RESERVED_NAMES = ['gateway', 'shell', 'tools', 'shared', 'e2e', 'ferretdb', 'smtp', 'inbox'];
const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const PROPS_TYPES = ['RemoteTabProps', 'CommunityPostsProps'];

/** `club-events` → `CLUB_EVENTS_URL`, `mfe_club_events`, `mfe-club-events`. */
const naming = {
  urlEnv: (name) => `${name.replace(/-/g, '_').toUpperCase()}_URL`,
  remoteProject: (name) => `mfe-${name}`,
  container: (name) => `mfe_${name.replace(/-/g, '_')}`,
};

/**
 * Every problem of a manifest at once (empty when it is sound): names, duplicate ports, projects,
 * containers, env keys and API prefixes.
 * @param {VerticalManifest} manifest
 * @returns {string[]}
 */
function manifestProblems(manifest) {
  const problems = [];
  const seen = new Map();
  const claim = (kind, value, owner) => {
    const key = `${kind}:${value}`;
    if (seen.has(key)) problems.push(`${owner}: ${kind} ${value} is already used by ${seen.get(key)}`);
    else seen.set(key, owner);
  };
  claim('port', manifest.shell.devPort, 'shell');
  claim('project', manifest.shell.project, 'shell');
  claim('container', manifest.shell.container, 'shell');
  for (const vertical of manifest.verticals) {
    const { name, service, remote } = vertical;
    if (!NAME.test(name)) problems.push(`"${name}": a vertical name is kebab-case (e.g. club-events)`);
    if (RESERVED_NAMES.includes(name)) problems.push(`"${name}" is reserved`);
    claim('name', name, name);
    if (!service && !remote) problems.push(`${name}: has neither a service nor a remote`);
    if (service) {
      claim('port', service.port, name);
      claim('project', service.project, name);
      claim('env key', service.urlEnv, name);
      if (!Number.isInteger(service.port) || service.port < 1024)
        problems.push(`${name}: service port ${service.port}`);
      for (const prefix of service.apiPrefixes) {
        claim('API prefix', prefix, name);
        if (!/^\/api\/v1\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/.test(prefix))
          problems.push(`${name}: API prefix "${prefix}"`);
      }
    }
    if (remote) {
      claim('port', remote.devPort, name);
      claim('project', remote.project, name);
      claim('container', remote.container, name);
      if (!/^[A-Za-z_][\w]*$/.test(remote.container))
        problems.push(`${name}: container "${remote.container}"`);
      const exposes = Object.entries(remote.exposes);
      if (exposes.length === 0) problems.push(`${name}: a remote exposes at least one module`);
      for (const [module, props] of exposes) {
        if (!/^[A-Z][A-Za-z0-9]*$/.test(module))
          problems.push(`${name}: exposed module "${module}" is PascalCase`);
        if (props !== null && !PROPS_TYPES.includes(props)) {
          problems.push(
            `${name}: props "${props}" of ${module} is not one of ${PROPS_TYPES.join(', ')} or null`,
          );
        }
      }
      for (const tab of remote.tabs) claim('tab', tab, name);
    }
  }
  return problems;
}

/** @param {string} [file] @returns {VerticalManifest} */
function readManifest(file = MANIFEST_PATH) {
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  const problems = manifestProblems(manifest);
  if (problems.length) throw new Error(`${file} is not sound:\n  ${problems.join('\n  ')}`);
  return manifest;
}

/** @param {VerticalManifest} manifest @returns {Array<ServiceEntry & { name: string }>} */
function servicesOf(manifest) {
  return manifest.verticals.flatMap((v) => (v.service ? [{ name: v.name, ...v.service }] : []));
}

/** @param {VerticalManifest} manifest @returns {Array<RemoteEntry & { name: string }>} */
function remotesOf(manifest) {
  return manifest.verticals.flatMap((v) => (v.remote ? [{ name: v.name, ...v.remote }] : []));
}

/** Nx `scope:*` tags of the verticals (services and remotes of one vertical share its scope). @param {VerticalManifest} manifest */
function scopesOf(manifest) {
  return manifest.verticals.map((v) => v.name);
}

const manifest = readManifest();

module.exports = {
  MANIFEST_PATH,
  PROPS_TYPES,
  naming,
  manifestProblems,
  readManifest,
  servicesOf,
  remotesOf,
  scopesOf,
  manifest,
  shell: manifest.shell,
  services: servicesOf(manifest),
  remotes: remotesOf(manifest),
  scopes: scopesOf(manifest),
};
