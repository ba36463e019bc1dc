import { render } from '@testing-library/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@campusloop/contracts';
import { createAppStore } from '../store/create-app-store';
import { aUser } from '@campusloop/contracts/testing';

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export interface RenderAsShellOptions {
  /** Who is signed in; default `aUser()` (a verified student). */
  user?: User;
  /**
   * The UI providers the shell puts around a front end (theme, toasts): `UiProviders` from
   * `@campusloop/ui/testing` (web-platform may not import ui itself).
   */
  providers?: ComponentType<{ children: ReactNode }>;
  /** Where the router starts; default `/dashboard`. */
  initialPath?: string;
}

/**
 * Renders a front end's UI as the shell would: the store (signed in as `user`), the given UI
 * providers, a router, and a `data-testid="location"` element showing the current path.
 */
export function renderAsShell(
  ui: ReactElement,
  { user = aUser(), providers: Providers = Passthrough, initialPath = '/dashboard' }: RenderAsShellOptions = {},
) {
  localStorage.setItem('accessToken', 'test-token');
  const store = createAppStore({
    onSessionExpired: jest.fn(),
    preloadedState: { auth: { status: 'authenticated', user } },
  });
  const view = render(
    <Provider store={store}>
      <Providers>
        <MemoryRouter initialEntries={[initialPath]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <Where />
        </MemoryRouter>
      </Providers>
    </Provider>,
  );
  return { ...view, store };
}

function Passthrough({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
