import { Schema, type Connection, type Model } from 'mongoose';
import type { MediaItem } from '@campusloop/contracts';
import {
  registerModel,
  storedAuthorSchema,
  storedMediaSchema,
  type StoredAuthor,
} from '@campusloop/service-kit';

/** A stored item: the fields service-kit's owned-item kit reads (`presentAuthorship`, `requireOwner`) and its own. */
export interface ItemDoc {
  _id: string;
  title: string;
  authorId: string;
  /** The author's facts at write time (shown only when the people projection does not know them). */
  author: StoredAuthor;
  isAnonymous: boolean;
  media: MediaItem[];
  createdAt: Date;
}

const itemSchema = new Schema<ItemDoc>(
  {
    _id: { type: String, required: true },
    title: { type: String, required: true },
    authorId: { type: String, required: true },
    author: { type: storedAuthorSchema, required: true },
    isAnonymous: { type: Boolean, default: false },
    media: { type: [storedMediaSchema], default: [] },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false, timestamps: false },
);
itemSchema.index({ createdAt: -1, _id: -1 });

export function itemModel(connection: Connection): Model<ItemDoc> {
  return registerModel(connection, 'Item', itemSchema, 'items');
}
