import { LISTING_MESSAGES, PAGING_MESSAGES } from '@campusloop/contracts';
import { marketPaths, useMarketplaceTestKit, type Persona } from '../testing/marketplace-test-app';

const kit = useMarketplaceTestKit();

/** Every page of a query at `size`, concatenated, and the totals each page answered. */
async function allPages(as: Persona, uid: string, query: string, size: number) {
  const ids: string[] = [];
  const totals = new Set<number>();
  for (let page = 0; ; page += 1) {
    const res = await kit.call('get', marketPaths.campus(uid, `?${query}&page=${page}&size=${size}`), as);
    expect(res.status).toBe(200);
    ids.push(...res.body.content.map((l: { id: string }) => l.id));
    totals.add(res.body.totalElements);
    if (res.body.last) return { ids, totals: [...totals] };
  }
}

describe('finding listings (beyond the spec: price range, sort, words, sold hidden)', () => {
  const uid = 'uniSearch01';
  let student: Persona;
  const made: Array<{ id: string; price: number; title: string; sold: boolean }> = [];

  beforeAll(async () => {
    student = await kit.student('Searcher', uid);
    const specs = [
      { title: 'Physics textbook', price: 250, sold: false },
      { title: 'Chemistry textbook', price: 250, sold: true },
      { title: 'Desk lamp', price: 99.99, sold: false },
      { title: 'Cycle with lock', price: 2500, sold: false },
      { title: 'Maths textbook', price: 250, sold: false },
      { title: 'Kettle', price: 0, sold: false },
      { title: 'Guitar', price: 2500, sold: false },
    ];
    for (const spec of specs) {
      const listing = await kit.createListing(student, { title: spec.title, price: spec.price }, uid);
      if (spec.sold) await kit.call('patch', marketPaths.sold(listing.id, true, uid), student);
      made.unshift({ id: listing.id, ...spec });
    }
  });

  const visible = () => made.filter((m) => !m.sold);

  it('sorts by price both ways with ties newest first, the same at every page size', async () => {
    const asc = [...visible()].sort((a, b) => a.price - b.price).map((m) => m.id);
    for (const size of [1, 2, 3, 100]) {
      const pages = await allPages(student, uid, 'sort=price_asc', size);
      expect(pages).toEqual({ ids: asc, totals: [asc.length] });
    }
    const desc = [...visible()].sort((a, b) => b.price - a.price).map((m) => m.id);
    expect((await allPages(student, uid, 'sort=price_desc', 2)).ids).toEqual(desc);
  });

  it('keeps a price range inclusive and exact at both ends, sold ones included only with hideSold=false', async () => {
    const range = await allPages(student, uid, 'minPrice=99.99&maxPrice=250', 2);
    expect(range.ids).toEqual(
      visible()
        .filter((m) => m.price >= 99.99 && m.price <= 250)
        .map((m) => m.id),
    );
    const withSold = await allPages(student, uid, 'minPrice=250&maxPrice=250&hideSold=false', 2);
    expect(withSold.ids).toEqual(made.filter((m) => m.price === 250).map((m) => m.id));
    expect((await allPages(student, uid, 'maxPrice=0', 5)).ids).toEqual(
      made.filter((m) => m.price === 0).map((m) => m.id),
    );
  });

  it('finds every word of q in the title or description, in any case', async () => {
    const books = await allPages(student, uid, 'q=TEXTBOOK', 1);
    expect(books.ids).toEqual(
      visible()
        .filter((m) => m.title.includes('textbook'))
        .map((m) => m.id),
    );
    const two = await allPages(student, uid, `q=${encodeURIComponent('maths, textbook')}`, 5);
    expect(two.ids).toEqual(made.filter((m) => m.title === 'Maths textbook').map((m) => m.id));
    expect((await allPages(student, uid, 'q=piano', 5)).ids).toEqual([]);
  });

  it('lists newest first with sold ones hidden by default and shown with hideSold=false, at page boundaries', async () => {
    expect(await allPages(student, uid, 'sort=newest', 2)).toEqual({
      ids: visible().map((m) => m.id),
      totals: [visible().length],
    });
    expect((await allPages(student, uid, 'hideSold=false', 3)).ids).toEqual(made.map((m) => m.id));
  });

  it.each([
    ['minPrice=-1', { minPrice: LISTING_MESSAGES.minPriceInvalid }],
    ['minPrice=abc', { minPrice: LISTING_MESSAGES.minPriceInvalid }],
    ['maxPrice=1.005', { maxPrice: LISTING_MESSAGES.maxPriceInvalid }],
    ['minPrice=20&maxPrice=10', { maxPrice: LISTING_MESSAGES.priceRangeInvalid }],
    ['sort=cheapest', { sort: LISTING_MESSAGES.sortInvalid }],
    ['hideSold=yes', { hideSold: LISTING_MESSAGES.hideSoldInvalid }],
    [`q=${'a'.repeat(101)}`, { q: LISTING_MESSAGES.searchTooLong }],
    ['page=-1', { page: PAGING_MESSAGES.INVALID_PAGE }],
    ['size=0', { size: PAGING_MESSAGES.INVALID_SIZE }],
  ])('answers %s with a 400 naming the parameter', async (query, validationErrors) => {
    const res = await kit.call('get', marketPaths.campus(uid, `?${query}`), student);
    expect(res.status).toBe(400);
    expect(res.body.validationErrors).toEqual(validationErrors);
  });
});

describe('hostile search input', () => {
  it('answers repeated parameters with a 400 and takes bracketed names for unknown ones (never an operator, never a 500)', async () => {
    const student = await kit.student('Prober', 'uniProbe001');
    const only = await kit.createListing(student, { title: 'Only one' }, 'uniProbe001');
    for (const query of [
      'minPrice=1&minPrice=2',
      'sort=newest&sort=price_asc',
      'q=a&q=b',
      'hideSold=true&hideSold=false',
    ]) {
      const res = await kit.call('get', marketPaths.campus('uniProbe001', `?${query}`), student);
      expect([query, res.status]).toEqual([query, 400]);
    }
    for (const query of ['q[$ne]=x', 'minPrice[$gt]=0', 'hideSold[$ne]=true']) {
      const res = await kit.call('get', marketPaths.campus('uniProbe001', `?${query}`), student);
      expect([query, res.status, res.body.content.map((l: { id: string }) => l.id)]).toEqual([
        query,
        200,
        [only.id],
      ]);
    }
  });
});
