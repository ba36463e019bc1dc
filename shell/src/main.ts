import { init, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteLoadErrorPlugin, type RemoteLoadFailure } from './federation/remote-load-error-plugin';
import { fetchRuntimeManifest } from './federation/runtime-manifest';
import { startFederation } from './federation/start-federation';

const reportRemoteFailure = ({ id, lifecycle, error }: RemoteLoadFailure) =>
  console.error(`CampusLoop: remote "${id}" failed to load (${lifecycle}); its tab shows an error panel.`, error);

/**
 * Reads the runtime manifest, registers the deployed remotes, then starts the app (async boundary). The
 * app's chunks are requested at once, beside the manifest, not after it: on a phone's round trips that is
 * one wait fewer before the prerendered page is hydrated (and the page's load event waits for them).
 */
async function start() {
  const app = import(/* webpackChunkName: "app" */ './bootstrap');
  const manifest = await fetchRuntimeManifest();
  let available = new Set<string>();
  try {
    available = startFederation(manifest, { init, registerRemotes }, [remoteLoadErrorPlugin(reportRemoteFailure)], window.location.href);
  } catch (error) {
    console.error('CampusLoop: Module Federation could not start; remote tabs are unavailable.', error);
  }
  const { bootstrap } = await app;
  bootstrap(available);
}

void start();
