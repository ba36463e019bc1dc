import {
  MARKETPLACE_EVENT_TYPES,
  listingCommentRepliedPayloadSchema,
  listingCommentedPayloadSchema,
} from '@campusloop/contracts';
import { marketPaths, useMarketplaceTestKit } from '../testing/marketplace-test-app';

const kit = useMarketplaceTestKit();

describe('questions and answers on a listing', () => {
  it('when a buyer asks and the seller answers, then the count is exact and each is told through the outbox (owner ids only)', async () => {
    const seller = await kit.student('Seller');
    const buyer = await kit.student('Buyer');
    const listing = await kit.createListing(seller, { title: 'Cycle' });

    const question = await kit.call('post', marketPaths.comments(listing.id), buyer, {
      body: 'Is the price negotiable?',
    });
    expect(question.status).toBe(201);
    const answer = await kit.call('post', marketPaths.comments(listing.id), seller, {
      body: 'A little, yes.',
      parentId: question.body.id,
    });
    expect(answer.status).toBe(201);
    // The seller's own question on their listing tells nobody.
    await kit.call('post', marketPaths.comments(listing.id), seller, { body: 'Also: comes with a lock.' });

    expect((await kit.call('get', marketPaths.listing(listing.id), buyer)).body.commentCount).toBe(2);
    const events = (await kit.outboxEvents()).filter((e) => e.payload['listingId'] === listing.id);
    const commented = events.filter((e) => e.type === MARKETPLACE_EVENT_TYPES.listingCommented);
    expect(commented).toHaveLength(1);
    expect(listingCommentedPayloadSchema.parse(commented[0]?.payload)).toMatchObject({
      category: 'MARKETPLACE',
      listingOwnerId: seller.id,
      listingTitle: 'Cycle',
      commentId: question.body.id,
      commenter: { id: buyer.id, isAnonymous: false },
    });
    const replied = events.filter((e) => e.type === MARKETPLACE_EVENT_TYPES.listingCommentReplied);
    expect(replied).toHaveLength(1);
    expect(listingCommentRepliedPayloadSchema.parse(replied[0]?.payload)).toMatchObject({
      category: 'COMMENT',
      target: 'listing',
      parentOwnerId: buyer.id,
      parentCommentId: question.body.id,
      replier: { id: seller.id },
    });
  });

  it('when an anonymous buyer asks, then the event carries no id of theirs', async () => {
    const seller = await kit.student('Seller');
    const buyer = await kit.student('Shy buyer');
    const listing = await kit.createListing(seller);
    await kit.call('post', marketPaths.comments(listing.id), buyer, {
      body: 'Still there?',
      isAnonymous: true,
    });
    const [event] = (await kit.outboxEvents()).filter(
      (e) => e.type === MARKETPLACE_EVENT_TYPES.listingCommented && e.payload['listingId'] === listing.id,
    );
    expect(JSON.stringify(event)).not.toContain(buyer.id);
    expect(event?.payload['commenter']).toEqual({ name: 'Anonymous', avatarUrl: null, isAnonymous: true });
  });

  it('when the listing is deleted, then its questions go with it (404)', async () => {
    const seller = await kit.student('Seller');
    const listing = await kit.createListing(seller);
    await kit.call('post', marketPaths.comments(listing.id), seller, { body: 'Pick up only' });
    await kit.call('delete', marketPaths.listing(listing.id), seller);
    expect((await kit.call('get', marketPaths.comments(listing.id), seller)).status).toBe(404);
  });

  it('keeps the question count exact under parallel questions (real requests)', async () => {
    const seller = await kit.student('Seller');
    const listing = await kit.createListing(seller);
    const buyers = await Promise.all(Array.from({ length: 8 }, (_, i) => kit.student(`Buyer ${i}`)));
    const answers = await Promise.all(
      buyers.map((buyer) => kit.call('post', marketPaths.comments(listing.id), buyer, { body: 'Mine?' })),
    );
    expect(answers.map((a) => a.status)).toEqual(buyers.map(() => 201));
    expect((await kit.call('get', marketPaths.listing(listing.id), seller)).body.commentCount).toBe(8);
  });
});
