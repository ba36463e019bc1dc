// bench:lists — the marketplace's lists: a university's listings (All Listings: sold hidden, and with
// sold ones) and the viewer's own (My Listings): `count` available listings, all the viewer's, of the
// viewer's university, so one set of documents fills every list. Written in the service's shape, the
// four paged lists loaded in bulk. (The price/word search beyond the spec is a query, not timed here.)
// The service comes in through its seeding entry (services/<name>/src/seeding.ts), nothing deeper.
// Its moderators' desk (issue 28) joins too: `count` open reports, two per listing on the first half of
// the listings (so the queue holds count ÷ 2 items), and `count` audit entries, written in bulk through
// the moderation kit's seeding functions in the shape the kit writes them (summaries, queue, audit list).
// The lists-bench viewer is also a moderator, so it reads the desk like any other list.
import { MARKETPLACE_PATHS, REPORT_REASONS, fillPath, searchWords } from '@campusloop/contracts';
import { bulkLoadAuditEntries, bulkLoadReports, newId, type SeededReport } from '@campusloop/service-kit';
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
    const reported = ids.slice(0, Math.ceil(count / 2));
    const reports: SeededReport[] = Array.from({ length: count }, (_, index) => ({
      itemId: reported[index % reported.length] as string,
      reporterId: newId(),
      reason: REPORT_REASONS[index % REPORT_REASONS.length] as SeededReport['reason'],
      note: index % 3 === 0 ? `Bench report ${index}` : null,
      createdAt: new Date(start + index * 1_000),
    }));
    await bulkLoadReports(connection, 'listing', reports);
    await bulkLoadAuditEntries(
      connection,
      ids.map((itemId, index) => ({
        _id: newId(),
        moderatorId: viewer.viewerId,
        action: index % 2 === 0 ? 'dismiss' : 'block',
        itemType: 'listing',
        itemId,
        reason: index % 4 === 0 ? 'Bench reason' : null,
        reportsClosed: index % 3,
        at: new Date(start + index * 60_000),
      })),
    );
    const market = fillPath(MARKETPLACE_PATHS.campus, { universityId: viewer.universityId });
    return [
      { name: 'marketplace campus', path: market },
      { name: 'marketplace campus with sold', path: `${market}?hideSold=false` },
      { name: 'marketplace mine', path: MARKETPLACE_PATHS.mine },
      { name: 'moderation queue', path: MARKETPLACE_PATHS.queue, total: reported.length },
      { name: 'moderation audit', path: MARKETPLACE_PATHS.audit },
    ];
  },
};

export default marketplace;
