// Reader of tools/verticals/verticals.json for webpack configs, node tools and eslint (CommonJS, so
// `require` and `import` both work). TypeScript code reads the generated files that sync.cjs writes.
const fs = require('node:fs');
const path = require('node:path');

const MANIFEST_PATH = path.join(__dirname, 'verticals.json');

/**
 * @typedef {{ pattern: string, match: 'exact' | 'prefix' }} SharedRoute
 * @typedef {{ path: string, events: string[] }} Subscription
 * @typedef {{ project: string, port: number, urlEnv: string, apiPrefixes: string[], sharedRoutes: SharedRoute[], publishes: string[], subscribes: Subscription | null }} ServiceEntry
 * @typedef {{ position: number, label: string }} MobileEntry
 * @typedef {{ key: string, label: string, needsVerification: boolean, module?: string, position: number, mobile: MobileEntry | null }} TabEntry
 * @typedef {{ param: string, in?: string[], tab: string }} TabCondition
 * @typedef {{ path: string, tab?: string, query?: Record<string, string> }} DeepLinkTargetPattern
 * @typedef {{ entityType: string, param: string, sectionParam?: string, tab: string | null, highlight: boolean, tabFromLink?: string[], tabWhen?: TabCondition[], targets: DeepLinkTargetPattern[] }} DeepLinkEntry
 * @typedef {{ project: string, container: string, devPort: number, exposes: Record<string, string | null>, tabs: TabEntry[], deepLinks: DeepLinkEntry[] }} RemoteEntry
 * @typedef {{ name: string, service: ServiceEntry | null, remote: RemoteEntry | null, media?: Record<string, number>, pageSizes?: Record<string, number>, demoSeed?: boolean, notifications?: { categories: string[] }, contractFiles?: string }} Vertical
 * @typedef {{ media: Record<string, number>, pageSizes: Record<string, number> }} KitEntry
 * @typedef {{ project: string, container: string, devPort: number, tabs: TabEntry[], deepLinks: DeepLinkEntry[] }} ShellEntry
 * @typedef {{ $comment?: string, shell: ShellEntry, verticals: Vertical[], kits: Record<string, KitEntry> }} VerticalManifest
 */

/** Names the dev stack and the gateway use for themselves; a vertical may not take them. */
const RESERVED_NAMES = ['gateway', 'shell', 'tools', 'shared', 'e2e', 'ferretdb', 'smtp', 'inbox'];
const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const PROPS_TYPES = ['RemoteTabProps', 'CommunityPostsProps'];
/** Parameters of a deep-link target path besides `:id` that a dashboard link carries on (DeepLinkTarget.params). */
const DEEP_LINK_CONTEXT_PARAMS = ['universityId', 'communityId'];

/** `club-events` → `CLUB_EVENTS_URL`, `mfe_club_events`, `mfe-club-events`, `CLUB_EVENTS_EVENT_SUBSCRIBERS`. */
const naming = {
  urlEnv: (name) => `${name.replace(/-/g, '_').toUpperCase()}_URL`,
  remoteProject: (name) => `mfe-${name}`,
  container: (name) => `mfe_${name.replace(/-/g, '_')}`,
  /** The env key a service reads its outbox subscribers from (`{"<event type>": ["<url>", ...]}`). */
  eventSubscribersEnv: (name) => `${name.replace(/-/g, '_').toUpperCase()}_EVENT_SUBSCRIBERS`,
};

/**
 * Where a vertical's contracts live in libs/contracts/src: its folder `<name>/` (exported by the package's
 * index), its `<files>-paths.ts` and `<files>-routes.ts` and the `<FILES>_ROUTES` it exports, where
 * `files` is its `contractFiles` (events: `event`) or else its name. @param {Vertical} vertical
 */
function contractsOf(vertical) {
  const files = vertical.contractFiles ?? vertical.name;
  return {
    folder: vertical.name,
    paths: `${vertical.name}/${files}-paths`,
    routes: `${vertical.name}/${files}-routes`,
    routesConstant: `${files.replace(/-/g, '_').toUpperCase()}_ROUTES`,
  };
}

