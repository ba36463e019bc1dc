// The Helm chart (deploy/helm/campusloop, issue 32): its per-service configuration is derived from the
// vertical manifest and the services' README Environment tables, and the chart lints and renders a
// Deployment (replicas, readiness on /readyz, liveness on /healthz), a Service and a PodDisruptionBudget
// for every service and the gateway, secrets only from the installation's Secret, and the Ingress.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { CHART_CONFIG_FILE, CHART_DIR, environmentTable, renderChartConfig } from './chart-config.mjs';
import { ensureHelm, HELM_BINARY } from './install-helm.mjs';
import { discoverServices } from '../dev-stack/stack.mjs';

const PUBLIC = ['--set', 'publicBaseUrl=https://campusloop.example'];

// `.ci/run` builds helm before the tests; a machine without it builds it here once (minutes, cached in .cache/bin).
beforeAll(() => {
  ensureHelm({ log: () => undefined });
}, 20 * 60_000);

function helm(args: string[]): string {
  if (!existsSync(HELM_BINARY)) throw new Error('helm is not built: run `node tools/deploy/install-helm.mjs`');
  return execFileSync(HELM_BINARY, args, { encoding: 'utf8', env: { ...process.env, HELM_CACHE_HOME: '/tmp/helm-cache', HELM_CONFIG_HOME: '/tmp/helm-config', HELM_DATA_HOME: '/tmp/helm-data' } });
}

/** `helm template` output as documents, each with its kind and name. */
function rendered(args: string[] = PUBLIC): Array<{ kind: string; name: string; text: string }> {
  return helm(['template', 'rel', CHART_DIR, ...args])
    .split(/^---$/m)
    .map((text) => ({
      kind: /^kind: (\S+)/m.exec(text)?.[1] ?? '',
      name: /^ {2}name: (\S+)/m.exec(text)?.[1] ?? '',
      text,
    }))
    .filter((doc) => doc.kind !== '');
}

describe('the Helm chart', () => {
  it('its per-service configuration is the one derived now from the manifest and the READMEs (run `node tools/deploy/chart-config.mjs` after changing either)', () => {
    expect(readFileSync(CHART_CONFIG_FILE, 'utf8')).toBe(renderChartConfig());
  });

  it('reads a README Environment table: the keys of each row, and which are required in production', () => {
    const readme = [
      '## Environment',
      '| Key | Default | |',
      '|---|---|---|',
      '| `PORT` / `HOST` | 3101 | |',
      '| `OTP_PEPPER` | generated | ≥ 32 chars; **required** when `NODE_ENV=production` |',
      '## Limits',
      '| `NOT_ENV` | x | |',
    ].join('\n');

    expect(environmentTable(readme)).toEqual([
      { keys: ['PORT', 'HOST'], requiredInProduction: false },
      { keys: ['OTP_PEPPER'], requiredInProduction: true },
    ]);
  });

  it('lints', () => {
    expect(helm(['lint', CHART_DIR, ...PUBLIC])).toMatch(/1 chart\(s\) linted, 0 chart\(s\) failed/);
  });

  it('renders every service and the gateway with replicas, probes, a Service and a PodDisruptionBudget', () => {
    const docs = rendered();
    for (const name of [...discoverServices(), 'gateway']) {
      const deployment = docs.find((doc) => doc.kind === 'Deployment' && doc.name === `rel-${name}`);
      expect(deployment?.text).toMatch(/replicas: 2/);
      expect(deployment?.text).toMatch(/readinessProbe:\s+httpGet: \{ path: \/readyz/);
      expect(deployment?.text).toMatch(/livenessProbe:\s+httpGet: \{ path: \/healthz/);
      expect(deployment?.text).toMatch(/name: DRAIN_GRACE_MS, value: "5000"/);
      expect(docs.some((doc) => doc.kind === 'Service' && doc.name === `rel-${name}`)).toBe(true);
      expect(docs.find((doc) => doc.kind === 'PodDisruptionBudget' && doc.name === `rel-${name}`)?.text).toMatch(/minAvailable: 1/);
    }
    const ingress = docs.find((doc) => doc.kind === 'Ingress');
    expect(ingress?.text).toMatch(/name: rel-gateway/);
  });

  it('takes secrets only from the installation Secret, and points services at each other inside the release', () => {
    const identity = rendered().find((doc) => doc.kind === 'Deployment' && doc.name === 'rel-identity')?.text ?? '';

    for (const key of ['OTP_PEPPER', 'DEVICE_COOKIE_SECRET', 'SERVICE_TOKEN_SECRET', 'MONGODB_URI']) {
      expect(identity).toMatch(new RegExp(`- name: ${key}\\n\\s+valueFrom:\\n\\s+secretKeyRef: \\{ name: campusloop-secrets, key: ${key} \\}`));
    }
    expect(identity).toMatch(/- name: MEDIA_URL\n\s+value: "http:\/\/rel-media:3102"/);
    expect(identity).not.toMatch(/__PREFIX__/);
  });

  it('gives notifications LIVE_PUBSUB_URL from the Secret only when livePubsubSecretKey names it (else the live relay uses the database)', () => {
    const deployment = (docs: ReturnType<typeof rendered>, name: string) =>
      docs.find((doc) => doc.kind === 'Deployment' && doc.name === `rel-${name}`)?.text ?? '';
    const withRedis = rendered([...PUBLIC, '--set', 'livePubsubSecretKey=LIVE_PUBSUB_URL']);
    expect(deployment(withRedis, 'notifications')).toMatch(
      /- name: LIVE_PUBSUB_URL\n\s+valueFrom:\n\s+secretKeyRef: \{ name: campusloop-secrets, key: LIVE_PUBSUB_URL \}/,
    );
    expect(deployment(withRedis, 'feed')).not.toMatch(/LIVE_PUBSUB_URL/);
    expect(deployment(rendered(), 'notifications')).not.toMatch(/LIVE_PUBSUB_URL/);
  });

  it('refuses to render without the public origin', () => {
    const result = spawnSync(HELM_BINARY, ['template', 'rel', CHART_DIR], { encoding: 'utf8' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/publicBaseUrl is required/);
  });
});
