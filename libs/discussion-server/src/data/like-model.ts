import { Schema, type Connection, type Model } from 'mongoose';
import { registerModel } from '@campusloop/service-kit';

/**
 * One like of one user on a target (a post, an event...), a comment or a reply. The `_id` is
 * `<likedId>:<userId>`, so the primary key makes a second like of the same user impossible on every
 * engine (an insert creates it or fails with a duplicate key) and "did I like it" is a key read.
 */
export interface LikeDoc {
  _id: string;
  /** The port's type for the target itself, `COMMENT` for comments and replies. */
  targetType: string;
  targetId: string;
  /** The discussion target it belongs to (deleting the target deletes all its likes). */
  rootId: string;
  userId: string;
  createdAt: Date;
}

const likeSchema = new Schema<LikeDoc>(
  {
    _id: { type: String, required: true },
    targetType: { type: String, required: true },
    targetId: { type: String, required: true },
    rootId: { type: String, required: true },
    userId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, timestamps: false },
);
likeSchema.index({ targetId: 1, userId: 1 }, { unique: true });
likeSchema.index({ rootId: 1 });

export const likeModel = (connection: Connection): Model<LikeDoc> =>
  registerModel(connection, 'Like', likeSchema, 'likes');

export const likeId = (targetId: string, userId: string) => `${targetId}:${userId}`;
