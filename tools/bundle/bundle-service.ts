// `npx nx run <service>:bundle` (target inferred by tools/bundle/nx-plugin.cjs for every services/*):
// one self-contained artifact per service in dist/bundles/<service>/ — main.js (esbuild: the service
// and our workspace libs bundled, npm packages left as imports), its source map, and a package.json
// listing exactly the npm packages main.js imports at the versions installed in this workspace.
// Deploy: copy the folder, `npm install --omit=dev`, `node main.js`, configured by environment only.
import { builtinModules } from 'node:module';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const workspaceRoot = path.resolve(__dirname, '../..');
const WORKSPACE_SCOPE = '@campusloop/';
const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

export interface BundleResult {
  outDir: string;
  dependencies: Record<string, string>;
}

/** `@aws-sdk/client-s3/dist/x` → `@aws-sdk/client-s3`; `zod/v4` → `zod`. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** The exact version installed in the workspace (what the tests ran against), not a range. */
function installedVersion(name: string): string {
  const manifest = path.join(workspaceRoot, 'node_modules', name, 'package.json');
  if (!existsSync(manifest))
    throw new Error(`bundle: "${name}" is imported but not installed in the workspace`);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Leaves npm packages as runtime imports (and records them); bundles our own libs and the service. */
function externalPackages(used: Set<string>): Plugin {
  return {
    name: 'campusloop-external-packages',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
        if (builtins.has(args.path)) return { path: args.path, external: true };
        if (args.path.startsWith(WORKSPACE_SCOPE)) return undefined;
        used.add(packageNameOf(args.path));
        return { path: args.path, external: true };
      });
    },
  };
}

export async function bundleService(
  service: string,
  outDir = path.join(workspaceRoot, 'dist', 'bundles', service),
): Promise<BundleResult> {
  const entry = path.join(workspaceRoot, 'services', service, 'src', 'main.ts');
  if (!existsSync(entry)) throw new Error(`bundle: services/${service}/src/main.ts does not exist`);
  const used = new Set<string>();
  const rootPackage = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8')) as {
    version: string;
    engines?: Record<string, string>;
  };
  // The runtime the workspace runs and tests on (engines.node, ">=24.11.0"): the bundle declares it and
  // esbuild targets it.
  const engines = rootPackage.engines ?? { node: '>=24.11.0' };
  const nodeMajor = /(\d+)/.exec(engines.node ?? '')?.[1] ?? '24';
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: [entry],
    outfile: path.join(outDir, 'main.js'),
    bundle: true,
    platform: 'node',
    target: `node${nodeMajor}`,
    format: 'cjs',
    sourcemap: true,
    legalComments: 'linked',
    logLevel: 'warning',
    plugins: [externalPackages(used)],
  });
  const dependencies = Object.fromEntries([...used].sort().map((name) => [name, installedVersion(name)]));
  const manifest = {
    name: `@campusloop/${service}-service`,
    version: rootPackage.version,
    private: true,
    description: `CampusLoop ${service} service, bundled by tools/bundle (configuration: environment variables, see its README)`,
    main: 'main.js',
    scripts: { start: 'node --enable-source-maps main.js' },
    engines,
    dependencies,
  };
  writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { outDir, dependencies };
}

if (require.main === module) {
  const service = process.argv[2];
  if (!service) {
    console.error('usage: tsx tools/bundle/bundle-service.ts <service> [outDir]');
    process.exit(2);
  }
  bundleService(service, process.argv[3] ? path.resolve(process.argv[3]) : undefined).then(
    ({ outDir, dependencies }) =>
      console.log(
        `bundled ${service} → ${path.relative(workspaceRoot, outDir)}/main.js (${Object.keys(dependencies).length} npm dependencies)`,
      ),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
