import { Schema, type Connection, type Model } from 'mongoose';
import type { MediaItem } from '@campusloop/contracts';
import { registerModel, storedAuthorSchema, storedMediaSchema, type StoredAuthor } from '@campusloop/service-kit';

export interface CommentDoc {
  _id: string;
  /** What is discussed: the port's `type` and the target's id. */
  targetType: string;
  targetId: string;
  /** null for a top-level comment, else the comment or reply it answers. */
  parentId: string | null;
  /** Every comment above it, nearest last: a subtree is `{ ancestorIds: id }`. */
  ancestorIds: string[];
  /** The paged list it is shown in (service-kit paged-list-index) and its position there. */
  listKey: string;
  seq: number;
  body: string;
  media: MediaItem[];
  isAnonymous: boolean;
  authorId: string;
  author: StoredAuthor;
  likeCount: number;
  /** Direct replies. */
  replyCount: number;
  createdAt: Date;
}

const commentSchema = new Schema<CommentDoc>(
  {
    _id: { type: String, required: true },
    targetType: { type: String, required: true },
    targetId: { type: String, required: true },
    parentId: { type: String, default: null },
    ancestorIds: { type: [String], default: [] },
    listKey: { type: String, required: true },
    seq: { type: Number, required: true },
    body: { type: String, default: '' },
    media: { type: [storedMediaSchema], default: [] },
    isAnonymous: { type: Boolean, required: true },
    authorId: { type: String, required: true },
    author: { type: storedAuthorSchema, required: true },
    likeCount: { type: Number, required: true, default: 0 },
    replyCount: { type: Number, required: true, default: 0 },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false, timestamps: false },
);
// Deleting a target's discussion or a comment's subtree (lists are read through the paged-list index).
commentSchema.index({ targetId: 1 });
commentSchema.index({ ancestorIds: 1 });

export const commentModel = (connection: Connection): Model<CommentDoc> =>
  registerModel(connection, 'Comment', commentSchema, 'comments');

export const commentsListKey = (targetId: string) => `comments:${targetId}`;
export const repliesListKey = (commentId: string) => `replies:${commentId}`;
