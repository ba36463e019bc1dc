import { LISTING_MESSAGES } from '@campusloop/contracts';
import { listingBody, marketPaths, useMarketplaceTestKit } from '../testing/marketplace-test-app';

const kit = useMarketplaceTestKit();

// Money is stored exactly (whole cents) and answered as the number the seller typed.
describe('listing prices', () => {
  it.each([0, 0.01, 0.1, 19.99, 999999.99])(
    'keeps %p exactly through create, read and edit',
    async (price) => {
      const seller = await kit.student('Seller');
      const created = await kit.createListing(seller, { price });
      expect(created['price']).toBe(price);
      expect((await kit.call('get', marketPaths.listing(created.id), seller)).body.price).toBe(price);
      const edited = await kit.call('put', marketPaths.listing(created.id), seller, listingBody({ price }));
      expect(edited.body.price).toBe(price);
    },
  );

  it.each([
    [1.005, LISTING_MESSAGES.priceDecimals],
    [0.1 + 0.2, LISTING_MESSAGES.priceDecimals],
    [-1, LISTING_MESSAGES.priceMin],
    [-0.01, LISTING_MESSAGES.priceMin],
    [1_000_000, LISTING_MESSAGES.priceTooHigh],
    ['abc', LISTING_MESSAGES.priceNotNumber],
    ['12.50', LISTING_MESSAGES.priceNotNumber],
    [null, LISTING_MESSAGES.priceNotNumber],
    [undefined, LISTING_MESSAGES.priceRequired],
  ])('refuses %p with "%s" and stores nothing', async (price, message) => {
    const seller = await kit.student('Seller');
    const res = await kit.call('post', marketPaths.campus(), seller, { ...listingBody(), price });
    expect(res.status).toBe(400);
    expect(res.body.validationErrors).toEqual({ price: message });
    expect((await kit.call('get', marketPaths.mine(), seller)).body.totalElements).toBe(0);
  });

  it('sorts 0.1, 0.2 and 0.3 by their exact value (0.1 + 0.2 is not above 0.3)', async () => {
    const seller = await kit.student('Seller', 'uniPrice001');
    for (const price of [0.3, 0.1, 0.2]) await kit.createListing(seller, { price }, 'uniPrice001');
    const res = await kit.call('get', marketPaths.campus('uniPrice001', '?sort=price_asc'), seller);
    expect(res.body.content.map((l: { price: number }) => l.price)).toEqual([0.1, 0.2, 0.3]);
    const inRange = await kit.call(
      'get',
      marketPaths.campus('uniPrice001', '?minPrice=0.3&maxPrice=0.3'),
      seller,
    );
    expect(inRange.body.content.map((l: { price: number }) => l.price)).toEqual([0.3]);
  });
});
