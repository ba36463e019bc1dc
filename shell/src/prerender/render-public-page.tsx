import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { createAppStore, signedOut } from '@campusloop/web-platform/core';
import { App } from '../app/app';
import { routes } from '../app/routes';
import type { PublicPagePath } from './public-pages';
import { shellElement } from './shell-element';

export type PrerenderedPage = {
  /** The path the page was rendered for. */
  path: PublicPagePath;
  /** The markup of #root. */
  html: string;
  /** The page's critical CSS: styled-components' `<style data-styled>` tags for exactly this markup. */
  styleTags: string;
};

/** A Suspense boundary React could not finish on the server and left to the client (`<!--$!-->`). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';
/** Renders while a split-off page's chunk (React.lazy) is still being imported. */
const MAX_RENDERS = 20;

/**
 * A public page as a signed-out visitor's browser first renders it: the shell's App with its route table
 * on `path`, and the session already known to be anonymous (restoreSession decides that before the first
 * render when there is no access token). A memory router has the same component tree as the browser
 * router, so React's generated ids and the hydration match.
 *
 * Pages split off with React.lazy (/contact, /login) suspend the first time: React then writes their
 * Suspense fallback ('Loading...') marked for the client. The render is repeated once their import has
 * settled, until every boundary holds its page; the browser hydrates those boundaries when the same chunk
 * arrives there, and until then shows the HTML it painted.
 */
export async function renderPublicPage(path: PublicPagePath): Promise<PrerenderedPage> {
  for (let render = 1; render <= MAX_RENDERS; render += 1) {
    const page = renderOnce(path);
    if (!page.html.includes(CLIENT_RENDERED_BOUNDARY)) return page;
    await new Promise((resolve) => setTimeout(resolve, 10 * render));
  }
  throw new Error(`prerender: ${path} still suspends after ${MAX_RENDERS} renders (a page that waits for data?)`);
}

function renderOnce(path: PublicPagePath): PrerenderedPage {
  const store = createAppStore();
  store.dispatch(signedOut());
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const sheet = new ServerStyleSheet();
  try {
    const element: ReactElement = shellElement(<App router={router} available={new Set()} load={noRemotes} />, store);
    const html = renderToString(sheet.collectStyles(element));
    return { path, html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** The public pages load no remote. */
function noRemotes(id: string): Promise<never> {
  return Promise.reject(new Error(`prerender: remote ${id} is not available at build time`));
}
