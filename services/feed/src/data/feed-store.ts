import type { Connection, Model } from 'mongoose';
import { keyedLockOf, createPagedListIndex, type KeyedLock, type PagedListIndex } from '@campusloop/service-kit';
import { postModel, type PostDoc } from './post-model';

/**
 * The feed's posts in `campusloop_feed`, its list index and its per-document write lock (shared with
 * the discussion kit, which keeps comments and likes in the same database).
 */
export interface FeedStore {
  connection: Connection;
  posts: Model<PostDoc>;
  lists: PagedListIndex;
  lock: KeyedLock;
  /** Builds the schema indexes before the service takes traffic. */
  init(): Promise<void>;
}

export function createFeedStore(connection: Connection): FeedStore {
  const lock = keyedLockOf(connection);
  const posts = postModel(connection);
  return {
    connection,
    posts,
    lists: createPagedListIndex(connection, lock),
    lock,
    async init() {
      await posts.init();
    },
  };
}
