#!/usr/bin/env node
// Builds the pinned Helm CLI once into `.cache/bin/helm-<version>` (helm is a Go module; the machine's
// only sources are the package registries, so it is built from the Go module proxy like FerretDB).
// CI runs it before the chart's checks (`helm lint`, `helm template`: tools/deploy/chart.test.ts).
//
// Usage: node tools/deploy/install-helm.mjs        Import: `import { ensureHelm } from './install-helm.mjs'`
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const HELM_MODULE = 'helm.sh/helm/v3/cmd/helm';
export const HELM_VERSION = 'v3.22.0';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const HELM_BINARY = path.join(ROOT, '.cache/bin', `helm-${HELM_VERSION}`);

/** The absolute path of the pinned helm binary, built first if missing. */
export function ensureHelm({ log = console.log } = {}) {
  if (existsSync(HELM_BINARY)) return HELM_BINARY;
  mkdirSync(path.dirname(HELM_BINARY), { recursive: true });
  const gobin = mkdtempSync(path.join(tmpdir(), 'helm-build-'));
  try {
    log(`building helm ${HELM_VERSION} from the Go module proxy (first run only)…`);
    execFileSync('go', ['install', `${HELM_MODULE}@${HELM_VERSION}`], {
      env: { ...process.env, GOBIN: gobin, CGO_ENABLED: '0' },
      stdio: 'inherit',
    });
    // A rename into place: a concurrent build never leaves a half-written binary under the final name.
    renameSync(path.join(gobin, 'helm'), HELM_BINARY);
  } finally {
    rmSync(gobin, { recursive: true, force: true });
  }
  return HELM_BINARY;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(ensureHelm());
}
