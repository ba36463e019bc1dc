import { baseApi } from '@campusloop/web-platform';

/** The shared RTK Query API with the feed's cache tags: Post per item, Feed per list (comments: the discussion kit's). */
export const feedBaseApi = baseApi.enhanceEndpoints({
  addTagTypes: ['Post', 'Feed', 'CommentList'],
});
