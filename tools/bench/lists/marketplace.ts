// bench:lists — the marketplace's lists: a university's listings (All Listings: sold hidden, and with
// sold ones) and the viewer's own (My Listings): `count` available listings, all the viewer's, of the
// viewer's university, so one set of documents fills every list. Written in the service's shape, the
// four paged lists loaded in bulk. (The price/word search beyond the spec is a query, not timed here.)
// The service comes in through its seeding entry (services/<name>/src/seeding.ts), nothing deeper.
import { MARKETPLACE_PATHS, fillPath, searchWords } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import {
  campusKey,
  createMarketplaceApp,
  createMarketplaceStore,
  type ListingDoc,
  sellerKey,
} from '../../../services/marketplace/src/seeding';
import type { ListBenchVertical } from '../list-bench-vertical';

const BATCH = 1_000;

const marketplace: ListBenchVertical = {
  name: 'marketplace',
  async serve(deps) {
    const { app, init } = createMarketplaceApp(deps);
    await init();
    return app;
  },
  async seed(connection, { count, viewer }) {
    const store = createMarketplaceStore(connection);
    await store.init();
    const ids = Array.from({ length: count }, () => newId());
    const [campus, campusAvailable, seller, sellerAvailable] = [
      await store.lists.bulkLoad(campusKey(viewer.universityId, false), ids),
      await store.lists.bulkLoad(campusKey(viewer.universityId, true), ids),
      await store.lists.bulkLoad(sellerKey(viewer.viewerId, false), ids),
      await store.lists.bulkLoad(sellerKey(viewer.viewerId, true), ids),
    ];
    const start = Date.now() - count * 60_000;
    const docs: ListingDoc[] = ids.map((id, index) => {
      const at = new Date(start + index * 60_000);
      const text = {
        title: `Bench listing ${index}`,
        description: 'A seeded listing for the list benchmark.',
      };
      return {
        _id: id,
        universityId: viewer.universityId,
        sellerId: viewer.viewerId,
        seller: {
          name: 'Bench Student',
          avatarUrl: null,
          isVerified: true,
          universityName: 'Bench University',
        },
        ...text,
        priceCents: (index * 137) % 500_000,
        notes: 'Hostel 1',
        media: [],
        words: searchWords(`${text.title} ${text.description}`),
        sold: false,
        blocked: false,
        commentCount: 0,
        seqs: {
          campus: campus[index] as number,
          campusAvailable: campusAvailable[index] as number,
          seller: seller[index] as number,
          sellerAvailable: sellerAvailable[index] as number,
        },
        createdAt: at,
        updatedAt: at,
      };
    });
    const listings = connection.collection('listings');
    for (let from = 0; from < docs.length; from += BATCH)
      await listings.insertMany(docs.slice(from, from + BATCH) as never[]);
    const market = fillPath(MARKETPLACE_PATHS.campus, { universityId: viewer.universityId });
    return [
      { name: 'marketplace campus', path: market },
      { name: 'marketplace campus with sold', path: `${market}?hideSold=false` },
      { name: 'marketplace mine', path: MARKETPLACE_PATHS.mine },
    ];
  },
};

export default marketplace;
