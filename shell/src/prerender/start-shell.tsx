import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { mountApp, restoreSession, tokenStorage, type AppStore } from '@campusloop/web-platform';
import { PRERENDERED_ATTRIBUTE, PRERENDER_SKIP_ATTRIBUTE } from './prerender-html';
import { shellElement } from './shell-element';

/**
 * Renders the shell into #root. When #root holds the prerendered landing (index.html, see
 * prerender-html.ts) and this page view is the one it was rendered for (`/`, no stored session: the
 * guard did not skip it), React hydrates it: the page the visitor already sees becomes the app without
 * being painted again. Otherwise the prerendered markup is dropped and the app renders afresh.
 */
export function startShell(app: ReactNode, store: AppStore, container = document.getElementById('root')) {
  if (!container) throw new Error('shell: the page has no #root element');
  if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    if (prerenderFits(container)) {
      // The same order as mountApp: with no access token, restoreSession marks the session anonymous
      // before the first render, which is the state the landing was prerendered in.
      void store.dispatch(restoreSession());
      hydrateRoot(container, shellElement(app, store), { onRecoverableError: reportMismatch });
      return store;
    }
    container.replaceChildren();
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
  }
  return mountApp(app, { store, container });
}

function prerenderFits(container: HTMLElement): boolean {
  return (
    document.documentElement.getAttribute(PRERENDER_SKIP_ATTRIBUTE) !== 'skip' &&
    container.getAttribute(PRERENDERED_ATTRIBUTE) === window.location.pathname &&
    !tokenStorage.getAccessToken()
  );
}

/** React re-rendered (part of) the page because the prerendered markup differed from the app's. */
function reportMismatch(error: unknown) {
  console.error('CampusLoop: the prerendered landing did not match the app; React rendered it afresh.', error);
}
