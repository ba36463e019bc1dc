import {
  COMMUNITIES_PATHS,
  fillPath,
  type Community,
  type CreateCommunityRequest,
  type UpdateCommunityRequest,
} from '@campusloop/contracts';
import { communitiesApi } from './communities-api';
import { communityCache } from './community-cache';
import { communityPath } from './community-lists';

const ALL_LISTS = [{ type: 'CommunityList' as const }];
const JOINED_LIST = [{ type: 'CommunityList' as const, id: 'joined' }];

/**
 * Writing communities (spec §4/§7). Join, leave and delete are optimistic: the caches change at once
 * and are put back (`undo`) when the call fails. The components show the toasts.
 */
export const communityMutationsApi = communitiesApi.injectEndpoints({
  endpoints: (build) => ({
    createCommunity: build.mutation<Community, CreateCommunityRequest>({
      query: (body) => ({ url: COMMUNITIES_PATHS.list, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ALL_LISTS),
    }),
    updateCommunity: build.mutation<Community, { communityId: string; body: UpdateCommunityRequest }>({
      query: ({ communityId, body }) => ({ url: communityPath(communityId), method: 'PUT', body }),
      async onQueryStarted({ communityId }, tools) {
        const { data } = await tools.queryFulfilled.catch(() => ({ data: null }));
        if (data) communityCache.patch(tools, communityId, (community) => void Object.assign(community, data));
      },
    }),
    deleteCommunity: build.mutation<null, string>({
      query: (communityId) => ({ url: communityPath(communityId), method: 'DELETE' }),
      async onQueryStarted(communityId, tools) {
        const undo = communityCache.remove(tools, communityId);
        await tools.queryFulfilled.catch(undo);
      },
    }),
    /** Join (true) or leave; spec §4: isMember flips and memberCount moves by one at once (never below 0). */
    setMembership: build.mutation<Community, { communityId: string; join: boolean }>({
      query: ({ communityId, join }) => ({
        url: fillPath(join ? COMMUNITIES_PATHS.join : COMMUNITIES_PATHS.leave, { communityId }),
        method: join ? 'POST' : 'DELETE',
      }),
      async onQueryStarted({ communityId, join }, tools) {
        const undo = communityCache.patch(tools, communityId, (community) => {
          if (community.isMember === join) return;
          community.isMember = join;
          community.memberCount = Math.max(0, community.memberCount + (join ? 1 : -1));
        });
        try {
          const { data } = await tools.queryFulfilled;
          communityCache.patch(tools, communityId, (community) => void Object.assign(community, data));
        } catch {
          undo();
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : JOINED_LIST),
    }),
  }),
});

export const {
  useCreateCommunityMutation,
  useUpdateCommunityMutation,
  useDeleteCommunityMutation,
  useSetMembershipMutation,
} = communityMutationsApi;
