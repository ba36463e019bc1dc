import type { Connection, Model } from 'mongoose';
import { createKeyedLock, type KeyedLock } from '@campusloop/service-kit';
import { commentModel, type CommentDoc } from './comment-model';
import { likeModel, type LikeDoc } from './like-model';
import { createPagedListIndex, type PagedListIndex } from './paged-list-index';
import { postModel, type PostDoc } from './post-model';

/** The feed's collections in `campusloop_feed`, its list index and its per-document write lock. */
export interface FeedStore {
  connection: Connection;
  posts: Model<PostDoc>;
  comments: Model<CommentDoc>;
  likes: Model<LikeDoc>;
  lists: PagedListIndex;
  lock: KeyedLock;
  /** Builds the schema indexes (the unique like index included) before the service takes traffic. */
  init(): Promise<void>;
}

export type LockedCollection = 'posts' | 'comments';

/** The lock key of one stored post or comment: every update of it runs under this key. */
export function documentLockKey(collection: LockedCollection, id: string): string {
  return `${collection}:${id}`;
}

export function createFeedStore(connection: Connection): FeedStore {
  const lock = createKeyedLock();
  const posts = postModel(connection);
  const comments = commentModel(connection);
  const likes = likeModel(connection);
  return {
    connection,
    posts,
    comments,
    likes,
    lists: createPagedListIndex(connection, lock),
    lock,
    async init() {
      await Promise.all([posts.init(), comments.init(), likes.init()]);
    },
  };
}