const TAB_KEY = /^[A-Z][A-Z0-9_]*$/;
const ENTITY_TYPE = /^[a-z][a-z-]*$/;
const ID_PARAM = /^[a-z][A-Za-z]*Id$/;
const SITE_PATH = /^(?:\/(?:[a-z0-9-]+|:[a-z][A-Za-z]*))+$/;
/** A fixed query parameter a target's dashboard link carries (`notice=account-restricted`). */
const QUERY_NAME = /^[a-z][A-Za-z]*$/;
const QUERY_VALUE = /^[A-Za-z0-9_-]+$/;
const API_PATTERN = /^\/api\/v1(?:\/(?:[a-z0-9-]+|:[a-z][A-Za-z]*))+$/;
const EVENT_TYPE = /^[a-z][a-z0-9-]*(?:\.[a-z][a-z0-9-]*)+$/;
const INTERNAL_PATH = /^\/internal(?:\/[a-z0-9-]+)*$/;
const isLabel = (value) => typeof value === 'string' && value.trim() !== '' && value.trim() === value;
const isPosition = (value) => Number.isInteger(value) && value > 0;
const MEDIA_CONTEXT = /^[A-Z][A-Z0-9_]*$/;
const PAGE_SIZE_KEY = /^[a-z][A-Za-z0-9]*$/;

/**
 * Problems of what a vertical (or a kit) declares for its images and lists: `media` (media context →
 * most images of one item, e.g. `{ "MARKETPLACE": 3 }`) and `pageSizes` (list → items per page), each
 * name owned by one.
 */
function limitProblems(owner, { media = {}, pageSizes = {} }, claim) {
  const problems = [];
  for (const [context, max] of Object.entries(media)) {
    if (!MEDIA_CONTEXT.test(context))
      problems.push(`${owner}: media context "${context}" is UPPER_SNAKE_CASE`);
    if (!isPosition(max))
      problems.push(`${owner}: media context ${context} allows 1 or more images, not ${max}`);
    claim('media context', context, owner);
  }
  for (const [list, size] of Object.entries(pageSizes)) {
    if (!PAGE_SIZE_KEY.test(list)) problems.push(`${owner}: page size "${list}" is camelCase`);
    if (!isPosition(size)) problems.push(`${owner}: page size ${list} is 1 or more, not ${size}`);
    claim('page size', list, owner);
  }
  return problems;
}
/** `/communities/:communityId/posts/:id` → `/communities/:/posts/:` (two patterns that match the same paths are one). */
const shapeOf = (pattern) => pattern.replace(/:[A-Za-z]+/g, ':');

/** Problems of one dashboard tab (shell or remote); `modules` are the remote's tab modules, null for the shell's own. */
function tabProblems(owner, tab, modules, claim) {
  const problems = [];
  if (!TAB_KEY.test(tab.key)) problems.push(`${owner}: tab key "${tab.key}" is UPPER_SNAKE_CASE`);
  claim('tab', tab.key, owner);
  if (!isLabel(tab.label)) problems.push(`${owner}: tab ${tab.key} needs a label`);
  if (typeof tab.needsVerification !== 'boolean')
    problems.push(`${owner}: tab ${tab.key} says whether it needsVerification (true or false)`);
  if (!isPosition(tab.position)) problems.push(`${owner}: tab ${tab.key} position ${tab.position}`);
  else claim('tab position', tab.position, owner);
  if (modules && !modules.includes(tab.module))
    problems.push(
      `${owner}: tab ${tab.key} renders "${tab.module}", which is not an exposed RemoteTabProps module`,
    );
  if (!modules && tab.module !== undefined)
    problems.push(`${owner}: the shell renders tab ${tab.key} itself (no module)`);
  if (tab.mobile !== null) {
    if (!tab.mobile || !isPosition(tab.mobile.position) || !isLabel(tab.mobile.label))
      problems.push(`${owner}: tab ${tab.key} mobile is null or { position, label }`);
    else claim('mobile position', tab.mobile.position, owner);
  }
  return problems;
}

