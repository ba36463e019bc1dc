// Starts the whole embedded CampusLoop stack: FerretDB (unless MONGODB_URI is given), MailDev, every
// service and the gateway. Used by `npm start` (start.mjs) and by the e2e tests, so both run the same thing.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import verticals from '../verticals/verticals.cjs';
import { instancePort, portPlan } from './ports.mjs';
import { isPortFree, spawnChild, stopChild, waitForHttp } from './processes.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** `npm start` keeps its data in `<workspace>/.data`; e2e uses `<temp dir>/.data`, so both have a dot folder above the data. */
export const DATA_FOLDER = '.data';
const FIRST = ['identity', 'media'];
/** With several instances, how long a stopping instance answers /readyz 503 before it drains (the gateway checks every 500 ms). */
const SCALED_DRAIN_GRACE_MS = 1500;
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * The manifest's services (tools/verticals/verticals.json) whose folder has an entry point yet
 * (`services/<name>/src/main.ts`), identity and media first; the gateway starts last.
 */
export function discoverServices() {
  return verticals.services
    .map((service) => service.name)
    .filter((name) => existsSync(path.join(ROOT, 'services', name, 'src/main.ts')))
    .sort((a, b) => (FIRST.includes(b) ? 1 : 0) - (FIRST.includes(a) ? 1 : 0));
}

/**
 * Services that keep a people projection (Nx tag `people:consumer` in their project.json): identity's
 * outbox sends them `user.updated` (PEOPLE_SUBSCRIBERS, see identity's README).
 */
export function peopleConsumers(services = discoverServices()) {
  return services.filter((name) => {
    const project = JSON.parse(readFileSync(path.join(ROOT, 'services', name, 'project.json'), 'utf8'));
    return (project.tags ?? []).includes('people:consumer');
  });
}

/**
 * Services that verify access tokens, i.e. every service but identity: identity's outbox sends them
 * `session.revoked` (SESSION_SUBSCRIBERS), so a signed-out session's tokens stop everywhere within
 * seconds. Every service built from the service kit has the receiving route.
 */
export function sessionConsumers(services = discoverServices()) {
  return services.filter((name) => name !== 'identity');
}

