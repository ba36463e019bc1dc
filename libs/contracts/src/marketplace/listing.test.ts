import { LISTING_MESSAGES as M } from './listing-messages';
import { centsToPrice, formatPrice, priceToCents } from './listing-price';
import { createListingRequestSchema } from './listing';
import { campusListingsQuerySchema, searchWords } from './listing-search';

describe('listing prices (stored exactly as cents)', () => {
  it.each([
    [0, 0],
    [0.01, 1],
    [0.1, 10],
    [19.99, 1999],
    [999999.99, 99999999],
    ['10.5', 1050],
  ])('reads %p as %p cents from its own decimal form', (price, cents) => {
    expect(priceToCents(price)).toBe(cents);
    expect(centsToPrice(cents)).toBe(Number(price));
  });

  it.each([1.005, 0.1 + 0.2, -1, Number.NaN, Infinity, 1e-7, '1e3', 'abc', ''])('refuses %p', (price) => {
    expect(priceToCents(price)).toBeNull();
  });

  it('formats for display with grouping and two decimals unless whole', () => {
    expect(formatPrice(1299.5)).toBe('1,299.50');
    expect(formatPrice(20)).toBe('20');
    expect(formatPrice(0.07)).toBe('0.07');
  });

  it('answers the spec message per field, the price as cents', () => {
    const ok = createListingRequestSchema.parse({
      title: ' Lamp ',
      description: 'd',
      price: 19.99,
      notes: 'n',
    });
    expect(ok).toEqual({ title: 'Lamp', description: 'd', price: 1999, notes: 'n', media: [] });
    const bad = createListingRequestSchema.safeParse({ title: 'x', description: 'd', price: -1, notes: 'n' });
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([M.priceMin]);
  });
});

describe('the campus search query', () => {
  it('defaults to newest with sold listings hidden, and reads bounds as cents', () => {
    expect(campusListingsQuerySchema.parse({})).toEqual({
      page: 0,
      size: 20,
      sort: 'newest',
      hideSold: true,
    });
    expect(
      campusListingsQuerySchema.parse({ minPrice: '0.5', maxPrice: '10', hideSold: 'false' }),
    ).toMatchObject({
      minPrice: 50,
      maxPrice: 1000,
      hideSold: false,
    });
  });

  it('refuses a reversed range', () => {
    const result = campusListingsQuerySchema.safeParse({ minPrice: '10', maxPrice: '5' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['maxPrice'], message: M.priceRangeInvalid });
  });

  it('splits words in any script, lower case, each once', () => {
    expect(searchWords('Kreyszig, 10th ed. — KREYSZIG गणित')).toEqual(['kreyszig', '10th', 'ed', 'गणित']);
  });
});
