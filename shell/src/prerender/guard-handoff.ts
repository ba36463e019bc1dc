// Dependency-free: main.ts reads these before the shared libraries have loaded. What the page's guard
// (prerender-html.ts) leaves for the start-up, before any script file has loaded.

/**
 * `<html data-start-tab="HOME">`: a signed-in start on /dashboard, and the tab it opens on (as useActiveTab
 * picks it: ?tab, else the remembered tab, else Home); main.ts fetches that tab's remote at once.
 */
export const START_TAB_ATTRIBUTE = 'data-start-tab';

/** The window property holding the guard's fetch of the runtime manifest (main.ts reads it instead of asking again). */
export const EARLY_MANIFEST_GLOBAL = '__campusloopEarlyManifest';

/** The guard's response for the runtime manifest (once: the property is removed), or null when it sent none. */
export function takeEarlyManifest(): Promise<Response> | null {
  const holder = window as unknown as Record<string, unknown>;
  const early = holder[EARLY_MANIFEST_GLOBAL];
  delete holder[EARLY_MANIFEST_GLOBAL];
  return early instanceof Promise ? (early as Promise<Response>) : null;
}
