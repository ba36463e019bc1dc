import { loadRemote } from '@module-federation/enhanced/runtime';
import { createBrowserRouter } from 'react-router-dom';
import { createAppStore, tokenStorage } from '@campusloop/web-platform/core';
import { App } from './app/app';
import { routes } from './app/routes';
import type { RemoteLoader } from './federation/remotes-context';
import { warmDashboard } from './features/dashboard/warm-dashboard';
import { startShell } from './prerender/start-shell';

const loadRemoteModule: RemoteLoader = (id) => loadRemote(id);

/**
 * Starts the shell once the remotes of the runtime manifest are registered (see main.ts): hydrates the
 * prerendered landing when the page holds it for this view, renders afresh otherwise.
 */
export function bootstrap(available: ReadonlySet<string>) {
  const router = createBrowserRouter(routes);
  const store = createAppStore({ onSessionExpired: () => void router.navigate('/login', { replace: true }) });
  if (tokenStorage.getAccessToken()) warmDashboard(window.location, available, loadRemoteModule);
  startShell(<App router={router} available={available} load={loadRemoteModule} />, store);
}
