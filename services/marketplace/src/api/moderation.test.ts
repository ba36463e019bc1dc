import request from 'supertest';
import {
  ACCOUNT_RESTRICTION_EVENT,
  LISTING_MESSAGES,
  MARKETPLACE_PATHS,
  MODERATION_MESSAGES,
  apiPath,
  type ReportedItem,
} from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import { expectModeratorsOnly, testServiceAuth, TEST_VISITOR } from '@campusloop/testing';
import { UNI_B, marketPaths, useMarketplaceTestKit, type Persona } from '../testing/marketplace-test-app';

const kit = useMarketplaceTestKit();

const paths = {
  report: (id: string, uid?: string) => apiPath(MARKETPLACE_PATHS.report, { universityId: uid ?? 'uniAlpha001', listingId: id }),
  queue: (query = '') => `${apiPath(MARKETPLACE_PATHS.queue)}${query}`,
  block: (id: string) => apiPath(MARKETPLACE_PATHS.block, { itemId: id }),
  unblock: (id: string) => apiPath(MARKETPLACE_PATHS.unblock, { itemId: id }),
  dismiss: (id: string) => apiPath(MARKETPLACE_PATHS.dismiss, { itemId: id }),
  audit: (query = '') => `${apiPath(MARKETPLACE_PATHS.audit)}${query}`,
};

const moderator = (label = 'Moderator') => kit.persona(label, { roles: ['moderator'] });
const report = (as: Persona, id: string, body: unknown = { reason: 'spam' }) => kit.call('post', paths.report(id), as, body);
const queueItem = async (as: Persona, id: string) =>
  ((await kit.call('get', paths.queue('?size=100'), as)).body.content as ReportedItem[]).find((item) => item.itemId === id);

