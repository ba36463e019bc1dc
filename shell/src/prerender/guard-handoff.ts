// Dependency-free: main.ts reads it before the shared libraries have loaded.

/**
 * `<html data-session="stored">`: the guard (prerender-html.ts) found a stored session before the page
 * painted, so main.ts may start what a signed-in start needs (its dashboard remotes) at once.
 */
export const SESSION_STORED_ATTRIBUTE = 'data-session';
