import request from 'supertest';
import { REVIEWS_PATHS, apiPath } from '@campusloop/contracts';
import { TEST_VISITOR } from '@campusloop/testing';
import { ITEM_CREATED } from '../domain/create-item';
import { NOT_YOUR_ITEM } from '../domain/delete-item';
import { useReviewsTestKit } from '../testing/reviews-test-app';

const kit = useReviewsTestKit();
const items = apiPath(REVIEWS_PATHS.items);
const item = (itemId: string) => apiPath(REVIEWS_PATHS.item, { itemId });

describe('reviews service', () => {
  it('is ready when its database answers', async () => {
    const response = await request(kit.app()).get('/readyz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('when a signed-in user adds an item, then it heads the list, is theirs only and is announced in the outbox', async () => {
    const owner = await kit.persona('Owner');
    const created = await kit.call('post', items, owner, { title: '  First item  ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'First item', authorId: owner.id, isOwner: true });

    const mine = await kit.call('get', items, owner);
    expect(mine.body.items[0]).toEqual(created.body);
    const other = await kit.call('get', items, await kit.persona('Other'));
    expect(other.body.items[0]).toMatchObject({ id: created.body.id, isOwner: false });
    const visitor = await kit.call('get', items, TEST_VISITOR);
    expect(visitor.body.items[0]).toMatchObject({ id: created.body.id, isOwner: false });

    expect(await kit.outboxEvents()).toContainEqual(
      expect.objectContaining({
        type: ITEM_CREATED,
        payload: { itemId: created.body.id, authorId: owner.id },
      }),
    );
  });

  it('refuses a visitor (401), an empty title, unknown fields (400) and an incomplete profile (403) in the one error shape', async () => {
    expect((await kit.call('post', items, TEST_VISITOR, { title: 'x' })).status).toBe(401);
    const student = await kit.persona('Student');
    const empty = await kit.call('post', items, student, { title: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.validationErrors).toEqual({ title: 'Title is required' });
    expect((await kit.call('post', items, student, { title: 'ok', authorId: 'someone-else' })).status).toBe(
      400,
    );
    const incomplete = await kit.persona('Incomplete', { profileComplete: false });
    expect((await kit.call('post', items, incomplete, { title: 'ok' })).status).toBe(403);
  });

  it('lets only the author delete an item (403 for others, 404 once gone)', async () => {
    const owner = await kit.persona('Owner');
    const { body } = await kit.call('post', items, owner, { title: 'Mine' });
    const stranger = await kit.call('delete', item(body.id), await kit.persona('Stranger'));
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe(NOT_YOUR_ITEM);
    expect((await kit.call('delete', item(body.id), owner)).status).toBe(204);
    expect((await kit.call('delete', item(body.id), owner)).status).toBe(404);
  });
});
