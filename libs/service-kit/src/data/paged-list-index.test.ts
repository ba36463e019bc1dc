import { useTestDatabase } from '../testing/use-test-database';
import { createKeyedLock } from './keyed-lock';
import { LIST_BUCKET_SIZE, createPagedListIndex, type PagedListIndex } from './paged-list-index';

const db = useTestDatabase();
let lists: PagedListIndex;

beforeAll(() => {
  lists = createPagedListIndex(db.connection(), createKeyedLock());
});

let listNumber = 0;
const freshKey = () => `test:list:${(listNumber += 1)}`;

async function appendAll(key: string, ids: string[]): Promise<Map<string, number>> {
  const seqs = new Map<string, number>();
  for (const id of ids) {
    const seq = await lists.reserve(key);
    await lists.add(key, id, seq);
    seqs.set(id, seq);
  }
  return seqs;
}

const ids = (count: number, prefix = 'item') =>
  Array.from({ length: count }, (_v, index) => `${prefix}${index}`);

describe('paged list index', () => {
  it('pages newest first with exact totals, and an empty page past the end', async () => {
    const key = freshKey();
    await appendAll(key, ids(45));

    const first = await lists.page(key, { page: 0, size: 20 });
    const third = await lists.page(key, { page: 2, size: 20 });
    const beyond = await lists.page(key, { page: 3, size: 20 });

    expect(first.total).toBe(45);
    expect(first.ids).toEqual(ids(45).reverse().slice(0, 20));
    expect(third.ids).toEqual(['item4', 'item3', 'item2', 'item1', 'item0']);
    expect(beyond).toEqual({ ids: [], total: 45 });
  });

  it('keeps offsets exact across bucket borders and after removals', async () => {
    const key = freshKey();
    const all = ids(LIST_BUCKET_SIZE * 2 + 30);
    const seqs = await lists.bulkLoad(key, all);
    const removed = [
      'item5',
      `item${LIST_BUCKET_SIZE}`,
      `item${LIST_BUCKET_SIZE + 1}`,
      `item${all.length - 1}`,
    ];
    for (const id of removed) {
      expect(await lists.remove(key, id, seqs[all.indexOf(id)] as number)).toBe(true);
    }
    const expected = all.filter((id) => !removed.includes(id)).reverse();

    const pages: string[] = [];
    for (let page = 0; ; page += 1) {
      const result = await lists.page(key, { page, size: 7 });
      expect(result.total).toBe(expected.length);
      if (result.ids.length === 0) break;
      pages.push(...result.ids);
    }

    expect(pages).toEqual(expected);
  });

  it('removes an item once: a second remove changes nothing and the total never goes below 0', async () => {
    const key = freshKey();
    const seqs = await appendAll(key, ['only']);

    const [firstRemove, secondRemove] = await Promise.all([
      lists.remove(key, 'only', seqs.get('only') as number),
      lists.remove(key, 'only', seqs.get('only') as number),
    ]);

    expect([firstRemove, secondRemove].sort()).toEqual([false, true]);
    expect(await lists.page(key, { page: 0, size: 20 })).toEqual({ ids: [], total: 0 });
  });

  it('keeps every item when many are added at once', async () => {
    const key = freshKey();
    const all = ids(60, 'parallel');

    await Promise.all(
      all.map(async (id) => {
        const seq = await lists.reserve(key);
        await lists.add(key, id, seq);
      }),
    );

    const page = await lists.page(key, { page: 0, size: 100 });
    expect(page.total).toBe(60);
    expect([...page.ids].sort()).toEqual([...all].sort());
  });

  it('drops a whole list', async () => {
    const key = freshKey();
    await appendAll(key, ids(3));

    await lists.drop(key);

    expect(await lists.page(key, { page: 0, size: 20 })).toEqual({ ids: [], total: 0 });
    expect(
      await db
        .connection()
        .collection('list_buckets')
        .countDocuments({ _id: `${key}#0` as never }),
    ).toBe(0);
  });
});
