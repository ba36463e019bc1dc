import { Schema, type Connection, type Model } from 'mongoose';
import {
  listedItemFields,
  registerModel,
  storedAuthoredItemFields,
  type StoredAuthoredItem,
} from '@campusloop/service-kit';

export interface CommentDoc extends StoredAuthoredItem {
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
  /** Direct replies. */
  replyCount: number;
  /** A moderator blocked it: out of its list and its parent's count, shown to nobody (issue 28). */
  blocked?: boolean;
}

const commentSchema = new Schema<CommentDoc>(
  {
    ...storedAuthoredItemFields(),
    ...listedItemFields(),
    targetType: { type: String, required: true },
    targetId: { type: String, required: true },
    parentId: { type: String, default: null },
    ancestorIds: { type: [String], default: [] },
    replyCount: { type: Number, required: true, default: 0 },
    blocked: { type: Boolean, default: false },
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
