import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter } from 'react-router-dom';
import type { User } from '@campusloop/contracts';
import { createAppStore, type AuthState } from '@campusloop/web-platform';
import { App } from '../app/app';
import { routes } from '../app/routes';
import type { RemoteLoader } from '../federation/remotes-context';

type RenderAppOptions = {
  path?: string;
  /** Router state of the first entry (e.g. the e-mail /verify needs). */
  state?: unknown;
  /** Signed-in user; null for a visitor; 'loading' while the session is being restored. */
  user?: User | null | 'loading';
  /** Container names in the runtime manifest. */
  remotes?: string[];
  load?: RemoteLoader;
};

/** A fake remote module per id: renders '<id> (<tabKey>)' so tests see which module a spot loaded. */
export const fakeRemoteLoader: RemoteLoader = async (id) => ({
  default: ({ tabKey }: { tabKey?: string }) => <p data-testid="remote">{`${id}${tabKey ? ` (${tabKey})` : ''}`}</p>,
});

/** The whole shell (real routes, store and guards) on a memory router. */
export function renderApp({ path = '/', state, user = null, remotes = [], load = fakeRemoteLoader }: RenderAppOptions = {}) {
  const auth: AuthState = user === 'loading' ? { status: 'loading', user: null } : user ? { status: 'authenticated', user } : { status: 'anonymous', user: null };
  const onSessionExpired = jest.fn();
  const store = createAppStore({ onSessionExpired, preloadedState: { auth } });
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }] });
  const view = render(
    <Provider store={store}>
      <App router={router} available={new Set(remotes)} load={load} />
    </Provider>,
  );
  return { ...view, store, router, onSessionExpired };
}

/** renderApp, then lets lazily loaded remote modules settle inside act (no act warnings from Suspense). */
export async function renderAppSettled(options: RenderAppOptions = {}) {
  let rendered: ReturnType<typeof renderApp> | undefined;
  await act(async () => {
    rendered = renderApp(options);
  });
  return rendered as ReturnType<typeof renderApp>;
}

/** Current location of the memory router as path + search. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
