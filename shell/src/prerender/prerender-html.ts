import { API_BASE_PATH, IDENTITY_PATHS } from '@campusloop/contracts';
import { ACCESS_TOKEN_KEY, EARLY_API_FETCHES_GLOBAL } from '@campusloop/web-platform/core';
import { DASHBOARD_TAB_STORAGE_KEY, DEFAULT_DASHBOARD_TAB, LEGACY_HOME_TAB } from '../features/dashboard/dashboard-tab-storage';
import { DASHBOARD_TAB_LIST } from '../features/dashboard/dashboard-tabs.generated';
import { TAB_FIRST_REQUESTS } from '../features/dashboard/tab-first-requests';
import { RUNTIME_MANIFEST_URL } from '../federation/runtime-manifest';
import type { PrerenderedPage } from './render-public-page';
import { EARLY_MANIFEST_GLOBAL, START_TAB_ATTRIBUTE } from './guard-handoff';

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
 * which the gateway adds to script-src.
 *
 * It hides the prerendered markup (a public page as a signed-out visitor sees it) when the page view is not
 * that: another path (the gateway answers client-side routes without a page of their own with index.html,
 * the landing) or a stored session (a signed-in user must not see the public page flash before the app
 * shows their own, or /login before they are sent on to the dashboard). The shell then renders afresh
 * instead of hydrating (bootstrap.tsx). With JavaScript disabled nothing hides it.
 *
 * It also starts, while the script files are still downloading, the requests the start-up would otherwise
 * send only once they have run (issue 30: dashboard LCP on a phone, where each is a round trip queued behind
 * the files): the runtime manifest (main.ts adopts it), and with a stored session GET /users/me and, on
 * /dashboard, the opening tab's first request (TAB_FIRST_REQUESTS; web-platform's prefetch adopts them,
 * only for the same token). The opening tab of a signed-in /dashboard is marked on <html> (guard-handoff.ts)
 * for main.ts, which fetches that tab's remote at once. The tab is picked as useActiveTab picks it
 * (guard.test.ts holds the two to the same answers).
 */
export const PRERENDER_GUARD_SCRIPT = `(function () {
  var html = document.documentElement;
  var path = location.pathname;
  var session = null;
  try {
    path = path.length > 1 ? path.replace(/\\/+$/, '') || '/' : path;
    session = window.localStorage.getItem(${JSON.stringify(ACCESS_TOKEN_KEY)});
    if (path !== html.getAttribute('${PRERENDERED_PATH_ATTRIBUTE}') || session) html.setAttribute('${PRERENDER_SKIP_ATTRIBUTE}', 'skip');
  } catch (error) {
    html.setAttribute('${PRERENDER_SKIP_ATTRIBUTE}', 'skip');
  }
  if (typeof window.fetch !== 'function') return;
  function get(url, init) {
    var response = window.fetch(url, init);
    response.catch(function () {});
    return response;
  }
  function tab(key) {
    if (key === ${JSON.stringify(LEGACY_HOME_TAB)}) return 'HOME';
    return ${JSON.stringify(DASHBOARD_TAB_LIST.map((tab) => tab.key))}.indexOf(key) >= 0 ? key : null;
  }
  try {
    window.${EARLY_MANIFEST_GLOBAL} = get(${JSON.stringify(RUNTIME_MANIFEST_URL)}, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!session) return;
    var paths = [${JSON.stringify(IDENTITY_PATHS.me)}];
    if (path === '/dashboard') {
      var stored = null;
      try {
        stored = window.localStorage.getItem(${JSON.stringify(DASHBOARD_TAB_STORAGE_KEY)});
      } catch (error) {}
      var opening = tab(new URLSearchParams(location.search).get('tab')) || tab(stored) || ${JSON.stringify(DEFAULT_DASHBOARD_TAB)};
      html.setAttribute('${START_TAB_ATTRIBUTE}', opening);
      var first = ${JSON.stringify(TAB_FIRST_REQUESTS)}[opening];
      if (first) paths.push(first);
    }
    var headers = { accept: 'application/json', authorization: 'Bearer ' + session };
    var early = { token: session, at: Date.now(), responses: {} };
    for (var i = 0; i < paths.length; i += 1) early.responses[paths[i]] = get(${JSON.stringify(API_BASE_PATH)} + paths[i], { headers: headers });
    window.${EARLY_API_FETCHES_GLOBAL} = early;
  } catch (error) {}
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
