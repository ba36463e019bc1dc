import { MARKETPLACE_EVENT_TYPES, MARKETPLACE_PATHS, apiPath, moderationOutcomeSchema } from '@campusloop/contracts';
import { useMarketplaceTestKit } from '../testing/marketplace-test-app';

const kit = useMarketplaceTestKit();

const paths = {
  report: (id: string) => apiPath(MARKETPLACE_PATHS.report, { universityId: 'uniAlpha001', listingId: id }),
  block: (id: string) => apiPath(MARKETPLACE_PATHS.block, { itemId: id }),
  dismiss: (id: string) => apiPath(MARKETPLACE_PATHS.dismiss, { itemId: id }),
};

const outcomesOf = async (listingId: string) =>
  (await kit.outboxEvents())
    .filter((event) => event.type === MARKETPLACE_EVENT_TYPES.moderationOutcome && event.payload['itemId'] === listingId)
    .map((event) => moderationOutcomeSchema.parse(event.payload));

describe('moderation notices from the marketplace (issue 28)', () => {
  it('blocking a reported listing records moderation.outcome for notifications: the seller and the reporters, once', async () => {
    const seller = await kit.student('Seller');
    const reporters = [await kit.student('Reporter A'), await kit.student('Reporter B')];
    const listing = await kit.createListing(seller, { title: 'Too good to be true' });
    for (const reporter of reporters)
      expect((await kit.call('post', paths.report(listing.id), reporter, { reason: 'spam' })).status).toBe(201);
    const mod = await kit.persona('Moderator', { roles: ['moderator'] });

    expect((await kit.call('post', paths.block(listing.id), mod, {})).status).toBe(200);
    expect((await kit.call('post', paths.block(listing.id), mod, {})).status).toBe(200);

    const outcomes = await outcomesOf(listing.id);
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({ itemType: 'listing', itemId: listing.id, action: 'block', authorId: seller.id });
    expect([...(outcomes[0]?.reporterIds ?? [])].sort()).toEqual(reporters.map((r) => r.id).sort());
  });

  it('dismissing tells the reporter only (no author in the event)', async () => {
    const seller = await kit.student('Seller');
    const reporter = await kit.student('Reporter');
    const listing = await kit.createListing(seller, { title: 'A fine lamp' });
    await kit.call('post', paths.report(listing.id), reporter, { reason: 'other', note: 'Looks odd' });
    const mod = await kit.persona('Moderator', { roles: ['moderator'] });

    expect((await kit.call('post', paths.dismiss(listing.id), mod, {})).status).toBe(200);
    expect(await outcomesOf(listing.id)).toEqual([
      expect.objectContaining({ action: 'dismiss', authorId: null, reporterIds: [reporter.id] }),
    ]);
  });
});
