import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '@campusloop/web-platform/core';

/**
 * The element the shell renders into #root, around its App: the same on the server (prerender) and in the
 * browser (hydration), since hydration needs the very same tree (mountApp of web-platform wraps the same).
 */
export function shellElement(app: ReactNode, store: AppStore) {
  return (
    <StrictMode>
      <Provider store={store}>{app}</Provider>
    </StrictMode>
  );
}
