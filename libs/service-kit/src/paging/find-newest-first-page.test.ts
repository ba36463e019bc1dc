import { Schema, type Model } from 'mongoose';
import { newId } from '../ids/new-id';
import { useTestDatabase } from '../testing/use-test-database';
import { findNewestFirstPage, NEWEST_FIRST_INDEX } from './find-newest-first-page';
import { toPaged } from './to-paged';

interface Post {
  _id: string;
  board: string;
  title: string;
  createdAt: Date;
}

const db = useTestDatabase();
let Posts: Model<Post>;

beforeAll(async () => {
  const schema = new Schema<Post>({
    _id: { type: String, default: newId },
    board: { type: String, required: true },
    title: { type: String, required: true },
    createdAt: { type: Date, required: true },
  });
  schema.index({ board: 1, ...NEWEST_FIRST_INDEX });
  Posts = db.connection().model<Post>('Post', schema);
  await Posts.init();
});

describe('toPaged', () => {
  it('marks the last page', () => {
    expect(toPaged(['a', 'b'], 5, { page: 1, size: 2 })).toEqual({ content: ['a', 'b'], totalElements: 5, last: false, page: 1, size: 2 });
    expect(toPaged(['e'], 5, { page: 2, size: 2 }).last).toBe(true);
    expect(toPaged([], 0, { page: 0, size: 20 }).last).toBe(true);
  });
});

describe('findNewestFirstPage', () => {
  it('walks every element exactly once, newest first, even when many share a createdAt', async () => {
    const board = `b_${newId()}`;
    const sameInstant = new Date('2026-01-01T10:00:00Z');
    const docs = Array.from({ length: 23 }, (_, index) => ({
      _id: newId(),
      board,
      title: `t${index}`,
      // 3 distinct newest timestamps, then 20 posts in the same millisecond.
      createdAt: index < 3 ? new Date(sameInstant.getTime() + (index + 1) * 1000) : sameInstant,
    }));
    await Posts.insertMany(docs);
    await Posts.create({ _id: newId(), board: `other_${board}`, title: 'elsewhere', createdAt: new Date() });

    const pages = [];
    for (let page = 0; page < 5; page += 1) {
      pages.push(await findNewestFirstPage(Posts, { board }, { page, size: 5 }, { map: (post) => post._id }));
    }

    const expectedOrder = [...docs].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a._id < b._id ? 1 : -1)).map((post) => post._id);
    expect(pages.flatMap((page) => page.content)).toEqual(expectedOrder);
    expect(pages.map((page) => [page.content.length, page.last])).toEqual([[5, false], [5, false], [5, false], [5, false], [3, true]]);
    expect(pages.every((page) => page.totalElements === 23)).toBe(true);
  });

  it('answers an empty last page beyond the end', async () => {
    const page = await findNewestFirstPage(Posts, { board: `none_${newId()}` }, { page: 3, size: 10 });

    expect(page).toEqual({ content: [], totalElements: 0, last: true, page: 3, size: 10 });
  });
});
