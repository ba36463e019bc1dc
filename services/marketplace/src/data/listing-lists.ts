import type { PageQuery } from '@campusloop/contracts';
import type { ListPage, PagedListIndex } from '@campusloop/service-kit';
import type { ListingDoc, ListingSeqs } from './listing-model';

type ListName = keyof ListingSeqs;
type Placed = Pick<ListingDoc, 'universityId' | 'sellerId' | 'sold' | 'blocked'>;

/** Each list's key and who is on it. */
const LISTS: Record<ListName, { key(doc: Placed): string; holds(doc: Placed): boolean }> = {
  campus: { key: (doc) => campusKey(doc.universityId, false), holds: (doc) => !doc.blocked },
  campusAvailable: {
    key: (doc) => campusKey(doc.universityId, true),
    holds: (doc) => !doc.blocked && !doc.sold,
  },
  seller: { key: (doc) => sellerKey(doc.sellerId, false), holds: () => true },
  sellerAvailable: { key: (doc) => sellerKey(doc.sellerId, true), holds: (doc) => !doc.sold },
};
const NAMES = Object.keys(LISTS) as ListName[];

export const campusKey = (universityId: string, hideSold: boolean) =>
  `market:${universityId}${hideSold ? ':available' : ''}`;
export const sellerKey = (sellerId: string, hideSold: boolean) =>
  `seller:${sellerId}${hideSold ? ':available' : ''}`;

/**
 * A listing's places in the four newest-first lists (service-kit's paged-list index): a place in each
 * is reserved when it is created, so marking it sold and available again (or blocking and unblocking
 * it) takes it out of a list and puts it back where it was, never on top.
 */
export function createListingLists(lists: PagedListIndex) {
  return {
    /** Reserves the new listing's place in each of its lists (in creation order). */
    async reserve(doc: Placed): Promise<ListingSeqs> {
      const seqs = await Promise.all(NAMES.map((name) => lists.reserve(LISTS[name].key(doc))));
      return Object.fromEntries(NAMES.map((name, index) => [name, seqs[index]])) as unknown as ListingSeqs;
    },
    /** Moves the listing between lists after a change: `before` null = created, `after` null = deleted. */
    async sync(id: string, seqs: ListingSeqs, before: Placed | null, after: Placed | null): Promise<void> {
      for (const name of NAMES) {
        const list = LISTS[name];
        const was = before !== null && list.holds(before);
        const is = after !== null && list.holds(after);
        const key = list.key((after ?? before) as Placed);
        if (is && !was) await lists.add(key, id, seqs[name]);
        if (was && !is) await lists.remove(key, id, seqs[name]);
      }
    },
    page: (key: string, query: PageQuery): Promise<ListPage> => lists.page(key, query),
  };
}
