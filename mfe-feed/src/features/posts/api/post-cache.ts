import type { Post } from '@campusloop/contracts';
import { createEntityCache } from '@campusloop/owned-item-web';
import type { FeedSource } from './feed-source';
import { postsApi } from './posts-api';

/** Posts wherever they are cached: every feed holding one, and its detail (optimistic, with undo). */
export const postCache = createEntityCache<Post, FeedSource>({
  api: postsApi,
  lists: ['getFeed'],
  detail: 'getPost',
});
