import { LISTING_MESSAGES } from '@campusloop/contracts';
import { marketPaths, useMarketplaceTestKit, type Persona } from '../testing/marketplace-test-app';

const kit = useMarketplaceTestKit();

describe('a blocked seller, for the blocker (issue 28)', () => {
  it("leaves the blocked seller's listings out of the blocker's campus list and search, and their page and questions are not found for the blocker; others still see them; unblock brings them back", async () => {
    const uid = 'uniBlocks01';
    const buyer = await kit.student('Buyer', uid);
    const seller = await kit.student('Seller', uid);
    const other = await kit.student('Other', uid);
    const sellers = await kit.createListing(seller, { title: 'Blocked seller lamp', price: 10 }, uid);
    const others = await kit.createListing(other, { title: 'Other lamp', price: 10 }, uid);
    const ids = async (as: Persona, query = '') =>
      (await kit.call('get', marketPaths.campus(uid, `?size=50${query}`), as)).body.content.map((l: { id: string }) => l.id);

    await kit.blockChanged(buyer, seller, true);
    expect(await ids(buyer)).toEqual([others.id]);
    expect(await ids(buyer, '&q=lamp')).toEqual([others.id]);
    for (const path of [marketPaths.listing(sellers.id, uid), marketPaths.comments(sellers.id, uid)]) {
      const hidden = await kit.call('get', path, buyer);
      expect(hidden.status).toBe(404);
      expect(hidden.body.message).toBe(LISTING_MESSAGES.notFound);
    }
    expect((await kit.call('get', marketPaths.listing(others.id, uid), buyer)).status).toBe(200);
    // Everyone else, the seller included, still sees the listing.
    expect(await ids(other)).toEqual(expect.arrayContaining([sellers.id, others.id]));
    expect((await kit.call('get', marketPaths.listing(sellers.id, uid), other)).status).toBe(200);
    expect((await kit.call('get', marketPaths.listing(sellers.id, uid), seller)).status).toBe(200);

    await kit.blockChanged(buyer, seller, false);
    expect(await ids(buyer)).toEqual(expect.arrayContaining([sellers.id, others.id]));
    expect((await kit.call('get', marketPaths.listing(sellers.id, uid), buyer)).status).toBe(200);
  });
});
