import request from 'supertest';
import { USER_BLOCK_EVENT, type UserBlockChange } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import { testServiceAuth } from '@campusloop/service-kit/testing';
import { marketPaths, useMarketplaceTestKit, type Persona } from '../testing/marketplace-test-app';

const kit = useMarketplaceTestKit();

async function blockChanged(blocker: Persona, blocked: Persona, isBlocked: boolean) {
  const payload: UserBlockChange = { blockerId: blocker.id, blockedId: blocked.id, blocked: isBlocked, changedAt: new Date().toISOString() };
  await request(kit.app())
    .post('/internal/events/sessions')
    .set('authorization', await testServiceAuth('identity').authorization())
    .send({ id: newId(), type: USER_BLOCK_EVENT, payload, occurredAt: payload.changedAt })
    .expect(204);
}

describe('a blocked seller, for the blocker (issue 28)', () => {
  it("leaves the blocked seller's listings out of the blocker's campus list and search; others still see them; unblock brings them back", async () => {
    const uid = 'uniBlocks01';
    const buyer = await kit.student('Buyer', uid);
    const seller = await kit.student('Seller', uid);
    const other = await kit.student('Other', uid);
    const sellers = await kit.createListing(seller, { title: 'Blocked seller lamp', price: 10 }, uid);
    const others = await kit.createListing(other, { title: 'Other lamp', price: 10 }, uid);
    const ids = async (as: Persona, query = '') =>
      (await kit.call('get', marketPaths.campus(uid, `?size=50${query}`), as)).body.content.map((l: { id: string }) => l.id);

    await blockChanged(buyer, seller, true);
    expect(await ids(buyer)).toEqual([others.id]);
    expect(await ids(buyer, '&q=lamp')).toEqual([others.id]);
    expect(await ids(other)).toEqual(expect.arrayContaining([sellers.id, others.id]));

    await blockChanged(buyer, seller, false);
    expect(await ids(buyer)).toEqual(expect.arrayContaining([sellers.id, others.id]));
  });
});