/** Problems of one deep link; tab keys are checked once every tab is known (`tabsUsed`). */
function deepLinkProblems(owner, link, claim, tabsUsed) {
  const problems = [];
  if (!ENTITY_TYPE.test(link.entityType))
    problems.push(`${owner}: deep-link entity type "${link.entityType}"`);
  claim('deep-link entity type', link.entityType, owner);
  if (!ID_PARAM.test(link.param))
    problems.push(`${owner}: deep-link parameter "${link.param}" is camelCase ending in Id`);
  claim('deep-link parameter', link.param, owner);
  if (typeof link.highlight !== 'boolean')
    problems.push(`${owner}: deep link ${link.entityType} says whether it highlights`);
  const tabs = [link.tab, ...(link.tabFromLink ?? []), ...(link.tabWhen ?? []).map((when) => when.tab)];
  tabs.push(...link.targets.map((target) => target.tab).filter((tab) => tab !== undefined));
  for (const tab of tabs) if (tab !== null) tabsUsed.push([owner, link.entityType, tab]);
  if (link.tab === null && (link.tabFromLink || link.tabWhen))
    problems.push(`${owner}: deep link ${link.entityType} opens no tab, so it chooses none`);
  if (link.targets.length === 0)
    problems.push(`${owner}: deep link ${link.entityType} needs at least one target path`);
  for (const target of link.targets) {
    if (!SITE_PATH.test(target.path)) {
      problems.push(`${owner}: deep-link target "${target.path}"`);
      continue;
    }
    claim('deep-link target', target.path, owner, shapeOf(target.path));
    const names = [...target.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
    for (const name of names.filter((n) => n !== 'id' && !DEEP_LINK_CONTEXT_PARAMS.includes(n)))
      problems.push(
        `${owner}: deep-link target ${target.path}: ":${name}" is :id or one of :${DEEP_LINK_CONTEXT_PARAMS.join(', :')}`,
      );
    // Its link's own parameters would make the dashboard clean the URL (and drop these with them).
    const reserved = ['tab', link.param, link.sectionParam, ...DEEP_LINK_CONTEXT_PARAMS];
    for (const [name, value] of Object.entries(target.query ?? {}))
      if (!QUERY_NAME.test(name) || !QUERY_VALUE.test(String(value)) || reserved.includes(name))
        problems.push(
          `${owner}: deep-link target ${target.path}: query ${name}=${value} must be a parameter of its own (not tab, the link’s or a context one) with a plain value`,
        );
  }
  return problems;
}

/** Problems of a service's routes and events (its outbox and what it subscribes to). */
function serviceProblems(name, service, claim) {
  const problems = [];
  for (const route of service.sharedRoutes ?? [null]) {
    if (!route || !API_PATTERN.test(route.pattern) || !['exact', 'prefix'].includes(route.match)) {
      problems.push(
        `${name}: shared route ${JSON.stringify(route)} is { pattern: "/api/v1/...", match: "exact" | "prefix" }`,
      );
      continue;
    }
    claim('API prefix', route.pattern, name, shapeOf(route.pattern));
  }
  for (const type of service.publishes ?? [null])
    if (!EVENT_TYPE.test(type ?? '')) problems.push(`${name}: published event type "${type}"`);
  const { subscribes } = service;
  if (subscribes !== null) {
    if (!subscribes || !INTERNAL_PATH.test(subscribes.path ?? '') || !Array.isArray(subscribes.events))
      problems.push(`${name}: subscribes is null or { path: "/internal/...", events: [...] }`);
  }
  return problems;
}

/**
 * Every problem of a manifest at once (empty when it is sound): names, duplicate ports, projects,
 * containers, env keys and API prefixes.
 * @param {VerticalManifest} manifest
 * @returns {string[]}
 */
function manifestProblems(manifest) {
  const problems = [];
  const seen = new Map();
  /** `shape`: what counts as the same (two route patterns that differ only in parameter names are one). */
  const claim = (kind, value, owner, shape = value) => {
    const key = `${kind}:${shape}`;
    if (seen.has(key)) problems.push(`${owner}: ${kind} ${value} is already used by ${seen.get(key)}`);
    else seen.set(key, owner);
  };
  const tabsUsed = [];
  claim('port', manifest.shell.devPort, 'shell');
  claim('project', manifest.shell.project, 'shell');
  claim('container', manifest.shell.container, 'shell');
  for (const tab of manifest.shell.tabs) problems.push(...tabProblems('shell', tab, null, claim));
  for (const link of manifest.shell.deepLinks)
    problems.push(...deepLinkProblems('shell', link, claim, tabsUsed));
  for (const vertical of manifest.verticals) {
    const { name, service, remote } = vertical;
    if (!NAME.test(name)) problems.push(`"${name}": a vertical name is kebab-case (e.g. club-events)`);
    if (RESERVED_NAMES.includes(name)) problems.push(`"${name}" is reserved`);
    claim('name', name, name);
    if (!service && !remote) problems.push(`${name}: has neither a service nor a remote`);
    problems.push(...limitProblems(name, vertical, claim));
    if (vertical.demoSeed !== undefined && typeof vertical.demoSeed !== 'boolean')
      problems.push(`${name}: demoSeed is true (tools/seed/seed-${name}.mjs seeds its demo data) or absent`);
    if (vertical.contractFiles !== undefined && !NAME.test(vertical.contractFiles))
      problems.push(
        `${name}: contractFiles is the kebab-case start of its contract files (event: event-routes.ts) or absent`,
      );
    const { notifications } = vertical;
    if (
      notifications !== undefined &&
      !(
        Array.isArray(notifications?.categories) &&
        notifications.categories.length > 0 &&
        notifications.categories.every((category) => /^[A-Z][A-Z0-9_]*$/.test(category))
      )
    )
      problems.push(
        `${name}: notifications is { "categories": ["UPPER_CASE", …] } (its kinds in libs/contracts/src/${name}/${name}-notifications.ts) or absent`,
      );
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
      problems.push(...serviceProblems(name, service, claim));
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
      const tabModules = exposes.filter(([, props]) => props === 'RemoteTabProps').map(([module]) => module);
      for (const tab of remote.tabs) problems.push(...tabProblems(name, tab, tabModules, claim));
      for (const link of remote.deepLinks) problems.push(...deepLinkProblems(name, link, claim, tabsUsed));
    }
  }
  for (const [kit, limits] of Object.entries(manifest.kits ?? {}))
    problems.push(...limitProblems(kit, limits, claim));
  const tabKeys = tabsOf(manifest).map((tab) => tab.key);
  for (const [owner, entityType, tab] of tabsUsed)
    if (!tabKeys.includes(tab))
      problems.push(`${owner}: deep link ${entityType} names tab ${tab}, which no one has`);
  const published = manifest.verticals.flatMap((v) => v.service?.publishes ?? []);
  for (const vertical of manifest.verticals) {
    for (const type of vertical.service?.subscribes?.events ?? [])
      if (!published.includes(type))
        problems.push(`${vertical.name}: subscribes to ${type}, which no vertical publishes`);
  }
  return problems;
}

