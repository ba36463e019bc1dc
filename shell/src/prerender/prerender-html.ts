import { ACCESS_TOKEN_KEY } from '@campusloop/web-platform/core';
import type { PrerenderedPage } from './render-public-page';
import { SESSION_STORED_ATTRIBUTE } from './session-marker';

/** `<html data-prerender="skip">`: the prerendered page is not for this page view (see the guard). */
export const PRERENDER_SKIP_ATTRIBUTE = 'data-prerender';
/** `<div id="root" data-prerendered="/about">`: #root holds the prerendered markup of that path. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** `<html data-prerendered-path="/about">`: the same path where the guard can read it (before #root is parsed). */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';

/**
 * The guard: a tiny script the page runs before it paints, inline in <head> (issue 30: as a file it was the
 * page's one render-blocking request, a round trip before the first paint on a phone). The gateway's CSP
 * allows inline scripts only by hash: the build lists this one's in inline-scripts.json (write-prerendered-pages.ts),
 * which the gateway adds to script-src. The prerendered markup is a public page
 * as a signed-out visitor sees it; it is hidden when the page view is not that: another path (the
 * gateway answers client-side routes without a page of their own with index.html, the landing) or a
 * stored session (a signed-in user must not see the public page flash before the app shows their own,
 * or /login before they are sent on to the dashboard). The shell then renders afresh instead of
 * hydrating (bootstrap.tsx). With JavaScript disabled nothing hides it. A stored session is also marked on
 * <html> (session-marker.ts) for main.ts, which starts a signed-in dashboard's remotes from it.
 */
export const PRERENDER_GUARD_SCRIPT = `(function () {
  var html = document.documentElement;
  try {
    var path = location.pathname.length > 1 ? location.pathname.replace(/\\/+$/, '') || '/' : location.pathname;
    var session = window.localStorage.getItem(${JSON.stringify(ACCESS_TOKEN_KEY)});
    if (session) html.setAttribute('${SESSION_STORED_ATTRIBUTE}', 'stored');
    if (path !== html.getAttribute('${PRERENDERED_PATH_ATTRIBUTE}') || session) html.setAttribute('${PRERENDER_SKIP_ATTRIBUTE}', 'skip');
  } catch (error) {
    html.setAttribute('${PRERENDER_SKIP_ATTRIBUTE}', 'skip');
  }
})();
`;

const HIDE_SKIPPED = `<style>html[${PRERENDER_SKIP_ATTRIBUTE}=skip] #root[${PRERENDERED_ATTRIBUTE}]{display:none}</style>`;
/** The template's empty `<div id="root"></div>` (`<div id=root></div>` once html-webpack-plugin minified it). */
const EMPTY_ROOT = /<div id=(?:"root"|root)><\/div>/;
/** The template's `<html ...>` start tag. */
const HTML_START = /<html(?=[\s>])/;

/**
 * The built index.html with a prerendered page: its path on `<html>`, its critical CSS, the guard script
 * (inline, exactly PRERENDER_GUARD_SCRIPT: its hash is what the CSP allows) and the rule hiding a skipped
 * prerender in <head>; the markup inside #root, marked with the path it was rendered for.
 */
export function injectPrerenderedPage(indexHtml: string, page: PrerenderedPage): string {
  if (!EMPTY_ROOT.test(indexHtml)) throw new Error('prerender: index.html has no empty <div id="root"></div>');
  if (!indexHtml.includes('</head>')) throw new Error('prerender: index.html has no </head>');
  if (!HTML_START.test(indexHtml)) throw new Error('prerender: index.html has no <html> tag');
  const head = `<script>${PRERENDER_GUARD_SCRIPT}</script>${HIDE_SKIPPED}${page.styleTags}`;
  // Replacer functions: the markup and CSS are inserted as they are (a '$' in them is no pattern).
  return indexHtml
    .replace(HTML_START, () => `<html ${PRERENDERED_PATH_ATTRIBUTE}="${page.path}"`)
    .replace('</head>', () => `${head}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${page.path}">${page.html}</div>`);
}
