import type { MediaItem } from '@campusloop/contracts';
import { storedAuthorSchema, type StoredAuthor } from './stored-author';
import { storedMediaSchema } from './stored-media';

/** What every stored authored item (post, comment, event...) keeps about its text, images, author and likes. */
export interface StoredAuthoredItem {
  _id: string;
  body: string;
  media: MediaItem[];
  isAnonymous: boolean;
  /** Stored always; shown only as the anonymity rule allows. */
  authorId: string;
  author: StoredAuthor;
  likeCount: number;
  createdAt: Date;
}

/**
 * The schema fields of `StoredAuthoredItem`, to spread into a model's schema:
 * `new Schema<PostDoc>({ ...storedAuthoredItemFields(), title: ... })`. `_id` is the public id.
 */
export const storedAuthoredItemFields = () => ({
  _id: { type: String, required: true },
  body: { type: String, default: '' },
  media: { type: [storedMediaSchema], default: [] },
  isAnonymous: { type: Boolean, required: true },
  authorId: { type: String, required: true },
  author: { type: storedAuthorSchema, required: true },
  likeCount: { type: Number, required: true, default: 0 },
  createdAt: { type: Date, required: true },
});

/** The paged-list position every listed item keeps (service-kit paged-list-index). */
export const listedItemFields = () => ({
  listKey: { type: String, required: true },
  seq: { type: Number, required: true },
});
