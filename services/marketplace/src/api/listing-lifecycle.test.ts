import request from 'supertest';
import { LISTING_MESSAGES } from '@campusloop/contracts';
import { listingUpload, marketPaths, useMarketplaceTestKit } from '../testing/marketplace-test-app';

const kit = useMarketplaceTestKit();

describe('a listing from creation to deletion', () => {
  it('is ready when its database answers', async () => {
    const response = await request(kit.app()).get('/readyz');
    expect(response.status).toBe(200);
  });

  it('when a student lists an item with three images, then it heads the campus list and My Listings, theirs only', async () => {
    const seller = await kit.student('Seller');
    const buyer = await kit.student('Buyer');
    const created = await kit.createListing(seller, {
      title: '  Cycle  ',
      price: 4999.5,
      media: [listingUpload('a.png'), listingUpload('b.png'), listingUpload('c.png')],
    });
    expect(created).toMatchObject({
      title: 'Cycle',
      price: 4999.5,
      sold: false,
      blocked: false,
      commentCount: 0,
      isOwner: true,
      seller: { id: seller.id, name: seller.claims?.name },
    });
    expect(created['media']).toHaveLength(3);

    const campus = await kit.call('get', marketPaths.campus(), buyer);
    expect(campus.body.content[0]).toEqual({ ...created, isOwner: false });
    const mine = await kit.call('get', marketPaths.mine(), seller);
    expect(mine.body).toMatchObject({ totalElements: 1, last: true });
    expect(mine.body.content[0]).toEqual(created);
    expect((await kit.call('get', marketPaths.mine(), buyer)).body.totalElements).toBe(0);
    expect((await kit.call('get', marketPaths.listing(created.id), buyer)).body).toEqual({
      ...created,
      isOwner: false,
    });
  });

  it('when the seller marks it sold, then it leaves All Listings, stays in My Listings unless sold are hidden, and comes back in its old place', async () => {
    const seller = await kit.student('Seller');
    const first = await kit.createListing(seller, { title: 'Older' });
    const second = await kit.createListing(seller, { title: 'Newer' });

    const sold = await kit.call('patch', marketPaths.sold(first.id, true), seller);
    expect(sold.status).toBe(200);
    expect(sold.body.sold).toBe(true);
    expect((await kit.call('patch', marketPaths.sold(first.id, true), seller)).body.sold).toBe(true);

    const ids = async (path: string) =>
      (await kit.call('get', path, seller)).body.content.map((l: { id: string }) => l.id);
    expect(await ids(marketPaths.campus())).not.toContain(first.id);
    expect(await ids(marketPaths.campus(undefined, '?hideSold=false'))).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
    expect(await ids(marketPaths.mine())).toEqual([second.id, first.id]);
    expect(await ids(marketPaths.mine('?hideSold=true'))).toEqual([second.id]);

    const available = await kit.call('patch', marketPaths.sold(first.id, false), seller);
    expect(available.body.sold).toBe(false);
    const campus = await ids(marketPaths.campus());
    expect(campus.indexOf(second.id)).toBeLessThan(campus.indexOf(first.id));
  });

  it('when the seller edits it, then the fields change; while sold the edit is refused (409) and nothing changes', async () => {
    const seller = await kit.student('Seller');
    const listing = await kit.createListing(seller, { media: [listingUpload()] });
    const media = listing['media'] as Array<{ id: string }>;
    const edited = await kit.call('put', marketPaths.listing(listing.id), seller, {
      title: 'Desk lamp (LED)',
      description: 'Now with a new bulb',
      price: 0.1,
      notes: 'Call me',
      media: [{ id: media[0]?.id }, listingUpload('second.png')],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Desk lamp (LED)', price: 0.1, notes: 'Call me' });
    expect(edited.body.media).toHaveLength(2);
    expect(edited.body.media[0].id).toBe(media[0]?.id);

    await kit.call('patch', marketPaths.sold(listing.id, true), seller);
    const refused = await kit.call('put', marketPaths.listing(listing.id), seller, {
      title: 'Changed while sold',
      description: 'x',
      price: 1,
      notes: 'x',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(LISTING_MESSAGES.soldNotEditable);
    expect((await kit.call('get', marketPaths.listing(listing.id), seller)).body.title).toBe(
      'Desk lamp (LED)',
    );
  });

  it('refuses an image id that is not on the listing (400) and more than three images', async () => {
    const seller = await kit.student('Seller');
    const listing = await kit.createListing(seller);
    const foreign = await kit.call('put', marketPaths.listing(listing.id), seller, {
      title: 'x',
      description: 'x',
      price: 1,
      notes: 'x',
      media: [{ id: 'notMine0001' }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.validationErrors).toEqual({ media: LISTING_MESSAGES.mediaNotOnListing });
    const four = await kit.call('post', marketPaths.campus(), seller, {
      title: 'x',
      description: 'x',
      price: 1,
      notes: 'x',
      media: [listingUpload(), listingUpload(), listingUpload(), listingUpload()],
    });
    expect(four.status).toBe(400);
    expect(four.body.validationErrors.media).toBe('Maximum 3 image(s) allowed for MARKETPLACE');
  });

  it('when the seller deletes it (sold or not), then it is gone from every list and a second delete is 404', async () => {
    const seller = await kit.student('Seller');
    const listing = await kit.createListing(seller);
    await kit.call('patch', marketPaths.sold(listing.id, true), seller);
    expect((await kit.call('delete', marketPaths.listing(listing.id), seller)).status).toBe(204);
    expect((await kit.call('get', marketPaths.listing(listing.id), seller)).status).toBe(404);
    expect((await kit.call('get', marketPaths.mine(), seller)).body.totalElements).toBe(0);
    expect(
      (await kit.call('get', marketPaths.campus(undefined, '?hideSold=false'), seller)).body.content,
    ).not.toContainEqual(expect.objectContaining({ id: listing.id }));
    expect((await kit.call('delete', marketPaths.listing(listing.id), seller)).status).toBe(404);
  });

  it('pages My Listings with exact totals and no listing on two pages', async () => {
    const seller = await kit.student('Seller');
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.unshift((await kit.createListing(seller, { title: `Item ${i}` })).id);
    const page0 = await kit.call('get', marketPaths.mine('?page=0&size=2'), seller);
    const page1 = await kit.call('get', marketPaths.mine('?page=1&size=2'), seller);
    const page2 = await kit.call('get', marketPaths.mine('?page=2&size=2'), seller);
    expect(page0.body).toMatchObject({ totalElements: 5, last: false });
    expect(page2.body).toMatchObject({ totalElements: 5, last: true });
    expect(
      [...page0.body.content, ...page1.body.content, ...page2.body.content].map((l: { id: string }) => l.id),
    ).toEqual(ids);
  });
});
