import { useTestDatabase } from '../testing/use-test-database';
import { createKeyedLock } from './keyed-lock';
import {
  SORTED_LIST_BUCKET_MAX,
  createSortedListIndex,
  type SortedListIndex,
  type SortedListItem,
  type SortedListWhen,
} from './sorted-list-index';

const db = useTestDatabase();
let lists: SortedListIndex;

beforeAll(() => {
  lists = createSortedListIndex(db.connection(), createKeyedLock());
});

let listNumber = 0;
const freshKey = () => `test:sorted:${(listNumber += 1)}`;

/** What MongoDB's `find(filter).sort({ at: 1, _id: 1 })` would answer for these items. */
function expected(items: readonly SortedListItem[], when?: SortedListWhen): string[] {
  return items
    .filter((item) => {
      const until = item.until ?? item.at;
      if (!when) return true;
      return 'untilAfter' in when ? until > when.untilAfter : until <= when.untilAtOrBefore;
    })
    .sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((item) => item.id);
}

async function allPages(
  key: string,
  size: number,
  when?: SortedListWhen,
): Promise<{ ids: string[]; totals: number[] }> {
  const ids: string[] = [];
  const totals: number[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await lists.page(key, { page, size }, when);
    totals.push(answer.total);
    if (answer.ids.length === 0) return { ids, totals };
    ids.push(...answer.ids);
  }
}

/** A deterministic shuffle (so a failure repeats). */
function shuffled<T>(values: readonly T[]): T[] {
  const copy = [...values];
  let seed = 7;
  for (let index = copy.length - 1; index > 0; index -= 1) {
    seed = (seed * 16807) % 2147483647;
    const other = seed % (index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

describe('sorted list index', () => {
  it('pages in (at, id) order with exact totals: equal values by id, a shorter id first, and an empty page past the end', async () => {
    const key = freshKey();
    const items: SortedListItem[] = [
      { id: 'b', at: 20 },
      { id: 'c', at: 30 },
      { id: 'ab', at: 20 },
      { id: 'a', at: 20 },
      { id: 'z', at: 10 },
    ];
    for (const item of items) await lists.add(key, item);

    expect(await lists.page(key, { page: 0, size: 3 })).toEqual({ ids: ['z', 'a', 'ab'], total: 5 });
    expect(await lists.page(key, { page: 1, size: 3 })).toEqual({ ids: ['b', 'c'], total: 5 });
    expect(await lists.page(key, { page: 2, size: 3 })).toEqual({ ids: [], total: 5 });
    expect(await lists.page('test:sorted:none', { page: 0, size: 3 })).toEqual({ ids: [], total: 0 });
  });

  it('when more items arrive in random order than one bucket holds, then every page is still in order and nothing shows twice', async () => {
    const key = freshKey();
    const items = Array.from({ length: SORTED_LIST_BUCKET_MAX + 30 }, (_v, index) => ({
      id: `item${index}`,
      at: 1_000 + (index % 97) * 10,
    }));
    for (const item of shuffled(items)) await lists.add(key, item);

    const { ids, totals } = await allPages(key, 37);
    expect(ids).toEqual(expected(items));
    expect(new Set(totals)).toEqual(new Set([items.length]));
    // Splits write new buckets and drop the old one after the head moved: no bucket is left behind.
    const buckets = await db
      .connection()
      .collection('sorted_list_buckets')
      .countDocuments({ _id: { $regex: `^${key}#` } } as never);
    const head = await db
      .connection()
      .collection('sorted_list_heads')
      .findOne({ _id: key } as never);
    expect(buckets).toBe(String(head?.['buckets']).split(';').length);
    expect(buckets).toBeGreaterThan(1);
  });

  it('when items are removed or move (remove + add at the new value), then pages and totals follow; removing twice answers false', async () => {
    const key = freshKey();
    const items = Array.from({ length: 30 }, (_v, index) => ({ id: `e${index}`, at: index * 100 }));
    for (const item of items) await lists.add(key, item);

    expect(await lists.remove(key, { id: 'e3', at: 300 })).toBe(true);
    expect(await lists.remove(key, { id: 'e3', at: 300 })).toBe(false);
    expect(await lists.remove(key, { id: 'e4', at: 999 })).toBe(false);
    await lists.remove(key, { id: 'e0', at: 0 });
    await lists.add(key, { id: 'e0', at: 5_000 });
    await lists.add(key, { id: 'e0', at: 5_000 });

    const { ids, totals } = await allPages(key, 7);
    expect(ids).toEqual([...items.slice(1, 3), ...items.slice(4)].map((item) => item.id).concat('e0'));
    expect(totals[0]).toBe(29);
  });

  it('keeps only the items whose until is after a moment, or at/before it, with exact totals, also for a long item in an early bucket', async () => {
    const key = freshKey();
    const now = 50_000;
    // Starts (at) every 100; each lasts 50, so "now" splits them in the middle. One early item runs
    // past now (a live, long event), one late item with an until before its at is still ordered by at.
    const items: SortedListItem[] = Array.from({ length: SORTED_LIST_BUCKET_MAX * 2 }, (_v, index) => ({
      id: `ev${String(index).padStart(4, '0')}`,
      at: index * 100,
      until: index * 100 + 50,
    }));
    items[3] = { id: 'long-running', at: 300, until: now + 10_000 };
    await lists.bulkLoad(key, items);

    for (const when of [{ untilAfter: now }, { untilAtOrBefore: now }] as SortedListWhen[]) {
      const { ids, totals } = await allPages(key, 50, when);
      expect(ids).toEqual(expected(items, when));
      expect(totals[0]).toBe(expected(items, when).length);
    }
    const upcoming = await lists.page(key, { page: 0, size: 3 }, { untilAfter: now });
    expect(upcoming.ids).toEqual(['long-running', 'ev0500', 'ev0501']);
  });

  it('bulkLoad replaces a list, and later adds and removes work on what it wrote', async () => {
    const key = freshKey();
    await lists.add(key, { id: 'old', at: 1 });
    const items = Array.from({ length: 1_000 }, (_v, index) => ({ id: `b${index}`, at: 10 * index }));
    await lists.bulkLoad(key, shuffled(items));
    await lists.add(key, { id: 'between', at: 5_005 });
    await lists.remove(key, { id: 'b0', at: 0 });

    const { ids, totals } = await allPages(key, 100);
    expect(ids).toEqual(expected([...items.slice(1), { id: 'between', at: 5_005 }]));
    expect(totals[0]).toBe(1_000);
    await lists.drop(key);
    expect(await lists.page(key, { page: 0, size: 10 })).toEqual({ ids: [], total: 0 });
  });

  it('refuses a sort value that cannot be ordered as text', async () => {
    await expect(lists.add(freshKey(), { id: 'x', at: -1 })).rejects.toThrow(/'at' must be an integer/);
    await expect(lists.add(freshKey(), { id: 'x', at: 1.5 })).rejects.toThrow(/'at' must be an integer/);
  });
});
