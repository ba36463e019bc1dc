import { init, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { dashboardRemotePreloads } from './federation/preload-dashboard-remotes';
import { remoteLoadErrorPlugin, type RemoteLoadFailure } from './federation/remote-load-error-plugin';
import { fetchRuntimeManifest } from './federation/runtime-manifest';
import { startFederation } from './federation/start-federation';
import { SESSION_STORED_ATTRIBUTE } from './prerender/session-marker';

const reportRemoteFailure = ({ id, lifecycle, error }: RemoteLoadFailure) =>
  console.error(`CampusLoop: remote "${id}" failed to load (${lifecycle}); its tab shows an error panel.`, error);

/**
 * Reads the runtime manifest, registers the deployed remotes, then starts the app (async boundary). The
 * app's chunks are requested at once, beside the manifest, not after it: on a phone's round trips that is
 * one wait fewer before the prerendered page is hydrated (and the page's load event waits for them).
 * A signed-in start on /dashboard (the guard marked a stored session) also starts fetching its tab's and
 * bell's remote files now, while the shell's own chunks still download (issue 30: dashboard LCP on a
 * phone); bootstrap's warmDashboard then finds them on their way.
 */
async function start() {
  const app = import(/* webpackChunkName: "app" */ './bootstrap');
  const manifest = await fetchRuntimeManifest();
  let available = new Set<string>();
  try {
    available = startFederation(manifest, { init, registerRemotes }, [remoteLoadErrorPlugin(reportRemoteFailure)], window.location.href);
    if (document.documentElement.hasAttribute(SESSION_STORED_ATTRIBUTE)) {
      const preloads = dashboardRemotePreloads(window.location, available);
      // Fetching only; a failure is the real load's to report (its tab shows an error panel).
      if (preloads.length > 0) preloadRemote(preloads).catch(() => undefined);
    }
  } catch (error) {
    console.error('CampusLoop: Module Federation could not start; remote tabs are unavailable.', error);
  }
  const { bootstrap } = await app;
  bootstrap(available);
}

void start();
