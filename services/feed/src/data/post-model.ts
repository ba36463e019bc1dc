import { Schema, type Connection, type Model } from 'mongoose';
import { POST_SCOPES, type PostScope } from '@campusloop/contracts';
import {
  listedItemFields,
  registerModel,
  storedAuthoredItemFields,
  type StoredAuthoredItem,
} from '@campusloop/service-kit';

/** A post (its body, images, author, likeCount and createdAt are the shared StoredAuthoredItem). */
export interface PostDoc extends StoredAuthoredItem {
  scope: PostScope;
  /** The newest-first list it is shown in (see paged-list-index.ts) and its position there. */
  listKey: string;
  seq: number;
  /** Campus posts and posts of university communities: the university whose verified students may see it. */
  universityId: string | null;
  communityId: string | null;
  communityName: string | null;
  title: string;
  /** Top-level comments; replies count on their parent comment. */
  commentCount: number;
  /** Bumped by edits only; the ETag of GET /feed/posts/{id}. */
  version: number;
  /** Changed by edits only, so "edited" means createdAt !== updatedAt (spec §2). */
  updatedAt: Date;
  /**
   * A moderator blocked it (issue 28): only its author still sees it (marked), and it is out of its
   * feed list, so every other viewer's pages and totals stay exact. Absent on posts from before.
   */
  blocked?: boolean;
}

const postSchema = new Schema<PostDoc>(
  {
    ...storedAuthoredItemFields(),
    ...listedItemFields(),
    scope: { type: String, enum: POST_SCOPES, required: true },
    universityId: { type: String, default: null },
    communityId: { type: String, default: null },
    communityName: { type: String, default: null },
    title: { type: String, required: true },
    body: { type: String, required: true },
    commentCount: { type: Number, required: true, default: 0 },
    version: { type: Number, required: true, default: 1 },
    updatedAt: { type: Date, required: true },
    blocked: { type: Boolean, default: false },
  },
  // Timestamps are set by the use-cases: a like or comment must not make a post look edited.
  { versionKey: false, minimize: false, timestamps: false },
);

export const postModel = (connection: Connection): Model<PostDoc> =>
  registerModel(connection, 'Post', postSchema, 'posts');