export async function startStack({
  dataDir = path.join(ROOT, DATA_FOLDER),
  offset = Number(process.env.CAMPUSLOOP_PORT_OFFSET ?? 0),
  quiet = false,
  log = console.log,
  env = {},
  /** `(service, line)` for every line a service or the gateway prints (the e2e log guard). */
  onLine,
  /** How many instances of every service and of the gateway (issue 32); `CAMPUSLOOP_INSTANCES` by default. */
  instances = Number(process.env.CAMPUSLOOP_INSTANCES ?? 1),
} = {}) {
  if (!Number.isInteger(instances) || instances < 1 || instances > 4) throw new Error(`instances must be 1 to 4, not ${instances}`);
  const ports = portPlan(offset);
  const services = discoverServices();
  const externalDb = process.env.MONGODB_URI;
  const copies = Array.from({ length: instances }, (_, index) => index);
  const instanceName = (name, index) => (instances === 1 ? name : `${name}#${index + 1}`);
  const wanted = [
    ...['gateway', ...services].flatMap((name) => copies.map((index) => [instanceName(name, index), instancePort(ports, name, index)])),
    ['MailDev SMTP', ports.smtp],
    ['MailDev inbox', ports.inbox],
    ...(externalDb ? [] : [['FerretDB', ports.ferretdb]]),
  ];
  const busy = [];
  for (const [name, port] of wanted) if (!(await isPortFree(port))) busy.push(`${name} needs port ${port}`);
  if (busy.length) {
    throw new Error(
      `These ports are already in use:\n  ${busy.join('\n  ')}\n` +
        'Stop whatever holds them (another `npm start`?) or set CAMPUSLOOP_PORT_OFFSET=100 to shift every port.',
    );
  }

  mkdirSync(dataDir, { recursive: true });
  const children = [];
  const stoppers = [];
  /** The running child of each instance (`feed#2`), replaced by a rolling restart. */
  const running = new Map();
  const stop = async () => {
    for (const child of children.reverse()) await stopChild(child);
    for (const stopper of stoppers.reverse()) await stopper();
  };

  try {
    // The database and the mail inbox do not need each other: both start at once.
    const startDatabase = async () => {
      if (externalDb) return externalDb;
      const { ensureFerretDb } = await import('../ferretdb/install.mjs');
      const { startFerretDb } = await import('../ferretdb/start-ferretdb.mjs');
      const started = Date.now();
      await ensureFerretDb();
      const ferret = await startFerretDb({ dataDir: path.join(dataDir, 'ferretdb'), port: ports.ferretdb });
      stoppers.push(() => ferret.stop());
      log(`✓ database (FerretDB) ready at ${ferret.uri}  ${seconds(started)}`);
      return ferret.uri;
    };
    const startMailDev = async () => {
      const mailStarted = Date.now();
      const maildev = spawnChild(
        'maildev',
        process.execPath,
        [path.join(ROOT, 'node_modules/maildev/bin/maildev'), '--smtp', String(ports.smtp), '--web', String(ports.inbox), '--ip', '127.0.0.1', '--silent'],
        { quiet, ...(onLine ? { onLine: (line) => onLine('maildev', line) } : {}) },
      );
      children.push(maildev);
      await waitForHttp(`http://127.0.0.1:${ports.inbox}/email`, { child: maildev, name: 'MailDev' });
      log(`✓ mail inbox (MailDev) ready  ${seconds(mailStarted)}`);
    };
    // Both settle before a failure is thrown, so stop() below also stops the one that did start.
    const [database, mail] = await Promise.allSettled([startDatabase(), startMailDev()]);
    if (database.status === 'rejected') throw database.reason;
    if (mail.status === 'rejected') throw mail.reason;
    const mongoUri = database.value;

    const serviceUrl = (name) => `http://127.0.0.1:${ports[name]}`;
    const instanceUrl = (name, index) => `http://127.0.0.1:${instancePort(ports, name, index)}`;
    const gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
    const sharedEnv = {
      NODE_ENV: process.env.NODE_ENV === 'production' ? 'production' : 'development',
      HOST: '127.0.0.1',
      MONGODB_URI: mongoUri,
      DATA_DIR: dataDir,
      MEDIA_DIR: path.join(dataDir, 'media'),
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
      PUBLIC_BASE_URL: gatewayUrl,
      IDENTITY_JWKS_URL: `${serviceUrl('identity')}/internal/jwks`,
      // The builds the gateway serves: dist/, or CAMPUSLOOP_DIST_DIR (as the builds and benches honour it).
      DIST_DIR: process.env.CAMPUSLOOP_DIST_DIR ? path.resolve(process.env.CAMPUSLOOP_DIST_DIR) : path.join(ROOT, 'dist'),
      PEOPLE_SUBSCRIBERS: peopleConsumers(services).map(serviceUrl).join(','),
      SESSION_SUBSCRIBERS: sessionConsumers(services).map(serviceUrl).join(','),
      // Calls between services carry service tokens signed with one secret per installation: each
      // service reads (or the first one generates) <DATA_DIR>/service-token-secret unless
      // SERVICE_TOKEN_SECRET is set (required with NODE_ENV=production).
      // <NAME>_EVENT_SUBSCRIBERS of each running publisher: the running subscribers (manifest `publishes`/`subscribes`).
      ...verticals.eventSubscribersEnv(services, serviceUrl),
      ...env,
      // Every instance of every service (comma-separated with several): the gateway balances over them,
      // and so does each service's ServiceAuth.fetch for its calls to another service's internal routes
      // and its outbox deliveries (the URLs above name the first instance; service-kit's
      // instances kit sends a request to any instance of a list to a ready one in turn). Stopping
      // instances drain out of every rotation first (readiness false, then in-flight requests finish).
      ...Object.fromEntries(
        verticals.services.map((service) => [service.urlEnv, copies.map((index) => instanceUrl(service.name, index)).join(',')]),
      ),
    };
    const scaledEnv = instances > 1 ? { DRAIN_GRACE_MS: String(SCALED_DRAIN_GRACE_MS) } : {};
    // With several gateways there is no one public origin: each gateway is its own browser origin, and a
    // page may reach only its own (the front ends' CSP: connect-src and img-src 'self'). So media builds
    // origin-relative links (its PUBLIC_BASE_URL empty): the signed upload URL and the image URLs resolve
    // against whichever gateway served the page. Named gateway 1 instead, a page on gateway 2 had its cover
    // upload blocked by its own CSP before any request left ('Network error', issue 32). A PUBLIC_BASE_URL
    // given in `env` (one public origin in front of the gateways) is kept.
    const mediaEnv = instances > 1 && env.PUBLIC_BASE_URL === undefined ? { PUBLIC_BASE_URL: '' } : {};
    const startInstance = async (name, index, colour) => {
      const started = Date.now();
      const label = instanceName(name, index);
      const port = instancePort(ports, name, index);
      const child = spawnChild(
        label,
        process.execPath,
        ['--import', 'tsx', path.join(ROOT, 'services', name, 'src/main.ts')],
        {
          cwd: ROOT,
          env: { ...sharedEnv, ...scaledEnv, ...(name === 'media' ? mediaEnv : {}), PORT: String(port) },
          quiet,
          index: colour,
          ...(onLine ? { onLine: (line) => onLine(label, line) } : {}),
        },
      );
      children.push(child);
      running.set(label, child);
      // Every instance of a wave starts at once: with N of each, N times the processes share the cores.
      await waitForHttp(`http://127.0.0.1:${port}/readyz`, { child, name: label, timeoutMs: 90_000 * instances });
      log(`✓ ${label} ready  ${seconds(started)}`);
    };
    const startService = (name, colour) => Promise.all(copies.map((index) => startInstance(name, index, colour)));

    const [first, rest] = [services.filter((s) => FIRST.includes(s)), services.filter((s) => !FIRST.includes(s))];
    await Promise.all(first.map((name, index) => startService(name, index)));
    // The gateway needs no service to start (it forwards per request): it starts beside the second wave.
    await Promise.all([
      ...rest.map((name, index) => startService(name, index + first.length)),
      startService('gateway', services.length),
    ]);

    /**
     * A rolling restart of one service (or the gateway), as a deploy would do it: each instance in turn is
     * stopped (SIGTERM: readiness false, in-flight requests finish, exit), started again and awaited ready
     * before the next one goes.
     */
    const restart = async (name) => {
      if (name !== 'gateway' && !services.includes(name)) throw new Error(`unknown service ${name}`);
      for (const index of copies) {
        const label = instanceName(name, index);
        const child = running.get(label);
        if (child) await stopChild(child, 20_000);
        await startInstance(name, index, services.indexOf(name) + 1);
      }
    };

    const urls = {
      app: `${gatewayUrl}/`,
      api: `${gatewayUrl}/api/v1`,
      inbox: `http://127.0.0.1:${ports.inbox}/`,
      database: externalDb ? '(your MONGODB_URI)' : mongoUri,
      services: Object.fromEntries(services.map((name) => [name, serviceUrl(name)])),
      gateways: copies.map((index) => instanceUrl('gateway', index)),
      instances: Object.fromEntries(services.map((name) => [name, copies.map((index) => instanceUrl(name, index))])),
    };
    return { urls, ports, instances, stop, restart };
  } catch (error) {
    await stop();
    throw error;
  }
}
