// The Helm chart's per-service configuration (deploy/helm/campusloop/files/services.json), derived — never
// hand-copied — from the two places the project already keeps it (issue 32):
// - the vertical manifest (tools/verticals/verticals.json): every service, its port, the env key other
//   parts find it under, and who subscribes to whose events (the same derivation `npm start` uses);
// - each service README's Environment table: the keys it documents, and those documented as required in
//   production, which the chart takes from the installation's Secret.
// `node tools/deploy/chart-config.mjs` rewrites the file; tools/deploy/chart.test.ts fails while it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import verticals from '../verticals/verticals.cjs';
import { discoverServices, peopleConsumers, sessionConsumers } from '../dev-stack/stack.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CHART_DIR = path.join(ROOT, 'deploy/helm/campusloop');
export const CHART_CONFIG_FILE = path.join(CHART_DIR, 'files/services.json');
/** Replaced by the chart with its resource-name prefix (`<release>-`), so in-cluster URLs follow the release. */
export const PREFIX = '__PREFIX__';

/** From the Secret for every service (service-kit reads them all: the database, and the installation's service token secret). */
const EVERY_SERVICE_SECRET = ['MONGODB_URI', 'SERVICE_TOKEN_SECRET'];
/** From the Secret where documented: connection strings that hold passwords. */
const SECRET_WHEN_DOCUMENTED = ['SMTP_URL'];
/** Keys the chart itself sets from values (not from the Secret). */
const CHART_SET = new Set(['NODE_ENV', 'HOST', 'PORT', 'LOG_LEVEL', 'DATA_DIR', 'DRAIN_GRACE_MS', 'PUBLIC_BASE_URL']);

/**
 * The rows of a README's `## Environment` table: the backticked keys of the first cell, and whether
 * the row says the key is required in production. @param {string} readme
 */
export function environmentTable(readme) {
  const section = readme.split(/^## Environment\b.*$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = [];
  // A short table written as a sentence (`PORT` (3109), `MONGODB_URI`, …): its keys, nothing marked required.
  if (!section.includes('\n|')) {
    const keys = [...section.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]);
    return keys.length ? [{ keys, requiredInProduction: false }] : [];
  }
  for (const line of section.split('\n')) {
    if (!line.startsWith('|') || /^\|\s*-/.test(line)) continue;
    const [first = '', ...rest] = line.split('|').slice(1);
    const keys = [...first.matchAll(/`([A-Z][A-Z0-9_]*(?:<[^>]+>)?[A-Z0-9_]*)`/g)].map((match) => match[1]).filter((key) => !key.includes('<'));
    if (keys.length === 0) continue;
    const text = rest.join('|');
    const requiredInProduction = /\*\*required\*\*\s+when\s+`?NODE_ENV=production|required in production/i.test(text);
    rows.push({ keys, requiredInProduction });
  }
  return rows;
}

/** What the chart needs of one service. */
function serviceEntry(name, port, services, urlOf) {
  const readme = readFileSync(path.join(ROOT, 'services', name, 'README.md'), 'utf8');
  const rows = environmentTable(readme);
  const documented = [...new Set(rows.flatMap((row) => row.keys))].sort();
  const secretEnv = [
    ...new Set([
      ...EVERY_SERVICE_SECRET,
      ...SECRET_WHEN_DOCUMENTED.filter((key) => documented.includes(key)),
      ...rows.filter((row) => row.requiredInProduction).flatMap((row) => row.keys),
    ]),
  ]
    .filter((key) => !CHART_SET.has(key))
    .sort();
  // Where every service lives (a service reads the ones it calls; config schemas drop the other keys).
  const env = Object.fromEntries(verticals.services.map((service) => [service.urlEnv, urlOf(service.name)]));
  env.IDENTITY_JWKS_URL = `${urlOf('identity')}/internal/jwks`;
  if (name === 'identity') {
    env.PEOPLE_SUBSCRIBERS = peopleConsumers(services).map(urlOf).join(',');
    env.SESSION_SUBSCRIBERS = sessionConsumers(services).map(urlOf).join(',');
  }
  // Its own event subscribers (manifest `publishes`/`subscribes`), as `npm start` derives them.
  const own = verticals.eventSubscribersEnv([name, ...services.filter((other) => other !== name)], urlOf);
  for (const [key, value] of Object.entries(own)) if (key === `${name.replace(/-/g, '_').toUpperCase()}_EVENT_SUBSCRIBERS`) env[key] = value;
  return { name, port, env, secretEnv, documentedEnv: documented, publicBaseUrl: documented.includes('PUBLIC_BASE_URL') };
}

/** The file's content: services (manifest order, identity and media first) and the gateway. */
export function chartConfig() {
  const services = discoverServices();
  const ports = Object.fromEntries(verticals.services.map((service) => [service.name, service.port]));
  const urlOf = (name) => `http://${PREFIX}${name}:${ports[name]}`;
  const entries = services.map((name) => serviceEntry(name, ports[name], services, urlOf));
  const gateway = serviceEntry('gateway', 3000, services, urlOf);
  return { services: entries, gateway };
}

export const renderChartConfig = () => `${JSON.stringify(chartConfig(), null, 2)}\n`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(CHART_CONFIG_FILE, renderChartConfig());
  console.log(`wrote ${path.relative(ROOT, CHART_CONFIG_FILE)}`);
}
