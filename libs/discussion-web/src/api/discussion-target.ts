/**
 * One discussion: the API path of the thing discussed (a post, an event, a listing), e.g.
 * `/feed/posts/abc` or `/universities/u/events/e`. Its comments, replies and likes live at the
 * contracts' `discussionPaths(path)`. The path is also its cache-tag id.
 */
export type DiscussionTarget = {
  path: string;
  /** Page by the server's `last` flag instead of "a full page means more" (spec §4: campus posts). */
  useLastFlag: boolean;
  /** Its service takes reports of comments (`commentModerationRouteSpecs`): each comment offers Report. */
  reports?: boolean;
};

/**
 * The discussions of one kind of target: `basePath` turns the target's ids into its API path.
 *
 *   const eventDiscussion = createDiscussionApi((universityId: string, eventId: string) =>
 *     `/events/universities/${universityId}/events/${eventId}`);
 *   <DiscussionSection target={eventDiscussion.target(universityId, eventId)} ... />
 */
export function createDiscussionApi<Ids extends unknown[]>(
  basePath: (...ids: Ids) => string,
  { useLastFlag = false }: { useLastFlag?: boolean } = {},
) {
  return {
    target: (...ids: Ids): DiscussionTarget => ({ path: basePath(...ids), useLastFlag }),
    /** As `target`, with the paging rule chosen per target (e.g. only campus posts use the `last` flag). */
    targetWith: (options: { useLastFlag: boolean; reports?: boolean }, ...ids: Ids): DiscussionTarget => ({
      path: basePath(...ids),
      useLastFlag: options.useLastFlag,
      ...(options.reports ? { reports: true } : {}),
    }),
  };
}
