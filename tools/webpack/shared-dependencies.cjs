// Module Federation shared singletons. Versions come from the root package.json (single version policy)
// and from our own libs' package.json; everything not listed here is bundled per app.
const path = require('node:path');

const workspaceRoot = path.resolve(__dirname, '../..');
const rootPackage = require(path.join(workspaceRoot, 'package.json'));

/** Share key → the package whose version it carries. Subpaths are separate share keys. */
const npmSingletons = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router-dom': 'react-router-dom',
  'styled-components': 'styled-components',
  'react-redux': 'react-redux',
  '@reduxjs/toolkit': '@reduxjs/toolkit',
  '@reduxjs/toolkit/query': '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react': '@reduxjs/toolkit',
};

/**
 * Singletons provided from a module of ours instead of the package's entry: the exports the front ends use
 * (see the module's comment). 'react-router' itself is no share key: the apps import react-router-dom only,
 * and the subset imports react-router directly.
 */
const subsetImports = {
  'react-router-dom': path.join(__dirname, 'shared', 'react-router-dom.mjs'),
};

/** Our libs that hold state (session, api cache, theme context): they must exist once per page. */
const workspaceSingletons = {
  '@campusloop/web-platform': 'libs/web-platform',
  // Its start-up half (store, session): a page without a session loads only this one.
  '@campusloop/web-platform/core': 'libs/web-platform',
  '@campusloop/ui': 'libs/ui',
};

function versionOf(packageName) {
  const version = rootPackage.dependencies?.[packageName] ?? rootPackage.devDependencies?.[packageName];
  if (!version) throw new Error(`root package.json has no dependency "${packageName}" to share`);
  return version;
}

/**
 * The range a separately deployed remote accepts from the page: the major it was built against
 * (`19.3.1` → `^19.0.0`, `0.4.2` → `^0.4.0`). Patch and minor releases of the shell stay compatible.
 */
function compatibleRange(version) {
  const [major, minor] = version.replace(/^[^\d]*/, '').split('.');
  return major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
}

/**
 * npm singletons are strict: a remote built against another major of React, the router, RTK or
 * styled-components is refused by the share scope (its load fails and its tab shows the error panel)
 * instead of running against an incompatible copy and breaking the page.
 */
function sharedDependencies() {
  /** @type {Record<string, { singleton: true, requiredVersion: string, strictVersion?: boolean, version?: string, import?: string, shareKey?: string }>} */
  const shared = {};
  for (const [shareKey, packageName] of Object.entries(npmSingletons)) {
    shared[shareKey] = {
      singleton: true,
      requiredVersion: compatibleRange(versionOf(packageName)),
      strictVersion: true,
      ...(subsetImports[shareKey] ? { import: subsetImports[shareKey], shareKey, version: versionOf(packageName) } : {}),
    };
  }
  for (const [shareKey, libDir] of Object.entries(workspaceSingletons)) {
    const { version } = require(path.join(workspaceRoot, libDir, 'package.json'));
    shared[shareKey] = { singleton: true, requiredVersion: version, version };
  }
  return shared;
}

/** The package.json of `name` as node resolves it from `fromDir` (walks up the node_modules folders). */
function findPackageJson(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    try {
      return { file: candidate, pkg: require(candidate) };
    } catch {
      if (dir === path.dirname(dir)) return null;
    }
  }
}

/** The shared npm singletons' packages and every package they depend on, transitively (chunk grouping). */
function sharedPackageClosure() {
  const seen = new Set();
  const visit = (name, fromDir) => {
    if (seen.has(name)) return;
    const found = findPackageJson(name, fromDir);
    if (!found) return;
    seen.add(name);
    for (const dependency of Object.keys(found.pkg.dependencies ?? {}))
      visit(dependency, path.dirname(found.file));
  };
  for (const packageName of new Set(Object.values(npmSingletons))) visit(packageName, workspaceRoot);
  return [...seen].sort();
}

/** Absolute folders of our shared workspace libs (for chunk grouping). */
function workspaceSingletonDirs() {
  return [...new Set(Object.values(workspaceSingletons))].map((libDir) => path.join(workspaceRoot, libDir));
}

module.exports = {
  sharedDependencies,
  subsetImports,
  sharedPackageClosure,
  workspaceSingletonDirs,
  compatibleRange,
  workspaceRoot,
};
