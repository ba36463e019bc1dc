import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createAppStore, restoreSession, type AppStore } from '@campusloop/web-platform/core';

/**
 * Renders a page's React tree into #root with the store (created here unless given) and starts
 * restoring the session. Used by the shell's bootstrap and by each remote's standalone bootstrap.
 */
export function mountApp(element: ReactNode, { store = createAppStore(), container = document.getElementById('root') }: { store?: AppStore; container?: HTMLElement | null } = {}) {
  if (!container) throw new Error('mountApp: the page has no #root element');
  void store.dispatch(restoreSession());
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>{element}</Provider>
    </StrictMode>,
  );
  return store;
}
