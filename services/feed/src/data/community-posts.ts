import type { FeedStore } from './feed-store';
import type { PostDoc } from './post-model';

/** Every post of one community, in either of its lists (a rare read: when the community is deleted). */
export const postsOfCommunity = (store: FeedStore, communityId: string) =>
  store.posts.find({ communityId }).lean<PostDoc[]>();