/**
 * The manifest as verticals.json keeps it (prettier leaves it as is): an object or array on one line
 * when it fits in 110 columns, else one member per line.
 * @param {VerticalManifest} manifest
 */
function formatManifest(manifest, width = 110) {
  const inline = (value) => {
    if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
    if (!value || typeof value !== 'object') return JSON.stringify(value);
    const members = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`);
    return members.length ? `{ ${members.join(', ')} }` : '{}';
  };
  const render = (value, indent, lead) => {
    const flat = inline(value);
    if (!value || typeof value !== 'object' || indent.length + lead + flat.length <= width) return flat;
    const inner = `${indent}  `;
    if (Array.isArray(value))
      return `[\n${value.map((v) => `${inner}${render(v, inner, 1)}`).join(',\n')}\n${indent}]`;
    const members = Object.entries(value).map(([k, v]) => {
      const name = JSON.stringify(k);
      return `${inner}${name}: ${render(v, inner, name.length + 3)}`;
    });
    return `{\n${members.join(',\n')}\n${indent}}`;
  };
  return `${render(manifest, '', 0)}\n`;
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

/**
 * Every dashboard tab in the sidebar's order (`position`): key, label, needsVerification, the remote
 * module that renders it (`'mfe_feed/Feed'`, null for the shell's own) and its mobile-nav entry.
 * @param {VerticalManifest} manifest
 */
function tabsOf(manifest) {
  const tabs = [
    ...manifest.shell.tabs.map((tab) => ({ ...tab, remote: null })),
    ...remotesOf(manifest).flatMap((remote) =>
      remote.tabs.map((tab) => ({ ...tab, remote: `${remote.container}/${tab.module}` })),
    ),
  ];
  return tabs
    .sort((a, b) => a.position - b.position)
    .map(({ key, label, needsVerification, remote, position, mobile }) => ({
      key,
      label,
      needsVerification,
      remote,
      position,
      mobile,
    }));
}

/** The mobile bottom navigation in order (`mobile.position`): `{ key, label }`. @param {VerticalManifest} manifest */
function mobileNavOf(manifest) {
  return tabsOf(manifest)
    .filter((tab) => tab.mobile)
    .sort((a, b) => a.mobile.position - b.mobile.position)
    .map((tab) => ({ key: tab.key, label: tab.mobile.label }));
}

/**
 * Every deep link in the order a dashboard link is tried: links that open an item first, then links
 * that highlight (a community, a profile section), each in manifest order with the shell's last; then
 * those that open no tab (an announcement, which the dashboard shows itself).
 * @param {VerticalManifest} manifest @returns {DeepLinkEntry[]}
 */
function deepLinksOf(manifest) {
  const links = [...remotesOf(manifest).flatMap((remote) => remote.deepLinks), ...manifest.shell.deepLinks];
  return [
    ...links.filter((link) => link.tab && !link.highlight),
    ...links.filter((link) => link.tab && link.highlight),
    ...links.filter((link) => !link.tab),
  ];
}

/**
 * The outbox subscribers of the running services: env key (`FEED_EVENT_SUBSCRIBERS`) → JSON
 * `{"<event type>": ["<subscriber URL><path>", ...]}` for every running service that publishes an event
 * a running service subscribes to.
 * @param {VerticalManifest} manifest @param {string[]} running names of the services that run
 * @param {(name: string) => string} urlOf a running service's base URL
 * @returns {Record<string, string>}
 */
function eventSubscribersEnvOf(manifest, running, urlOf) {
  const services = servicesOf(manifest).filter((service) => running.includes(service.name));
  const env = {};
  for (const publisher of services) {
    const subscribers = {};
    for (const type of publisher.publishes) {
      const urls = services
        .filter((s) => s.subscribes?.events.includes(type))
        .map((s) => `${urlOf(s.name)}${s.subscribes.path}`);
      if (urls.length) subscribers[type] = urls;
    }
    if (Object.keys(subscribers).length)
      env[naming.eventSubscribersEnv(publisher.name)] = JSON.stringify(subscribers);
  }
  return env;
}

/**
 * Every media context with the most images one item may carry, and every list's page size: the
 * verticals' (manifest order) then the kits'. @param {VerticalManifest} manifest
 */
function limitsOf(manifest) {
  const owners = [...manifest.verticals, ...Object.values(manifest.kits ?? {})];
  return {
    media: Object.assign({}, ...owners.map((owner) => owner.media ?? {})),
    pageSizes: Object.assign({}, ...owners.map((owner) => owner.pageSizes ?? {})),
  };
}

/** Names of the verticals with demo data (`demoSeed`), in manifest order. @param {VerticalManifest} manifest */
function demoSeedsOf(manifest) {
  return manifest.verticals.filter((v) => v.demoSeed === true).map((v) => v.name);
}

/**
 * The verticals that notify (`notifications`), in manifest order, and the preference categories their
 * kinds belong to (each once, first mention first). @param {VerticalManifest} manifest
 */
function notificationsOf(manifest) {
  const notifying = manifest.verticals.filter((v) => v.notifications);
  return {
    verticals: notifying.map((v) => v.name),
    categories: [...new Set(notifying.flatMap((v) => v.notifications.categories))],
  };
}

/** Nx `scope:*` tags of the verticals (services and remotes of one vertical share its scope). @param {VerticalManifest} manifest */
function scopesOf(manifest) {
  return manifest.verticals.map((v) => v.name);
}

const manifest = readManifest();

module.exports = {
  MANIFEST_PATH,
  PROPS_TYPES,
  DEEP_LINK_CONTEXT_PARAMS,
  naming,
  contractsOf,
  manifestProblems,
  readManifest,
  formatManifest,
  servicesOf,
  remotesOf,
  scopesOf,
  tabsOf,
  mobileNavOf,
  deepLinksOf,
  eventSubscribersEnvOf,
  limitsOf,
  demoSeedsOf,
  notificationsOf,
  manifest,
  shell: manifest.shell,
  services: servicesOf(manifest),
  remotes: remotesOf(manifest),
  scopes: scopesOf(manifest),
  /** `eventSubscribersEnvOf` for the manifest on disk. */
  eventSubscribersEnv: (running, urlOf) => eventSubscribersEnvOf(manifest, running, urlOf),
};
