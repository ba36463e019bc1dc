import { baseApi } from '@campusloop/web-platform';

/** The shared RTK Query API with the communities' cache tags: Community per item, CommunityList per list. */
export const communitiesBaseApi = baseApi.enhanceEndpoints({ addTagTypes: ['Community', 'CommunityList'] });
