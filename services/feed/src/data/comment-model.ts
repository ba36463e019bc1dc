import { Schema, type Connection, type Model } from 'mongoose';
import type { MediaItem } from '@campusloop/contracts';
import { storedMediaSchema } from './stored-media';
import { storedAuthorSchema, type StoredAuthor } from './stored-author';

export interface CommentDoc {
  _id: string;
  postId: string;
  /** null for a top-level comment, else the comment or reply it answers. */
  parentId: string | null;
  /** Every comment above it, nearest last: a subtree is `{ ancestorIds: id }`. */
  ancestorIds: string[];
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
    postId: { type: String, required: true },
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
// Deleting a post or a comment's subtree (lists are read through paged-list-index.ts).
commentSchema.index({ postId: 1 });
commentSchema.index({ ancestorIds: 1 });

export function commentModel(connection: Connection): Model<CommentDoc> {
  return (
    (connection.models['Comment'] as Model<CommentDoc> | undefined) ??
    connection.model<CommentDoc>('Comment', commentSchema, 'comments')
  );
}
