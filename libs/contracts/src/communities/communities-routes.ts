import { MODERATION_DESKS } from '../moderation/moderation-desks';
import { moderationRouteSpecs } from '../moderation/moderation-routes';
import { defineRoutes, type RouteSpec } from '../routes/route-contract';
import { COMMUNITIES_PATHS } from './communities-paths';
import {
  communitiesListQuerySchema,
  communitiesPageQuerySchema,
  communityParamsSchema,
  communitySchema,
  createCommunityRequestSchema,
  pagedCommunitiesSchema,
  updateCommunityRequestSchema,
} from './community';

const VISIBLE =
  'anyone signed in for a PUBLIC community; a UNIVERSITY community only a verified student of its university (anyone else: 404, as for an unknown id)';
const asSeen = (description: string) => ({ 200: { description, schema: communitySchema } });

/** A membership change (no body): the community as the caller now sees it (isMember, memberCount). */
function membership(method: 'POST' | 'DELETE', path: string, summary: string) {
  return {
    method,
    path,
    summary,
    auth: 'required',
    access: `${VISIBLE}; never its owner (409)`,
    params: communityParamsSchema,
    answers: asSeen('The community as the caller now sees it.'),
    errors: [403, 404, 409],
  } as const satisfies RouteSpec;
}

/**
 * Every public route of the communities service (spec §7 Communities): the service mounts them with
 * service-kit's `mountRoute`, the gateway documents them at /api/v1/openapi.json (API_ROUTE_GROUPS)
 * and its tests check answers against them.
 */
export const COMMUNITIES_ROUTES = defineRoutes('communities', {
  listCommunities: {
    method: 'GET',
    path: COMMUNITIES_PATHS.list,
    summary: 'Public communities, or with ?universityId the campus communities of a university, newest first',
    auth: 'optional',
    access: 'public list: anyone; ?universityId: a verified student of that university',
    query: communitiesListQuerySchema,
    answers: {
      200: { description: 'A page of communities as the caller sees them.', schema: pagedCommunitiesSchema },
    },
    errors: [403],
  },
  listMyCommunities: {
    method: 'GET',
    path: COMMUNITIES_PATHS.mine,
    summary: 'Communities the caller created, newest first',
    auth: 'required',
    query: communitiesPageQuerySchema,
    answers: { 200: { description: 'A page of the caller’s communities.', schema: pagedCommunitiesSchema } },
  },
  listJoinedCommunities: {
    method: 'GET',
    path: COMMUNITIES_PATHS.joined,
    summary: 'Communities the caller joined (not their own), latest join first',
    auth: 'required',
    query: communitiesPageQuerySchema,
    answers: { 200: { description: 'A page of joined communities.', schema: pagedCommunitiesSchema } },
  },
  getCommunity: {
    method: 'GET',
    path: COMMUNITIES_PATHS.community,
    summary: 'One community',
    auth: 'optional',
    access: `${VISIBLE} (visitors: PUBLIC only)`,
    params: communityParamsSchema,
    answers: asSeen('The community as the caller sees it.'),
    errors: [404],
  },
  createCommunity: {
    method: 'POST',
    path: COMMUNITIES_PATHS.list,
    summary: 'Create a community (the caller owns it and is its first member)',
    auth: 'required',
    access: 'a complete profile; UNIVERSITY: a verified student of universityId',
    body: createCommunityRequestSchema,
    answers: { 201: { description: 'The new community as its owner sees it.', schema: communitySchema } },
    errors: [403, 503],
  },
  updateCommunity: {
    method: 'PUT',
    path: COMMUNITIES_PATHS.community,
    summary: 'Edit a community (name, description, cover; never its visibility)',
    auth: 'required',
    access: 'its owner',
    params: communityParamsSchema,
    body: updateCommunityRequestSchema,
    answers: asSeen('The edited community.'),
    errors: [403, 404, 503],
  },
  deleteCommunity: {
    method: 'DELETE',
    path: COMMUNITIES_PATHS.community,
    summary: 'Delete a community with its memberships; the feed removes its posts',
    auth: 'required',
    access: 'its owner',
    params: communityParamsSchema,
    answers: { 204: { description: 'Deleted.' } },
    errors: [403, 404],
  },
  joinCommunity: membership('POST', COMMUNITIES_PATHS.join, 'Join a community (idempotent)'),
  leaveCommunity: membership('DELETE', COMMUNITIES_PATHS.leave, 'Leave a community (idempotent)'),
  // 'Report Community' and the moderators' desk (service-kit's moderation kit mounts them), issue 28.
  ...moderationRouteSpecs({
    item: COMMUNITIES_PATHS.community,
    itemParams: communityParamsSchema,
    desk: MODERATION_DESKS.community.desk,
    noun: MODERATION_DESKS.community.noun,
    access: VISIBLE,
  }),
});
