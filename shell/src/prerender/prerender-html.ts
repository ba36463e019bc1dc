import { ACCESS_TOKEN_KEY } from '@campusloop/web-platform';
import type { PrerenderedPage } from './render-landing';

/** `<html data-prerender="skip">`: the prerendered landing is not for this page view (see the guard). */
export const PRERENDER_SKIP_ATTRIBUTE = 'data-prerender';
/** `<div id="root" data-prerendered="/">`: #root holds the prerendered markup of that path. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The guard: a tiny script the page runs before it paints (a blocking script in <head>; the gateway's CSP
 * allows only same-origin scripts, so it is a file, not inline). The prerendered markup is the landing
 * as a signed-out visitor sees it; it is hidden when the page view is not that: another path (the
 * gateway answers every client-side route with this index.html) or a stored session (a signed-in user
 * must not see the public page flash before the app shows their own). The shell then renders afresh
 * instead of hydrating (bootstrap.tsx). With JavaScript disabled nothing hides it.
 */
export const PRERENDER_GUARD_SCRIPT = `(function () {
  var html = document.documentElement;
  try {
    if (location.pathname !== '/' || window.localStorage.getItem(${JSON.stringify(ACCESS_TOKEN_KEY)})) html.setAttribute('${PRERENDER_SKIP_ATTRIBUTE}', 'skip');
  } catch (error) {
    html.setAttribute('${PRERENDER_SKIP_ATTRIBUTE}', 'skip');
  }
})();
`;

const HIDE_SKIPPED = `<style>html[${PRERENDER_SKIP_ATTRIBUTE}=skip] #root[${PRERENDERED_ATTRIBUTE}]{display:none}</style>`;
/** The template's empty `<div id="root"></div>` (`<div id=root></div>` once html-webpack-plugin minified it). */
const EMPTY_ROOT = /<div id=(?:"root"|root)><\/div>/;

/**
 * The built index.html with the prerendered landing: its critical CSS, the guard script (`guardSrc`) and
 * the rule hiding a skipped prerender in <head>; the markup inside #root, marked as prerendered for `/`.
 */
export function injectPrerenderedPage(indexHtml: string, page: PrerenderedPage, guardSrc: string): string {
  if (!EMPTY_ROOT.test(indexHtml)) throw new Error('prerender: index.html has no empty <div id="root"></div>');
  if (!indexHtml.includes('</head>')) throw new Error('prerender: index.html has no </head>');
  const head = `<script src="${guardSrc}"></script>${HIDE_SKIPPED}${page.styleTags}`;
  // Replacer functions: the markup and CSS are inserted as they are (a '$' in them is no pattern).
  return indexHtml
    .replace('</head>', () => `${head}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="/">${page.html}</div>`);
}
