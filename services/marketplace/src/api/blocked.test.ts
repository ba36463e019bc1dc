import { setListingBlocked } from '../domain/block-listing';
import { marketPaths, useMarketplaceTestKit } from '../testing/marketplace-test-app';

const kit = useMarketplaceTestKit();

describe('a blocked listing (moderation; no client can set it)', () => {
  it('shows its BLOCKED badge to its seller only and is hidden from everyone else, lists and questions included', async () => {
    const seller = await kit.student('Seller');
    const other = await kit.student('Other');
    const listing = await kit.createListing(seller);
    await setListingBlocked(kit.built().ctx, listing.id, true);

    const own = await kit.call('get', marketPaths.listing(listing.id), seller);
    expect(own.body).toMatchObject({ blocked: true, isOwner: true });
    expect((await kit.call('get', marketPaths.mine(), seller)).body.content[0]).toMatchObject({
      id: listing.id,
      blocked: true,
    });

    expect((await kit.call('get', marketPaths.listing(listing.id), other)).status).toBe(404);
    for (const query of ['', '?hideSold=false', '?sort=price_asc', '?q=lamp']) {
      const list = await kit.call('get', marketPaths.campus(undefined, query), other);
      expect(list.body.content).not.toContainEqual(expect.objectContaining({ id: listing.id }));
    }
    expect((await kit.call('get', marketPaths.comments(listing.id), other)).status).toBe(404);
    expect((await kit.call('post', marketPaths.comments(listing.id), other, { body: 'Hello?' })).status).toBe(
      404,
    );

    await setListingBlocked(kit.built().ctx, listing.id, false);
    const back = await kit.call('get', marketPaths.campus(), other);
    expect(back.body.content).toContainEqual(expect.objectContaining({ id: listing.id, blocked: false }));
  });
});
