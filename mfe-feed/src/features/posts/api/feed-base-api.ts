import { baseApi } from '@campusloop/web-platform';

/** The shared RTK Query API with the feed's cache tags: Post/Comment per item, Feed/CommentList per list. */
export const feedBaseApi = baseApi.enhanceEndpoints({
  addTagTypes: ['Post', 'Feed', 'Comment', 'CommentList'],
});
