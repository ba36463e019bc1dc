// One webpack configuration for every front end: the shell (MF host, no build-time remotes) and the
// remotes (MF containers with a standalone dev page). Apps call it from a few-line webpack.config.cjs.
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { findApp } = require('./apps.cjs');
const {
  sharedDependencies,
  sharedPackageClosure,
  subsetImports,
  workspaceRoot,
} = require('./shared-dependencies.cjs');
const { serveDevManifest } = require('./dev-manifest.cjs');

const API_TARGET = process.env.CAMPUSLOOP_API_TARGET ?? 'http://127.0.0.1:3000';
// Where production builds go: dist/<project>, or <CAMPUSLOOP_DIST_DIR>/<project> for a build that must not
// replace the one a running stack serves (the benches read the same variable).
const DIST_DIR = process.env.CAMPUSLOOP_DIST_DIR ? path.resolve(process.env.CAMPUSLOOP_DIST_DIR) : path.join(workspaceRoot, 'dist');

// What `experiments.provideExternalRuntime` adds, but its ES module build: the CommonJS build would pull
// a second copy of the MF runtime (CJS) into the shell next to the one the bundler runtime uses (ESM).
const INJECT_EXTERNAL_RUNTIME_PLUGIN = require
  .resolve('@module-federation/inject-external-runtime-core-plugin')
  .replace(/index\.cjs$/, 'index.js');

/** TS/TSX through SWC with the React automatic runtime (our libs are TS sources, so they go through it too). */
function scriptRule(production) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          target: 'es2020',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
        },
      },
    },
  };
}

function devServer({ port }, isHost) {
  return {
    port,
    hot: false,
    liveReload: true,
    historyApiFallback: true,
    static: false,
    // Remotes are fetched cross-origin by the shell's dev server page.
    headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api'], target: API_TARGET, ws: true }],
    client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
    setupMiddlewares: (middlewares, server) => {
      if (isHost) server.app.get('/mf-manifest.json', serveDevManifest);
      return middlewares;
    },
  };
}

// Text assets the gateway may serve precompressed (source maps stay plain: only devtools fetch them).
const COMPRESSIBLE = /\.(?:js|css|html|json|svg|txt)$/;

/**
 * Production builds ship `<file>.br` and `<file>.gz` beside each text asset above 1 KiB, so the gateway
 * (services/gateway/src/frontends/precompressed.ts) answers by Accept-Encoding without compressing per request.
 */
function precompressionPlugins() {
  const common = { test: COMPRESSIBLE, threshold: 1024, minRatio: 0.9, deleteOriginalAssets: false };
  return [
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/**
 * Production: the npm packages behind the shared singletons (React, the router, RTK, styled-components and
 * the packages they depend on) travel in one async chunk, 'framework', instead of one per package, and in
 * the shell our shared libs (ui, web-platform) in one more, 'platform': a page needs all of them at start-up,
 * and each extra script costs a request and about 1 KiB of response headers (issue 12: the landing fetched
 * 12 such chunks). Other packages (zod: only the forms that validate load it) and app code keep webpack's
 * default splitting; the MF runtime stays in the entry.
 */
function frameworkPackagesPattern() {
  const names = sharedPackageClosure().map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);
}

/** RTK Query's modules: only pages with a session need them (web-platform's API half), so not in 'framework'. */
const RTK_QUERY = /[\\/]node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]/;

/**
 * A module of the 'framework' chunk: a shared package's (above) or a subset module standing for one
 * (shared/), RTK Query left out (it comes with web-platform's API half, when a session needs it).
 */
function frameworkModuleTest() {
  const packages = frameworkPackagesPattern();
  const subsets = new Set(Object.values(subsetImports));
  return (module) => {
    const resource = module?.resource ?? '';
    return subsets.has(resource) || (packages.test(resource) && !RTK_QUERY.test(resource));
  };
}

/**
 * A module of the 'platform' chunk: a module of our shared libs, or workspace code (such as the contracts'
 * constants and texts) that they import, so start-up does not fetch it as extra small chunks.
 */
