import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { restoreSession, tokenStorage, type AppStore } from '@campusloop/web-platform/core';
import { PRERENDERED_ATTRIBUTE, PRERENDER_SKIP_ATTRIBUTE } from './prerender-html';
import { pagePathOf } from './public-pages';
import { shellElement } from './shell-element';

/** `<html data-shell="started">`: the shell has read the stored session and taken #root over (tests wait for it). */
export const SHELL_STARTED_ATTRIBUTE = 'data-shell';

/**
 * Renders the shell into #root. When #root holds a prerendered public page (index.html, about/index.html…,
 * see prerender-html.ts) and this page view is the one it was rendered for (its path, no stored session:
 * the guard did not skip it), React hydrates it: the page the visitor already sees becomes the app without
 * being painted again. Otherwise the prerendered markup is dropped and the app renders afresh (as
 * web-platform's mountApp does). Answers the React root (tests unmount it).
 */
export function startShell(app: ReactNode, store: AppStore, container = document.getElementById('root')): Root {
  if (!container) throw new Error('shell: the page has no #root element');
  const prerendered = container.hasAttribute(PRERENDERED_ATTRIBUTE);
  const hydrate = prerendered && prerenderFits(container);
  // With no access token, restoreSession marks the session anonymous before the first render, which is
  // the state the public pages were prerendered in.
  void store.dispatch(restoreSession());
  document.documentElement.setAttribute(SHELL_STARTED_ATTRIBUTE, 'started');
  if (hydrate) return hydrateRoot(container, shellElement(app, store), { onRecoverableError: reportMismatch });
  if (prerendered) {
    container.replaceChildren();
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
  }
  const root = createRoot(container);
  root.render(shellElement(app, store));
  return root;
}

function prerenderFits(container: HTMLElement): boolean {
  return (
    document.documentElement.getAttribute(PRERENDER_SKIP_ATTRIBUTE) !== 'skip' &&
    container.getAttribute(PRERENDERED_ATTRIBUTE) === pagePathOf(window.location.pathname) &&
    !tokenStorage.getAccessToken()
  );
}

/** React re-rendered (part of) the page because the prerendered markup differed from the app's. */
function reportMismatch(error: unknown) {
  console.error('CampusLoop: the prerendered page did not match the app; React rendered it afresh.', error);
}
