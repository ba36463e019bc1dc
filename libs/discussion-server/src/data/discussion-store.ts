import type { Connection, Model } from 'mongoose';
import { keyedLockOf, createPagedListIndex, type KeyedLock, type PagedListIndex } from '@campusloop/service-kit';
import { commentModel, type CommentDoc } from './comment-model';
import { likeModel, type LikeDoc } from './like-model';

/** The discussion's collections (`comments`, `likes`, the list index) in the consumer's database. */
export interface DiscussionStore {
  comments: Model<CommentDoc>;
  likes: Model<LikeDoc>;
  lists: PagedListIndex;
  lock: KeyedLock;
  /** Builds the schema indexes (the unique like index included) before the service takes traffic. */
  init(): Promise<void>;
}

export interface DiscussionStoreOptions {
  /** Share the service's lock and list index (one per process and database). */
  lock?: KeyedLock;
  lists?: PagedListIndex;
}

export function createDiscussionStore(connection: Connection, options: DiscussionStoreOptions = {}): DiscussionStore {
  const lock = options.lock ?? keyedLockOf(connection);
  const comments = commentModel(connection);
  const likes = likeModel(connection);
  return {
    comments,
    likes,
    lists: options.lists ?? createPagedListIndex(connection, lock),
    lock,
    async init() {
      await Promise.all([comments.init(), likes.init()]);
    },
  };
}
