/**
 * The public pages `nx run shell:build` prerenders (issue 30): what a signed-out visitor can open without
 * any remote. "Who it's For" and "How It Works" are sections of `/`, not routes. /verify needs the e-mail
 * the login page carries in the history state, and /unsubscribe the token of its mail link, so neither is
 * a page worth painting ahead.
 */
export const PUBLIC_PAGE_PATHS = ['/', '/about', '/contact', '/login'] as const;
export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];

/** Where a page's HTML goes under dist/shell, as a static host finds it: `/` in index.html, `/about` in about/index.html. */
export function publicPageFile(pagePath: PublicPagePath): string {
  return pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}/index.html`;
}

/** A location's path as the prerendered pages name it: `/about/` is `/about`. */
export function pagePathOf(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}
