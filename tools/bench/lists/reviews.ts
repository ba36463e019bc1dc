// bench:lists — reviews' lists: one university's ratings (with its aggregate) and the viewer's own
// ratings ("My Ratings"), `count` rows each: every rating is the viewer's, of the viewer's university,
// so one set of documents fills both lists. Written in the service's shape, lists loaded in bulk.
// The service comes in through its seeding entry (services/<name>/src/seeding.ts), nothing deeper.
import { REVIEWS_PATHS, fillPath } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import {
  authorList,
  createReviewsApp,
  createReviewsStore,
  type RatingDoc,
  statsOf,
  universityList,
} from '../../../services/reviews/src/seeding';
import type { ListBenchVertical } from '../list-bench-vertical';

const BATCH = 1_000;
const score = (index: number, salt: number) => 1 + ((index * 7 + salt) % 5);

const reviews: ListBenchVertical = {
  name: 'reviews',
  async serve(deps) {
    const { app, store } = createReviewsApp(deps);
    await store.init();
    return app;
  },
  async seed(connection, { count, viewer }) {
    const store = createReviewsStore(connection);
    await store.init();
    const ids = Array.from({ length: count }, () => newId());
    const [universitySeqs, authorSeqs] = [
      await store.lists.bulkLoad(universityList(viewer.universityId), ids),
      await store.lists.bulkLoad(authorList(viewer.viewerId), ids),
    ];
    const start = Date.now() - count * 60_000;
    const docs: RatingDoc[] = ids.map((id, index) => {
      const at = new Date(start + index * 60_000);
      return {
        _id: id,
        universityId: viewer.universityId,
        universityName: 'Bench University',
        authorId: viewer.viewerId,
        author: { name: 'Bench Student', avatarUrl: null, isVerified: true, universityName: 'Bench University' },
        isAnonymous: false,
        academics: score(index, 0),
        placements: score(index, 1),
        campusLife: score(index, 2),
        hostel: score(index, 3),
        review: index % 3 === 0 ? null : { title: `Review ${index}`, body: 'A seeded review of the campus.' },
        media: [],
        claimId: `${viewer.viewerId}:${viewer.universityId}:bench:${id}`,
        universitySeq: universitySeqs[index] as number,
        authorSeq: authorSeqs[index] as number,
        createdAt: at,
        updatedAt: at,
      };
    });
    for (let from = 0; from < docs.length; from += BATCH) await store.ratings.insertMany(docs.slice(from, from + BATCH));
    await store.replaceStats(viewer.universityId, statsOf(docs));
    return [
      { name: 'reviews university', path: fillPath(REVIEWS_PATHS.ratings, { universityId: viewer.universityId }) },
      { name: 'reviews mine', path: REVIEWS_PATHS.mine },
    ];
  },
};

export default reviews;
