import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@campusloop/contracts';
import { ThemeProvider, ToastProvider } from '@campusloop/ui';
import { createAppStore } from '@campusloop/web-platform';
import { aUser } from '@campusloop/web-platform/testing';
import { UNIVERSITY_ID } from './event-fixtures';

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** Renders events UI as the shell would: the store (signed in as `user`, a verified student by default), theme, router and toasts. */
export function renderEvents(ui: ReactElement, { user = aUser({ universityId: UNIVERSITY_ID }) }: { user?: User } = {}) {
  localStorage.setItem('accessToken', 'test-token');
  const store = createAppStore({
    onSessionExpired: jest.fn(),
    preloadedState: { auth: { status: 'authenticated', user } },
  });
  const view = render(
    <Provider store={store}>
      <ThemeProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={['/dashboard']}>
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
            <Where />
          </MemoryRouter>
        </ToastProvider>
      </ThemeProvider>
    </Provider>,
  );
  return { ...view, store };
}
