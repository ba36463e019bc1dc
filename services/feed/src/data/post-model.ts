import { Schema, type Connection, type Model } from 'mongoose';
import { POST_SCOPES, type MediaItem, type PostScope } from '@campusloop/contracts';
import { registerModel, storedAuthorSchema, storedMediaSchema, type StoredAuthor } from '@campusloop/service-kit';

export interface PostDoc {
  _id: string;
  scope: PostScope;
  /** The newest-first list it is shown in (see paged-list-index.ts) and its position there. */
  listKey: string;
  seq: number;
  /** Campus posts and posts of university communities: the university whose verified students may see it. */
  universityId: string | null;
  communityId: string | null;
  communityName: string | null;
  title: string;
  body: string;
  media: MediaItem[];
  isAnonymous: boolean;
  /** Stored for every post; shown only as the anonymity rule allows (present-post.ts). */
  authorId: string;
  author: StoredAuthor;
  likeCount: number;
  /** Top-level comments; replies count on their parent comment. */
  commentCount: number;
  /** Bumped by edits only; the ETag of GET /feed/posts/{id}. */
  version: number;
  createdAt: Date;
  /** Changed by edits only, so "edited" means createdAt !== updatedAt (spec §2). */
  updatedAt: Date;
}

const postSchema = new Schema<PostDoc>(
  {
    _id: { type: String, required: true },
    scope: { type: String, enum: POST_SCOPES, required: true },
    listKey: { type: String, required: true },
    seq: { type: Number, required: true },
    universityId: { type: String, default: null },
    communityId: { type: String, default: null },
    communityName: { type: String, default: null },
    title: { type: String, required: true },
    body: { type: String, required: true },
    media: { type: [storedMediaSchema], default: [] },
    isAnonymous: { type: Boolean, required: true },
    authorId: { type: String, required: true },
    author: { type: storedAuthorSchema, required: true },
    likeCount: { type: Number, required: true, default: 0 },
    commentCount: { type: Number, required: true, default: 0 },
    version: { type: Number, required: true, default: 1 },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  // Timestamps are set by the use-cases: a like or comment must not make a post look edited.
  { versionKey: false, minimize: false, timestamps: false },
);

export const postModel = (connection: Connection): Model<PostDoc> =>
  registerModel(connection, 'Post', postSchema, 'posts');
