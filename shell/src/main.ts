import { init, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteLoadErrorPlugin, type RemoteLoadFailure } from './federation/remote-load-error-plugin';
import { fetchRuntimeManifest } from './federation/runtime-manifest';
import { startFederation } from './federation/start-federation';

const reportRemoteFailure = ({ id, lifecycle, error }: RemoteLoadFailure) =>
  console.error(`CampusLoop: remote "${id}" failed to load (${lifecycle}); its tab shows an error panel.`, error);

/** Reads the runtime manifest, registers the deployed remotes, then starts the app (async boundary). */
async function start() {
  const manifest = await fetchRuntimeManifest();
  let available = new Set<string>();
  try {
    available = startFederation(manifest, { init, registerRemotes }, [remoteLoadErrorPlugin(reportRemoteFailure)], window.location.href);
  } catch (error) {
    console.error('CampusLoop: Module Federation could not start; remote tabs are unavailable.', error);
  }
  const { bootstrap } = await import(/* webpackChunkName: "app" */ './bootstrap');
  bootstrap(available);
}

void start();
