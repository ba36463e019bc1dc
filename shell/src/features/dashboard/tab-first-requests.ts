import { FEED_PATHS, PAGE_SIZES } from '@campusloop/contracts';
import type { DashboardTabKey } from '@campusloop/web-platform/core';

/**
 * The GET a tab's first screen makes, as its remote's RTK Query endpoint sends it (path and query), for the
 * tabs whose first request needs nothing but the session: the page's guard sends it as soon as the HTML is
 * parsed (prerender-html.ts), warmDashboard again if the guard could not, and that endpoint adopts it.
 */
export const TAB_FIRST_REQUESTS: Partial<Record<DashboardTabKey, string>> = {
  // mfe-feed's getFeed for the public feed, first page (PostFeed on HOME).
  HOME: `${FEED_PATHS.publicPosts}?page=0&size=${PAGE_SIZES.feed}`,
};
