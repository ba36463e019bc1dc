import { init, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { afterPageScripts } from './federation/after-page-scripts';
import { earlyRemoteManifests } from './federation/early-remote-manifests';
import { dashboardRemotePreloads, type RemotePreload } from './federation/preload-dashboard-remotes';
import { remoteLoadErrorPlugin, type RemoteLoadFailure } from './federation/remote-load-error-plugin';
import { fetchRuntimeManifest, RUNTIME_MANIFEST_URL } from './federation/runtime-manifest';
import { remoteEntries, startFederation } from './federation/start-federation';
import { START_TAB_ATTRIBUTE, takeEarlyManifest } from './prerender/guard-handoff';

const reportRemoteFailure = ({ id, lifecycle, error }: RemoteLoadFailure) =>
  console.error(`CampusLoop: remote "${id}" failed to load (${lifecycle}); its tab shows an error panel.`, error);

/** fetch, answered for the runtime manifest by the request the page's guard already sent (guard-handoff.ts). */
const fetchAdoptingEarlyManifest: typeof fetch = (input, init) =>
  (input === RUNTIME_MANIFEST_URL ? takeEarlyManifest() : null) ?? fetch(input, init);

/** Fetching only; a failure is the real load's to report (bootstrap loads them again; a tab shows an error panel). */
const ignore = () => undefined;

/**
 * A signed-in start on /dashboard: the dashboard page's chunk and the opening tab's remote files, then the
 * navbar bell's (the tab is what the student waits for; the bell would share the bandwidth with it).
 */
function preloadDashboard(preloads: RemotePreload[]) {
  import('./features/dashboard/components/dashboard-page/dashboard-page').catch(ignore);
  const [tab, ...rest] = preloads;
  if (!tab) return;
  preloadRemote([tab])
    .catch(ignore)
    .then(() => (rest.length > 0 ? preloadRemote(rest) : undefined))
    .catch(ignore);
}

/**
 * Reads the runtime manifest, registers the deployed remotes, then starts the app (async boundary). The
 * app's chunks are requested at once, beside the manifest, not after it: on a phone's round trips that is
 * one wait fewer before the prerendered page is hydrated (and the page's load event waits for them). The
 * manifest itself was requested by the page's guard while this file downloaded.
 * A signed-in start on /dashboard (the guard marked its opening tab) also requests its tab's and bell's
 * remote manifests at once (small), and the dashboard page's chunk and those remotes' files as soon as the
 * shell's own files have arrived, while they are evaluated (issue 30: dashboard LCP on a phone);
 * bootstrap's warmDashboard then finds them on their way.
 */
async function start() {
  const app = import(/* webpackChunkName: "app" */ './bootstrap');
  const startTab = document.documentElement.getAttribute(START_TAB_ATTRIBUTE);
  const manifest = await fetchRuntimeManifest(RUNTIME_MANIFEST_URL, fetchAdoptingEarlyManifest);
  const remoteManifests = earlyRemoteManifests();
  let available = new Set<string>();
  try {
    const plugins = [remoteLoadErrorPlugin(reportRemoteFailure), remoteManifests.plugin];
    available = startFederation(manifest, { init, registerRemotes }, plugins, window.location.href);
    const preloads = dashboardRemotePreloads(startTab, available);
    const opening = new Set(preloads.map((preload) => preload.nameOrAlias));
    remoteManifests.request(remoteEntries(manifest, window.location.href).filter(({ name }) => opening.has(name)).map(({ entry }) => entry));
    if (startTab) afterPageScripts(() => preloadDashboard(preloads), app);
  } catch (error) {
    console.error('CampusLoop: Module Federation could not start; remote tabs are unavailable.', error);
  }
  const { bootstrap } = await app;
  bootstrap(available);
}

void start();