function platformModuleTest() {
  // The ui kit whole; of web-platform its start-up half (core.ts and what it imports), not the API half.
  const platformDirs = [path.join(workspaceRoot, 'libs', 'ui', 'src') + path.sep];
  const platformFiles = new Set([path.join(workspaceRoot, 'libs', 'web-platform', 'src', 'core.ts')]);
  const workspaceLibs = path.join(workspaceRoot, 'libs') + path.sep;
  const isPlatform = (module, moduleGraph, seen) => {
    const resource = module?.resource ?? '';
    if (platformFiles.has(resource) || platformDirs.some((dir) => resource.startsWith(dir))) return true;
    const isWorkspaceCode = resource.startsWith(workspaceLibs) && !resource.includes('node_modules');
    if (!isWorkspaceCode || seen.has(module)) return false;
    seen.add(module);
    for (const connection of moduleGraph.getIncomingConnections(module)) {
      // Skipped re-exports (a side-effect-free barrel the import was redirected past) do not count.
      if (!connection.isTargetActive(undefined)) continue;
      if (isPlatform(connection.originModule, moduleGraph, seen)) return true;
    }
    return false;
  };
  return (module, { moduleGraph }) => isPlatform(module, moduleGraph, new Set());
}

/**
 * 'platform' is the shell's only: in a remote the shared libs are fallbacks the shell replaces, and grouping
 * them would make the remote's own code that imports the contracts fetch them too.
 */
function productionOptimization(isHost) {
  const group = (name, test) => ({ test, chunks: 'async', name, enforce: true, priority: 20 });
  return {
    splitChunks: {
      cacheGroups: {
        framework: group('framework', frameworkModuleTest()),
        ...(isHost ? { platform: group('platform', platformModuleTest()) } : {}),
      },
    },
  };
}

/** The shell's start-up chunks: the shared groups above and the app (main.ts imports it as 'app'). */
const PRELOADED_CHUNKS = new Set(['framework', 'platform', 'app']);

/**
 * The shell's page asks for its start-up chunks next to main.js (`<link rel="preload">`): otherwise the
 * browser requests them only after main.js has run, read the remote manifest and asked for the app, and the
 * app has asked for React: two round trips later on the landing's critical path (issue 12, LCP).
 */
class PreloadStartupChunksPlugin {
  apply(compiler) {
    const name = 'PreloadStartupChunksPlugin';
    compiler.hooks.compilation.tap(name, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(name, (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const files = [...compilation.chunks]
          .filter((chunk) => PRELOADED_CHUNKS.has(chunk.name))
          .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        data.headTags.unshift(
          ...files.map((file) => ({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: name },
            attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
          })),
        );
        return data;
      });
    });
  }
}

/**
 * @param {string} appDir the app folder (`__dirname` of its webpack.config.cjs)
 * @param {{ name: string, exposes?: Record<string, string> }} federation the app's module-federation.config.cjs
 */
function createWebpackConfig(appDir, federation) {
  const project = path.basename(appDir);
  const app = findApp(project);
  if (app.container !== federation.name) {
    throw new Error(`${project}: container name "${federation.name}" differs from tools/webpack/apps.cjs ("${app.container}")`);
  }
  const isHost = !federation.exposes;

  return (_env, argv = {}) => {
    const production = (argv.mode ?? 'production') === 'production';
    const hashed = production ? '[name].[contenthash:8].js' : '[name].js';
    return {
      name: project,
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: { main: './src/main.ts' },
      output: {
        path: path.join(DIST_DIR, project),
        // The shell serves deep routes (/dashboard?...), so its assets are root-absolute; remotes are served
        // under whatever prefix the gateway picks and find their chunks relative to remoteEntry.js.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: federation.name,
        filename: hashed,
        chunkFilename: hashed,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: { rules: [scriptRule(production)] },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      ...(production ? { optimization: productionOptimization(isHost) } : {}),
      plugins: [
        new ModuleFederationPlugin({
          name: federation.name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: federation.exposes }),
          remotes: {},
          shared: sharedDependencies(),
          // A host that loads remotes per tab must not fetch every remote to negotiate versions at start-up.
          shareStrategy: 'loaded-first',
          // Remotes publish mf-manifest.json; the shell's /mf-manifest.json is the runtime remote map.
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          dts: false,
          // One copy of the MF runtime per page: the shell publishes it, production remotes use it (their
          // remoteEntry.js shrinks accordingly). Dev remotes keep their own so they also run standalone.
          ...(isHost ? { runtimePlugins: [INJECT_EXTERNAL_RUNTIME_PLUGIN] } : { experiments: { externalRuntime: production } }),
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: isHost ? 'CampusLoop' : `CampusLoop · ${project} (standalone)`,
          chunks: ['main'],
        }),
        ...(production && isHost ? [new PreloadStartupChunksPlugin()] : []),
        ...(production ? precompressionPlugins() : []),
      ],
      devServer: devServer(app, isHost),
      performance: { hints: false },
      infrastructureLogging: { level: 'warn' },
    };
  };
}

module.exports = { createWebpackConfig };