describe('reporting a listing', () => {
  it('a student reports once (201); a second open report is 409 and exactly one is stored', async () => {
    const seller = await kit.student('Seller');
    const reporter = await kit.student('Reporter');
    const listing = await kit.createListing(seller);

    const first = await report(reporter, listing.id, { reason: 'spam', note: 'Same lamp posted ten times.' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ message: MODERATION_MESSAGES.reportReceived, reason: 'spam' });
    const again = await report(reporter, listing.id, { reason: 'hate' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: 409, code: 'CONFLICT', message: MODERATION_MESSAGES.alreadyReported });
    expect(await kit.db.connection().collection('moderation_open_reports').countDocuments({ itemId: listing.id })).toBe(1);
  });

  it('when the same person sends 8 reports at once, exactly one is stored and the others are 409', async () => {
    const seller = await kit.student('Seller');
    const reporter = await kit.student('Eager');
    const listing = await kit.createListing(seller);

    const statuses = (await Promise.all(Array.from({ length: 8 }, () => report(reporter, listing.id)))).map((res) => res.status);

    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect(await kit.db.connection().collection('moderation_open_reports').countDocuments({ itemId: listing.id })).toBe(1);
  });

  it('a listing the caller cannot see is 404 (unknown, blocked for them, another campus, in the spec error shape, like an unknown id); signed out 401', async () => {
    const seller = await kit.student('Seller');
    const other = await kit.student('Other');
    const listing = await kit.createListing(seller);
    const mod = await moderator();
    await kit.call('post', paths.block(listing.id), mod, { reason: 'scam' }).then((res) => expect(res.status).toBe(200));

    expect((await report(other, listing.id)).status).toBe(404);
    expect((await report(other, newId())).status).toBe(404);
    const stranger = await kit.student('Stranger', UNI_B);
    const crossCampus = await kit.call('post', paths.report(listing.id), stranger, { reason: 'spam' });
    const unknown = await kit.call('post', paths.report(newId()), stranger, { reason: 'spam' });
    expect(crossCampus.status).toBe(404);
    expect(crossCampus.body).toMatchObject({ status: 404, code: 'NOT_FOUND', message: LISTING_MESSAGES.notFound });
    // Nothing tells a hidden listing from one that does not exist.
    expect({ ...crossCampus.body, requestId: null }).toEqual({ ...unknown.body, requestId: null });
    expect(await kit.db.connection().collection('moderation_open_reports').countDocuments({ reporterId: stranger.id })).toBe(0);
    expect((await report(TEST_VISITOR, listing.id)).status).toBe(401);
  });

  it('refuses an unknown reason and a note over 500 characters (400), storing nothing', async () => {
    const seller = await kit.student('Seller');
    const reporter = await kit.student('Reporter');
    const listing = await kit.createListing(seller);

    const badReason = await report(reporter, listing.id, { reason: 'boring' });
    const longNote = await report(reporter, listing.id, { reason: 'other', note: 'x'.repeat(501) });

    expect(badReason.status).toBe(400);
    expect(longNote.status).toBe(400);
    expect(longNote.body.validationErrors).toEqual({ note: MODERATION_MESSAGES.noteTooLong });
    expect(await kit.db.connection().collection('moderation_open_reports').countDocuments({ itemId: listing.id })).toBe(0);
  });

  it('an account may report at most 10 listings an hour (429 with Retry-After)', async () => {
    const seller = await kit.student('Seller');
    const reporter = await kit.student('Busy');
    const listings = [];
    for (let index = 0; index < 11; index += 1) listings.push(await kit.createListing(seller, { title: `Lamp ${index}` }));
    for (const listing of listings.slice(0, 10)) expect((await report(reporter, listing.id)).status).toBe(201);

    const refused = await report(reporter, (listings[10] as { id: string }).id);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe("the moderators' desk", () => {
  it('non-moderators get 403 on the queue, the actions and the audit log; signed out 401; nothing changes', async () => {
    const seller = await kit.student('Seller');
    const student = await kit.student('Student');
    const listing = await kit.createListing(seller);
    await report(student, listing.id);

    await expectModeratorsOnly(kit, MARKETPLACE_PATHS, listing.id, [student, seller]);
    expect((await kit.call('get', paths.queue(), TEST_VISITOR)).status).toBe(401);
    expect((await kit.call('get', marketPaths.listing(listing.id), student)).body.blocked).toBe(false);
    expect(await queueItem(await moderator(), listing.id)).toMatchObject({ count: 1 });
  });

  it('the queue groups open reports by listing, oldest first, with reasons, count, notes and the content, and never names a reporter', async () => {
    const seller = await kit.student('Seller');
    const [first, second, third] = await Promise.all([kit.student('R1'), kit.student('R2'), kit.student('R3')]);
    const older = await kit.createListing(seller, { title: 'Older lamp' });
    const newer = await kit.createListing(seller, { title: 'Newer lamp' });
    await report(first, older.id, { reason: 'spam', note: 'Posted twice.' });
    await report(second, newer.id, { reason: 'hate' });
    await report(second, older.id, { reason: 'spam' });
    await report(third, older.id, { reason: 'harassment' });
    const mod = await moderator();

    const res = await kit.call('get', paths.queue('?size=100'), mod);
    const items = res.body.content as ReportedItem[];
    const olderAt = items.findIndex((item) => item.itemId === older.id);
    const newerAt = items.findIndex((item) => item.itemId === newer.id);
    expect(olderAt).toBeGreaterThanOrEqual(0);
    expect(olderAt).toBeLessThan(newerAt);
    expect(items[olderAt]).toMatchObject({
      itemType: 'listing',
      count: 3,
      reasons: { spam: 2, harassment: 1 },
      notes: ['Posted twice.'],
      content: { title: 'Older lamp', authorId: seller.id, blocked: false },
    });
    for (const reporter of [first, second, third]) expect(JSON.stringify(res.body)).not.toContain(reporter.id);
    const paged = await kit.call('get', paths.queue('?size=1'), mod);
    expect(paged.body).toMatchObject({ size: 1, last: false });
    expect(paged.body.content).toHaveLength(1);
  });

  it('block hides the listing from everyone but its seller (lists, search, detail), closes its reports and is audited; unblock restores it', async () => {
    const seller = await kit.student('Seller');
    const reporter = await kit.student('Reporter');
    const other = await kit.student('Other');
    const listing = await kit.createListing(seller, { title: 'Suspicious bike' });
    await report(reporter, listing.id, { reason: 'misinformation' });
    const mod = await moderator();

    const blocked = await kit.call('post', paths.block(listing.id), mod, { reason: 'Fake item' });
    expect(blocked.body).toEqual({ itemType: 'listing', itemId: listing.id, blocked: true, reportsClosed: 1 });

    expect((await kit.call('get', marketPaths.listing(listing.id), other)).status).toBe(404);
    for (const query of ['', '?hideSold=false', '?sort=price_asc', '?q=bike']) {
      const list = await kit.call('get', marketPaths.campus(undefined, query), other);
      expect(list.body.content).not.toContainEqual(expect.objectContaining({ id: listing.id }));
    }
    expect((await kit.call('get', marketPaths.listing(listing.id), seller)).body).toMatchObject({ blocked: true, isOwner: true });
    expect((await kit.call('get', marketPaths.mine(), seller)).body.content).toContainEqual(
      expect.objectContaining({ id: listing.id, blocked: true }),
    );
    expect(await queueItem(mod, listing.id)).toBeUndefined();
    // Its report is closed: the reporter may report it again once it is back.
    await kit.call('post', paths.unblock(listing.id), mod, {}).then((res) => expect(res.body).toMatchObject({ blocked: false }));
    expect((await kit.call('get', marketPaths.listing(listing.id), other)).body).toMatchObject({ blocked: false });
    expect((await report(reporter, listing.id)).status).toBe(201);

    const audit = await kit.call('get', paths.audit('?size=100'), mod);
    const mine = (audit.body.content as Array<Record<string, unknown>>).filter((entry) => entry['itemId'] === listing.id);
    expect(mine).toEqual([
      expect.objectContaining({ action: 'unblock', moderatorId: mod.id, itemType: 'listing', reason: null, reportsClosed: 0 }),
      expect.objectContaining({ action: 'block', moderatorId: mod.id, itemType: 'listing', reason: 'Fake item', reportsClosed: 1 }),
    ]);
    expect(Date.parse(mine[1]?.['at'] as string)).toBeLessThanOrEqual(Date.parse(mine[0]?.['at'] as string));
  });

  it('dismiss closes the reports and leaves the listing as it is; an unknown listing is 404', async () => {
    const seller = await kit.student('Seller');
    const reporter = await kit.student('Reporter');
    const listing = await kit.createListing(seller);
    await report(reporter, listing.id, { reason: 'other', note: 'Not sure' });
    const mod = await moderator();

    const dismissed = await kit.call('post', paths.dismiss(listing.id), mod, { reason: 'Fine' });
    expect(dismissed.body).toEqual({ itemType: 'listing', itemId: listing.id, blocked: false, reportsClosed: 1 });
    expect(await queueItem(mod, listing.id)).toBeUndefined();
    expect((await kit.call('get', marketPaths.listing(listing.id), reporter)).status).toBe(200);
    expect((await kit.call('post', paths.block(newId()), mod, {})).status).toBe(404);
  });
});

describe('a restricted account in the marketplace (spec §8 Account Restricted)', () => {
  async function restriction(userId: string, restrictedUntil: string | null) {
    const payload = { userId, restrictedUntil, changedAt: new Date().toISOString() };
    return request(kit.app())
      .post('/internal/events/sessions')
      .set('authorization', await testServiceAuth('identity').authorization())
      .send({ id: newId(), type: ACCOUNT_RESTRICTION_EVENT, payload, occurredAt: payload.changedAt });
  }

  it("when identity's event arrives, the account's writes are refused with 403 and the spec text, reads work, and the lift restores writes", async () => {
    const seller = await kit.student('Seller');
    const listing = await kit.createListing(seller);
    expect((await restriction(seller.id, new Date(Date.now() + 3600_000).toISOString())).status).toBe(204);

    const create = await kit.call('post', marketPaths.campus(), seller, { title: 'Chair', description: 'Solid.', price: 10, notes: 'Room 3' });
    expect(create.status).toBe(403);
    expect(create.body).toMatchObject({ status: 403, code: 'FORBIDDEN', message: MODERATION_MESSAGES.accountRestricted });
    expect((await kit.call('patch', marketPaths.sold(listing.id, true), seller)).status).toBe(403);
    expect((await kit.call('post', paths.report(listing.id), seller, { reason: 'spam' })).status).toBe(403);
    expect((await kit.call('get', marketPaths.listing(listing.id), seller)).status).toBe(200);
    expect((await kit.call('get', marketPaths.mine(), seller)).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await restriction(seller.id, null)).status).toBe(204);
    expect((await kit.call('patch', marketPaths.sold(listing.id, true), seller)).status).toBe(200);
  });
});
