import type { PageQuery, PagedCommunities } from '@campusloop/contracts';
import { signedInUser, toPaged, type AuthUser } from '@campusloop/service-kit';
import { COMMUNITY_LISTS } from './community-lists';
import { requireCampusListAccess } from './community-visibility';
import type { CommunitiesContext } from './communities-context';
import { memberOfViewer, presentCommunities } from './present-community';

/** One page of a community list, newest first: a few `_id` reads whatever the page or the list size. */
async function pageOf(
  ctx: CommunitiesContext,
  key: string,
  viewer: AuthUser | undefined,
  query: PageQuery,
): Promise<PagedCommunities> {
  const { ids, total } = await ctx.store.lists.page(key, query);
  // The page's communities and the viewer's memberships among them: two `_id $in` reads at once.
  const [listed, memberOf] = await Promise.all([ctx.store.liveByIds(ids), memberOfViewer(ctx, ids, viewer?.id)]);
  // Without the communities of users the viewer blocked (issue 28): the page may hold fewer than `size`,
  // `totalElements` and `last` stay the list's. The viewer's own ("mine") are never left out.
  const docs = await ctx.blocks.withoutBlocked(viewer?.id, listed, (doc) => doc.ownerId);
  return toPaged(await presentCommunities(ctx, docs, viewer?.id, memberOf), total, query);
}

/**
 * GET /communities: the public communities (anyone, visitors too), or with `universityId` the campus
 * communities of that university (only its verified students: 401 signed out, 403 others).
 */
export async function listCommunities(
  ctx: CommunitiesContext,
  viewer: AuthUser | undefined,
  { universityId, ...query }: PageQuery & { universityId?: string | undefined },
): Promise<PagedCommunities> {
  if (universityId === undefined) return pageOf(ctx, COMMUNITY_LISTS.public, viewer, query);
  requireCampusListAccess(universityId, viewer);
  return pageOf(ctx, COMMUNITY_LISTS.campus(universityId), viewer, query);
}

/** GET /users/me/activity/communities: the communities the caller created. */
export function listMyCommunities(ctx: CommunitiesContext, viewer: AuthUser | undefined, query: PageQuery) {
  const user = signedInUser(viewer);
  return pageOf(ctx, COMMUNITY_LISTS.owned(user.id), user, query);
}

/** GET /communities/joined: the communities the caller joined (their own are under My Communities). */
export function listJoinedCommunities(ctx: CommunitiesContext, viewer: AuthUser | undefined, query: PageQuery) {
  const user = signedInUser(viewer);
  return pageOf(ctx, COMMUNITY_LISTS.joined(user.id), user, query);
}
