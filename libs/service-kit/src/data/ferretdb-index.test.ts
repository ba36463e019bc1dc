import { Schema, type Model } from 'mongoose';
import { useTestDatabase } from '../testing/use-test-database';
import { trusted } from './trusted';

// The reads every kit is made of — `_id` lookups (findById, `_id $in`) and equality on an indexed
// field — must be answered from an index on the test server, not by a collection scan.
// On the embedded default (FerretDB v1, SQLite backend) that holds only with our patch
// (tools/ferretdb/patches/sqlite-index-pushdown.patch): upstream compares `sjson->'$._id'` while its
// indexes are built on `sjson->"_id"`, so SQLite scans every table. Asserted on the query plan the
// server reports (FerretDB: SQLite's EXPLAIN QUERY PLAN; MongoDB: the winning plan's stages), never
// on timing. The same reads must still return exactly what MongoDB's semantics say.

interface Like {
  _id: string;
  targetId: string;
  userId: string;
  /** An indexed field that some documents hold as an array (equality matches array elements too). */
  tags: string | string[];
  n: number;
}

const db = useTestDatabase();
let Likes: Model<Like>;
let ferretDb = false;

const TOTAL = 300;
const likeId = (n: number) => `target${n}:user${n % 7}`;

beforeAll(async () => {
  const schema = new Schema<Like>(
    {
      _id: { type: String, required: true },
      targetId: { type: String, required: true },
      userId: { type: String, required: true },
      tags: { type: Schema.Types.Mixed, required: true },
      n: { type: Number, required: true },
    },
    { versionKey: false },
  );
  schema.index({ targetId: 1, userId: 1 }, { unique: true });
  schema.index({ tags: 1 });
  Likes = db.connection().model<Like>('IndexedLike', schema, 'indexed_likes');
  await Likes.init();
  await Likes.insertMany(
    Array.from({ length: TOTAL }, (_v, n) => ({
      _id: likeId(n),
      targetId: `target${n}`,
      userId: `user${n % 7}`,
      tags: n % 3 === 0 ? [`tag${n % 10}`, 'every-third'] : `tag${n % 10}`,
      n,
    })),
  );
  const info = (await db.connection().db?.admin().command({ buildInfo: 1 })) as { ferretdbVersion?: string };
  ferretDb = Boolean(info.ferretdbVersion);
});

/** The server's plan for a find with this filter, as one string per plan step. */
async function planOf(filter: Record<string, unknown>): Promise<string[]> {
  const answer = (await db.connection().db?.command({
    explain: { find: 'indexed_likes', filter },
    verbosity: 'queryPlanner',
  })) as { queryPlanner?: { Plan?: string[]; winningPlan?: unknown } };
  if (ferretDb) return answer.queryPlanner?.Plan ?? [];
  // MongoDB: the stage names of the winning plan, e.g. FETCH > IXSCAN, IDHACK, EXPRESS_IXSCAN.
  return [...JSON.stringify(answer.queryPlanner?.winningPlan ?? {}).matchAll(/"stage":"(\w+)"/g)].map(
    ([, stage]) => stage as string,
  );
}

/** Asserts the plan reads through the named index (FerretDB) or any index (MongoDB), never a scan. */
function expectIndexed(plan: string[], index: '_id_' | 'targetId_1_userId_1' | 'tags_1') {
  expect(plan.length).toBeGreaterThan(0);
  if (ferretDb) {
    // e.g. "id=3 parent=0 notused=0 detail=SEARCH indexed_likes_1a2b USING INDEX indexed_likes_1a2b__id_ (<expr>=?)"
    expect(plan.filter((step) => /detail=SCAN /.test(step))).toEqual([]);
    expect(
      plan.some((step) => new RegExp(`detail=SEARCH \\S+ USING INDEX \\S+_${index} \\(`).test(step)),
    ).toBe(true);
  } else {
    expect(plan).not.toContain('COLLSCAN');
  }
}

describe('indexes on the test database', () => {
  it('serves an _id lookup (findById) from the _id index', async () => {
    expectIndexed(await planOf({ _id: likeId(42) }), '_id_');
    expect(await Likes.findById(likeId(42)).lean()).toMatchObject({ targetId: 'target42', n: 42 });
    expect(await Likes.findById('target42:nobody').lean()).toBeNull();
  });

  it('serves an _id $in from the _id index and returns exactly the listed documents', async () => {
    const ids = [likeId(1), likeId(150), likeId(299), 'missing:id'];
    expectIndexed(await planOf({ _id: { $in: ids } }), '_id_');
    const found = await Likes.find({ _id: trusted({ $in: ids }) }).lean();
    expect(found.map((like) => like.n).sort((a, b) => a - b)).toEqual([1, 150, 299]);
  });

  it('uses the _id index when the _id filter comes with other conditions', async () => {
    expectIndexed(await planOf({ _id: likeId(10), userId: 'user3' }), '_id_');
    expect(await Likes.findOne({ _id: likeId(10), userId: 'user3' }).lean()).toMatchObject({ n: 10 });
    expect(await Likes.findOne({ _id: likeId(10), userId: 'user4' }).lean()).toBeNull();
  });

  it('serves equality and $in on the first field of a createIndex index from that index', async () => {
    expectIndexed(await planOf({ targetId: 'target77', userId: 'user0' }), 'targetId_1_userId_1');
    expect(await Likes.findOne({ targetId: 'target77', userId: 'user0' }).lean()).toMatchObject({ n: 77 });
    expectIndexed(await planOf({ targetId: { $in: ['target5', 'target6'] } }), 'targetId_1_userId_1');
    expect(await Likes.countDocuments({ targetId: trusted({ $in: ['target5', 'target6', 'none'] }) })).toBe(
      2,
    );
  });

  it('still matches array elements on an indexed field (MongoDB equality semantics)', async () => {
    expectIndexed(await planOf({ tags: 'every-third' }), 'tags_1');
    // Only the documents holding an array contain 'every-third'; tag3 is a plain value in some and an
    // array element in others.
    expect(await Likes.countDocuments({ tags: 'every-third' })).toBe(TOTAL / 3);
    const tag3 = await Likes.find({ tags: 'tag3' }, { n: 1 }).lean();
    expect(tag3.map((like) => like.n).sort((a, b) => a - b)).toEqual(
      Array.from({ length: TOTAL / 10 }, (_v, k) => 10 * k + 3),
    );
  });

  it('updates and deletes by _id and by an indexed field change exactly the matching documents', async () => {
    expect((await Likes.updateOne({ _id: likeId(20) }, { $set: { n: -20 } })).modifiedCount).toBe(1);
    expect((await Likes.findById(likeId(20)).lean())?.n).toBe(-20);
    expect(
      (await Likes.deleteMany({ targetId: trusted({ $in: ['target21', 'target22'] }) })).deletedCount,
    ).toBe(2);
    expect(await Likes.countDocuments({})).toBe(TOTAL - 2);
  });

  it('keeps a filter on a field without an index correct', async () => {
    expect(await Likes.countDocuments({ userId: 'user6' })).toBe(
      Array.from({ length: TOTAL }, (_v, n) => n).filter((n) => n % 7 === 6 && n !== 21 && n !== 22).length,
    );
  });
});
