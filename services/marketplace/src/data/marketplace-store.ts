import type { Connection } from 'mongoose';
import type { ListingSort } from '@campusloop/contracts';
import {
  bumpCounter,
  keyedLockOf,
  createPagedListIndex,
  documentLockKey,
  loadByIds,
  trusted,
  type KeyedLock,
} from '@campusloop/service-kit';
import { createListingLists } from './listing-lists';
import { LISTINGS_COLLECTION, listingModel, type ListingDoc } from './listing-model';

export interface ListingSearch {
  universityId: string;
  hideSold: boolean;
  minCents?: number;
  maxCents?: number;
  words: string[];
  sort: ListingSort;
  skip: number;
  limit: number;
}

const SORTS: Record<ListingSort, Record<string, 1 | -1>> = {
  newest: { createdAt: -1, _id: 1 },
  price_asc: { priceCents: 1, createdAt: -1, _id: 1 },
  price_desc: { priceCents: -1, createdAt: -1, _id: 1 },
};

function searchFilter(search: ListingSearch) {
  const price: Record<string, number> = {};
  if (search.minCents !== undefined) price['$gte'] = search.minCents;
  if (search.maxCents !== undefined) price['$lte'] = search.maxCents;
  return {
    universityId: search.universityId,
    blocked: false,
    ...(search.hideSold ? { sold: false } : {}),
    ...(Object.keys(price).length > 0 ? { priceCents: trusted(price) } : {}),
    ...(search.words.length > 0 ? { words: trusted({ $all: search.words }) } : {}),
  };
}

/**
 * The marketplace service's collections in `campusloop_marketplace`: listings, their places in the
 * paged-list index, and the per-listing lock every change of a listing (and the discussion kit's
 * comment counter) runs under. Domain code never calls mongoose.
 */
export function createMarketplaceStore(connection: Connection) {
  const lock: KeyedLock = keyedLockOf(connection);
  // Listing lists and the discussion kit's comment lists, sharing this process's lock.
  const lists = createPagedListIndex(connection, lock);
  const listings = listingModel(connection);
  const placed = createListingLists(lists);

  return {
    lock,
    lists,
    placed,
    init: () => listings.init().then(() => undefined),
    lockKey: (id: string) => documentLockKey(LISTINGS_COLLECTION, id),
    insertListing: (doc: ListingDoc) => listings.create(doc).then(() => undefined),
    findListing: (id: string) => listings.findById(id).lean<ListingDoc>().exec(),
    async setListingFields(id: string, fields: Partial<ListingDoc>): Promise<void> {
      await listings.updateOne({ _id: id }, { $set: fields });
    },
    async deleteListing(id: string): Promise<boolean> {
      return (await listings.deleteOne({ _id: id })).deletedCount === 1;
    },
    /** The discussion kit's question count of a listing (service-kit's counter, under the listing's lock key). */
    bumpCommentCount: (id: string, delta: number) => bumpCounter(listings, lock, id, 'commentCount', delta),
    /** Listings by id in the given order (one `_id $in`), skipping deleted ones. */
    listingsByIds: (ids: readonly string[]) => loadByIds<ListingDoc>(listings, ids),
    /** The search beyond the spec (price range, words, sort by price): a query on the indexes of listing-model.ts. */
    async searchListings(search: ListingSearch): Promise<{ items: ListingDoc[]; total: number }> {
      const filter = searchFilter(search);
      const [items, total] = await Promise.all([
        listings
          .find(filter)
          .sort(SORTS[search.sort])
          .skip(search.skip)
          .limit(search.limit)
          .lean<ListingDoc[]>()
          .exec(),
        listings.countDocuments(filter).exec(),
      ]);
      return { items, total };
    },
  };
}

export type MarketplaceStore = ReturnType<typeof createMarketplaceStore>;
