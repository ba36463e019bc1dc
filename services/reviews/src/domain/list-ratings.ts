import type { MyRatingsPage, PageQuery, UniversityRatingsPage } from '@campusloop/contracts';
import { authorIdsToLoad, signedInUser, toPaged, type AuthUser, type ListPage } from '@campusloop/service-kit';
import { requireReviewReader } from './rating-access';
import { summaryOf } from './rating-aggregate';
import { presentRating } from './present-rating';
import type { ReviewsContext } from './reviews-context';

async function presentPage(ctx: ReviewsContext, viewerId: string, page: ListPage, query: PageQuery) {
  const docs = await ctx.store.loadRatings(page.ids);
  const people = await ctx.people.loadPeople(authorIdsToLoad(docs, viewerId));
  const now = ctx.now();
  return toPaged(
    docs.map((doc) => presentRating(doc, viewerId, people, now)),
    page.total,
    query,
  );
}

/**
 * GET /universities/{universityId}/ratings: newest first from the university's paged-list index
 * (any page costs a few `_id` reads), with the aggregate from its kept sums. An id nobody rated
 * answers an empty page (the catalogue is identity's; the front end reads it from there).
 */
export async function listUniversityRatings(
  ctx: ReviewsContext,
  viewer: AuthUser | undefined,
  universityId: string,
  query: PageQuery,
): Promise<UniversityRatingsPage> {
  const user = await requireReviewReader(ctx.people, viewer);
  const [page, stats] = await Promise.all([
    ctx.store.universityPage(universityId, query),
    ctx.store.readStats(universityId),
  ]);
  return { ...(await presentPage(ctx, user.id, page, query)), summary: summaryOf(universityId, stats) };
}

/** GET /users/me/activity/ratings: the caller's own ratings, newest first (My Ratings). */
export async function listMyRatings(
  ctx: ReviewsContext,
  viewer: AuthUser | undefined,
  query: PageQuery,
): Promise<MyRatingsPage> {
  const user = signedInUser(viewer);
  return presentPage(ctx, user.id, await ctx.store.authorPage(user.id, query), query);
}
