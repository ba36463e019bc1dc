import { Schema, type Connection, type Model } from 'mongoose';
import type { MediaItem } from '@campusloop/contracts';
import {
  registerModel,
  storedAuthorSchema,
  storedMediaSchema,
  type StoredAuthor,
} from '@campusloop/service-kit';

export const LISTINGS_COLLECTION = 'listings';

/** The four newest-first lists a listing can be on (service-kit's paged-list index), and its place in each. */
export interface ListingSeqs {
  /** Its university's visible listings (`market:<uid>`): not blocked. */
  campus: number;
  /** …that can still be bought (`market:<uid>:available`): not blocked, not sold. */
  campusAvailable: number;
  /** Its seller's listings (`seller:<userId>`): all of them. */
  seller: number;
  /** …not sold (`seller:<userId>:available`). */
  sellerAvailable: number;
}

export interface ListingDoc {
  _id: string;
  universityId: string;
  sellerId: string;
  /** The seller's facts at write time (shown only when the people projection does not know them). */
  seller: StoredAuthor;
  title: string;
  description: string;
  /** The price in whole cents: stored exactly, answered as cents / 100. */
  priceCents: number;
  notes: string;
  media: MediaItem[];
  /** Lower-case words of title and description (the campus search's `q`). */
  words: string[];
  sold: boolean;
  /** Set by moderation only (never by a client): hidden from everyone but the seller. */
  blocked: boolean;
  /** Top-level questions, kept by the discussion kit through the target port. */
  commentCount: number;
  seqs: ListingSeqs;
  createdAt: Date;
  updatedAt: Date;
}

const listingSchema = new Schema<ListingDoc>(
  {
    _id: { type: String, required: true },
    universityId: { type: String, required: true },
    sellerId: { type: String, required: true },
    seller: { type: storedAuthorSchema, required: true },
    title: { type: String, required: true },
    description: { type: String, required: true },
    priceCents: { type: Number, required: true },
    notes: { type: String, required: true },
    media: { type: [storedMediaSchema], default: [] },
    words: { type: [String], default: [] },
    sold: { type: Boolean, required: true, default: false },
    blocked: { type: Boolean, required: true, default: false },
    commentCount: { type: Number, required: true, default: 0 },
    seqs: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false, timestamps: false },
);
// The default lists (newest first, sold hidden or not, mine) come from the paged-list index by _id.
// The search (price range, sort by price, words) is a query; MongoDB serves each sort from one of these
// (FerretDB v1 scans and sorts in Go, see the root README).
listingSchema.index({ universityId: 1, blocked: 1, sold: 1, createdAt: -1, _id: 1 });
listingSchema.index({ universityId: 1, blocked: 1, sold: 1, priceCents: 1, createdAt: -1, _id: 1 });
listingSchema.index({ universityId: 1, words: 1 });
listingSchema.index({ sellerId: 1 });

export function listingModel(connection: Connection): Model<ListingDoc> {
  return registerModel(connection, 'Listing', listingSchema, LISTINGS_COLLECTION);
}
