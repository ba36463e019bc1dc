import { MARKETPLACE_PATHS, MODERATION_MESSAGES, apiPath, type ReportedItem } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import { TEST_VISITOR } from '@campusloop/testing';
import { UNI_A, UNI_B, marketPaths, useMarketplaceTestKit } from '../testing/marketplace-test-app';

const kit = useMarketplaceTestKit();

const paths = {
  report: (listingId: string, commentId: string, universityId = UNI_A) =>
    apiPath(MARKETPLACE_PATHS.commentReport, { universityId, listingId, commentId }),
  queue: `${apiPath(MARKETPLACE_PATHS.commentQueue)}?size=100`,
  block: (id: string) => apiPath(MARKETPLACE_PATHS.commentBlock, { itemId: id }),
  unblock: (id: string) => apiPath(MARKETPLACE_PATHS.commentUnblock, { itemId: id }),
  audit: `${apiPath(MARKETPLACE_PATHS.commentAudit)}?size=100`,
};
const moderator = () => kit.persona('Moderator', { roles: ['moderator'] });

describe('reports of questions and answers on listings (issue 28)', () => {
  it('a question is reported once (409 after), 404 when the reporter cannot see it, 400 for a bad reason; moderators only act', async () => {
    const seller = await kit.student('Seller');
    const asker = await kit.student('Asker');
    const reporter = await kit.student('Reporter');
    const listing = await kit.createListing(seller);
    const question = await kit.call('post', marketPaths.comments(listing.id), asker, { body: 'Call me on this number for a better deal' });
    expect(question.status).toBe(201);
    const id = question.body.id as string;

    expect((await kit.call('post', paths.report(listing.id, id), reporter, { reason: 'spam' })).status).toBe(201);
    const again = await kit.call('post', paths.report(listing.id, id), reporter, { reason: 'spam' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MODERATION_MESSAGES.alreadyReported);
    expect((await kit.call('post', paths.report(listing.id, newId()), reporter, { reason: 'spam' })).status).toBe(404);
    const stranger = await kit.student('Stranger', UNI_B);
    expect((await kit.call('post', paths.report(listing.id, id, UNI_A), stranger, { reason: 'spam' })).status).toBe(404);
    expect((await kit.call('post', paths.report(listing.id, id), asker, { reason: 'boring' })).status).toBe(400);
    expect((await kit.call('post', paths.report(listing.id, id), TEST_VISITOR, { reason: 'spam' })).status).toBe(401);

    for (const as of [seller, asker, reporter]) {
      expect((await kit.call('get', paths.queue, as)).status).toBe(403);
      expect((await kit.call('post', paths.block(id), as, {})).status).toBe(403);
      expect((await kit.call('get', paths.audit, as)).status).toBe(403);
    }
    const mod = await moderator();
    const queue = await kit.call('get', paths.queue, mod);
    const item = (queue.body.content as ReportedItem[]).find((entry) => entry.itemId === id);
    expect(item).toMatchObject({ itemType: 'listing-comment', count: 1, content: { authorId: asker.id, blocked: false } });
    expect(JSON.stringify(queue.body)).not.toContain(reporter.id);
  });

  it('a blocked question leaves the list and the count; no answer to its author names the reporter; audited; unblock restores it', async () => {
    const seller = await kit.student('Seller');
    const asker = await kit.student('Asker');
    const reporter = await kit.student('Reporter');
    const listing = await kit.createListing(seller);
    const id = (await kit.call('post', marketPaths.comments(listing.id), asker, { body: 'Rude words' })).body.id as string;
    await kit.call('post', paths.report(listing.id, id), reporter, { reason: 'harassment' });
    const mod = await moderator();

    expect((await kit.call('post', paths.block(id), mod, { reason: 'Rude' })).body).toMatchObject({ blocked: true, reportsClosed: 1 });
    const seen = await kit.call('get', marketPaths.comments(listing.id), seller);
    expect(seen.body.content).not.toContainEqual(expect.objectContaining({ id }));
    expect(seen.body.totalElements).toBe(0);
    expect((await kit.call('get', marketPaths.listing(listing.id), reporter)).body.commentCount).toBe(0);
    for (const path of [marketPaths.comments(listing.id), marketPaths.listing(listing.id)]) {
      expect(JSON.stringify((await kit.call('get', path, asker)).body)).not.toContain(reporter.id);
    }

    await kit.call('post', paths.unblock(id), mod, {});
    expect((await kit.call('get', marketPaths.listing(listing.id), reporter)).body.commentCount).toBe(1);
    const audit = (await kit.call('get', paths.audit, mod)).body.content as Array<Record<string, unknown>>;
    expect(audit.filter((entry) => entry['itemId'] === id).map((entry) => entry['action'])).toEqual(['unblock', 'block']);
  });
});
