import { LISTING_MESSAGES } from '@campusloop/contracts';
import { ACCESS_DENIED_UNVERIFIED_MESSAGE } from '@campusloop/service-kit';
import { TEST_VISITOR } from '@campusloop/testing';
import { UNI_B, listingBody, marketPaths, useMarketplaceTestKit } from '../testing/marketplace-test-app';

const kit = useMarketplaceTestKit();

describe('who may do what with a listing', () => {
  it('answers visitors 401, and students of another campus, unverified and non-university users 403, on every route', async () => {
    const seller = await kit.student('Seller');
    const listing = await kit.createListing(seller);
    const outsiders = [
      await kit.student('Other campus', UNI_B),
      await kit.persona('Unverified', { universityVerified: false }),
      await kit.persona('High school', { audience: 'HIGH_SCHOOL_STUDENT', universityId: null }),
    ];
    const calls = [
      ['get', marketPaths.campus()],
      ['post', marketPaths.campus(), listingBody()],
      ['get', marketPaths.listing(listing.id)],
      ['put', marketPaths.listing(listing.id), listingBody()],
      ['patch', marketPaths.sold(listing.id, true)],
      ['delete', marketPaths.listing(listing.id)],
      ['get', marketPaths.comments(listing.id)],
      ['post', marketPaths.comments(listing.id), { body: 'Is it still there?' }],
    ] as const;
    for (const [method, path, body] of calls) {
      expect((await kit.call(method, path, TEST_VISITOR, body)).status).toBe(401);
      for (const outsider of outsiders) {
        const res = await kit.call(method, path, outsider, body);
        expect([method, path, outsider.label, res.status]).toEqual([method, path, outsider.label, 403]);
        expect(res.body.message).toBe(ACCESS_DENIED_UNVERIFIED_MESSAGE);
      }
    }
    expect((await kit.call('get', marketPaths.mine(), TEST_VISITOR)).status).toBe(401);
    expect((await kit.call('get', marketPaths.mine(), outsiders[1] as never)).status).toBe(403);
    // Nothing changed.
    expect((await kit.call('get', marketPaths.listing(listing.id), seller)).body).toMatchObject({
      sold: false,
      title: 'Desk lamp',
    });
  });

  it('lets only the seller edit, mark sold and delete (403 with its text for another student of the campus)', async () => {
    const seller = await kit.student('Seller');
    const other = await kit.student('Other');
    const listing = await kit.createListing(seller);
    const edit = await kit.call(
      'put',
      marketPaths.listing(listing.id),
      other,
      listingBody({ title: 'Mine now' }),
    );
    expect([edit.status, edit.body.message]).toEqual([403, LISTING_MESSAGES.editForbidden]);
    const sold = await kit.call('patch', marketPaths.sold(listing.id, true), other);
    expect([sold.status, sold.body.message]).toEqual([403, LISTING_MESSAGES.statusForbidden]);
    const del = await kit.call('delete', marketPaths.listing(listing.id), other);
    expect([del.status, del.body.message]).toEqual([403, LISTING_MESSAGES.deleteForbidden]);
    expect((await kit.call('get', marketPaths.listing(listing.id), other)).body).toMatchObject({
      title: 'Desk lamp',
      sold: false,
      isOwner: false,
    });
  });

  it('never takes seller, sold, blocked, counts or ids from a body (400), nor a listing of another campus through this one (404)', async () => {
    const seller = await kit.student('Seller');
    for (const extra of [
      { sold: true },
      { blocked: false },
      { sellerId: seller.id },
      { commentCount: 5 },
      { id: 'abcdefghijk' },
    ]) {
      const res = await kit.call('post', marketPaths.campus(), seller, { ...listingBody(), ...extra });
      expect(res.status).toBe(400);
    }
    const listing = await kit.createListing(seller);
    const put = await kit.call('put', marketPaths.listing(listing.id), seller, {
      ...listingBody(),
      sold: true,
    });
    expect(put.status).toBe(400);
    const bSeller = await kit.student('B seller', UNI_B);
    const bListing = await kit.createListing(bSeller, {}, UNI_B);
    expect((await kit.call('get', marketPaths.listing(bListing.id), seller)).status).toBe(404);
    expect((await kit.call('patch', marketPaths.sold('notAListing', 'maybe'), seller)).status).toBe(400);
    const badSold = await kit.call('patch', marketPaths.sold(listing.id, 'maybe'), seller);
    expect(badSold.body.validationErrors).toEqual({ sold: LISTING_MESSAGES.soldInvalid });
  });

  it('answers the spec texts for each missing or too long field, the first per field', async () => {
    const seller = await kit.student('Seller');
    const empty = await kit.call('post', marketPaths.campus(), seller, {
      title: ' ',
      description: '',
      price: 1,
      notes: '',
    });
    expect(empty.body.validationErrors).toEqual({
      title: LISTING_MESSAGES.titleRequired,
      description: LISTING_MESSAGES.descriptionRequired,
      notes: LISTING_MESSAGES.notesRequired,
    });
    const long = await kit.call('post', marketPaths.campus(), seller, {
      title: 'x'.repeat(121),
      description: 'x'.repeat(2001),
      price: 1,
      notes: 'x'.repeat(501),
    });
    expect(long.body.validationErrors).toEqual({
      title: LISTING_MESSAGES.titleTooLong,
      description: LISTING_MESSAGES.descriptionTooLong,
      notes: LISTING_MESSAGES.notesTooLong,
    });
    expect((await kit.call('post', marketPaths.campus(), seller, 'not json')).status).toBe(400);
    expect(
      (await kit.call('post', marketPaths.campus(), seller, { ...listingBody(), title: 'two\nlines' }))
        .status,
    ).toBe(400);
  });

  it('refuses a student whose profile is incomplete (403) when listing', async () => {
    const incomplete = await kit.persona('Incomplete', { profileComplete: false });
    const res = await kit.call('post', marketPaths.campus(), incomplete, listingBody());
    expect(res.status).toBe(403);
  });
});
