import { Schema, type Connection, type Model } from 'mongoose';

export type LikeTargetType = 'POST' | 'COMMENT';

/**
 * One like of one user on one post, comment or reply. The `_id` is `<targetId>:<userId>`, so the
 * database's primary key makes a second like of the same user impossible on every engine (an
 * insert either creates it or fails with a duplicate key) and "did I like it" is a primary-key read.
 */
export interface LikeDoc {
  _id: string;
  targetType: LikeTargetType;
  targetId: string;
  /** The post the target belongs to (deleting a post deletes all its likes). */
  postId: string;
  userId: string;
  createdAt: Date;
}

const likeSchema = new Schema<LikeDoc>(
  {
    _id: { type: String, required: true },
    targetType: { type: String, enum: ['POST', 'COMMENT'], required: true },
    targetId: { type: String, required: true },
    postId: { type: String, required: true },
    userId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, timestamps: false },
);
likeSchema.index({ targetId: 1, userId: 1 }, { unique: true });
likeSchema.index({ postId: 1 });

export function likeModel(connection: Connection): Model<LikeDoc> {
  return (
    (connection.models['Like'] as Model<LikeDoc> | undefined) ??
    connection.model<LikeDoc>('Like', likeSchema, 'likes')
  );
}

export function likeId(targetId: string, userId: string): string {
  return `${targetId}:${userId}`;
}
