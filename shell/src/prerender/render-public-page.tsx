import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { createAppStore, signedOut } from '@campusloop/web-platform';
import { App } from '../app/app';
import { routes } from '../app/routes';
import { shellElement } from './shell-element';

export type PrerenderedPage = {
  /** The markup of #root. */
  html: string;
  /** The page's critical CSS: styled-components' `<style data-styled>` tags for exactly this markup. */
  styleTags: string;
};

/**
 * The landing page (`/`) as a signed-out visitor's browser first renders it: the shell's App with its
 * route table on `/`, and the session already known to be anonymous (restoreSession decides that before
 * the first render when there is no access token). A memory router has the same component tree as the
 * browser router, so React's generated ids and the hydration match.
 */
export function renderLandingPage(): PrerenderedPage {
  const store = createAppStore();
  store.dispatch(signedOut());
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(shellElement(<App router={router} available={new Set()} load={noRemotes} />, store)),
    );
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** The landing loads no remote. */
function noRemotes(id: string): Promise<never> {
  return Promise.reject(new Error(`prerender: remote ${id} is not available at build time`));
}
