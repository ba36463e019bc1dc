import request from 'supertest';
import { USER_BLOCK_EVENT, USER_BLOCK_MESSAGES, type UserBlockChange } from '@campusloop/contracts';
import { createVerticalServiceApp } from '../app/vertical-service-app';
import { newId } from '../ids/new-id';
import { createLogger } from '../logging/logger';
import { createSessionRevocations } from '../sessions/create-session-revocations';
import { createTestAuth } from '../testing/create-test-auth';
import { testServiceAuth } from '../testing/test-service-auth';
import { useTestDatabase } from '../testing/use-test-database';
import { createUserBlocks } from './create-user-blocks';

const db = useTestDatabase();
const auth = createTestAuth();
const logger = createLogger({ name: 'user-blocks-test', level: 'silent' });

const change = (blockerId: string, blockedId: string, blocked: boolean, changedAt = new Date()): UserBlockChange => ({
  blockerId,
  blockedId,
  blocked,
  changedAt: changedAt.toISOString(),
});

/** A vertical's app with the kit's router, as createVerticalParts wires it. */
function appWith(blocks: ReturnType<typeof createUserBlocks>) {
  return createVerticalServiceApp({
    name: 'user-blocks-test',
    connection: db.connection(),
    logger,
    verifier: auth.verifier,
    revocations: createSessionRevocations({ connection: db.connection(), logger }),
    blocks,
    serviceAuth: testServiceAuth('user-blocks-test'),
    mountApi: () => undefined,
  });
}

describe('user blocks (service-kit)', () => {
  it('an event reaching one instance is known to a second one at once; an older change never undoes a newer one', async () => {
    const first = createUserBlocks({ connection: db.connection(), logger });
    const second = createUserBlocks({ connection: db.connection(), logger });
    const blockedAt = new Date();
    await request(appWith(first))
      .post('/internal/events/sessions')
      .set('authorization', await testServiceAuth('identity').authorization())
      .send({ id: newId(), type: USER_BLOCK_EVENT, payload: change('ana', 'zed', true, blockedAt), occurredAt: blockedAt.toISOString() })
      .expect(204);
    expect(await second.isBlocked('ana', 'zed')).toBe(true);
    expect(await second.isBlocked('zed', 'ana')).toBe(false);
    expect([...(await second.hiddenFor('ana'))]).toEqual(['zed']);
    expect(await second.withoutBlocked('ana', [{ by: 'zed' }, { by: 'bob' }], (item) => item.by)).toEqual([{ by: 'bob' }]);
    expect(await second.withoutBlocked(undefined, [{ by: 'zed' }], (item) => item.by)).toEqual([{ by: 'zed' }]);
    // One item (a detail): the blocked author's is not found for the blocker, anyone else's (and for anyone else) is.
    expect(await second.unlessBlocked('ana', { by: 'zed' }, (item) => item.by)).toBeNull();
    expect(await second.unlessBlocked('ana', { by: 'bob' }, (item) => item.by)).toEqual({ by: 'bob' });
    expect(await second.unlessBlocked('bob', { by: 'zed' }, (item) => item.by)).toEqual({ by: 'zed' });
    expect(await second.unlessBlocked(undefined, { by: 'zed' }, (item) => item.by)).toEqual({ by: 'zed' });

    // A late delivery of an older unblock changes nothing; a newer one ends the block.
    await second.apply(change('ana', 'zed', false, new Date(blockedAt.getTime() - 1_000)));
    expect(await first.isBlocked('ana', 'zed')).toBe(true);
    await Promise.all([
      second.apply(change('ana', 'zed', false, new Date(blockedAt.getTime() + 1_000))),
      first.apply(change('ana', 'zed', false, new Date(blockedAt.getTime() + 1_000))),
    ]);
    expect(await first.isBlocked('ana', 'zed')).toBe(false);
  });

  it('refuses a blocked writer on the blocker’s item with 403, nobody else', async () => {
    const blocks = createUserBlocks({ connection: db.connection(), logger });
    await blocks.apply(change('owner1', 'troll1', true));
    await expect(blocks.refuseBlockedWriter('owner1', 'troll1')).rejects.toMatchObject({
      status: 403,
      message: USER_BLOCK_MESSAGES.commentRefused,
    });
    await expect(blocks.refuseBlockedWriter('owner1', 'friend1')).resolves.toBeUndefined();
    await expect(blocks.refuseBlockedWriter('troll1', 'owner1')).resolves.toBeUndefined();
  });

  it('learns a block from identity’s poll when the event is lost', async () => {
    const polled = change('poller', 'lost', true);
    const blocks = createUserBlocks({ connection: db.connection(), logger, pollMs: 0, readUserBlocks: async () => [polled] });
    // The first question starts the poll in the background (it never holds a request up); poll until it applied.
    let known = await blocks.isBlocked('poller', 'lost');
    for (let attempt = 0; !known && attempt < 100; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      known = await blocks.isBlocked('poller', 'lost');
    }
    expect(known).toBe(true);
  });

  it('refuses an event without a service token (401) and a malformed payload (400)', async () => {
    const app = appWith(createUserBlocks({ connection: db.connection(), logger }));
    const envelope = { id: newId(), type: USER_BLOCK_EVENT, payload: change('a', 'b', true), occurredAt: new Date().toISOString() };
    await request(app).post('/internal/events/sessions').send(envelope).expect(401);
    await request(app)
      .post('/internal/events/sessions')
      .set('authorization', await testServiceAuth('identity').authorization())
      .send({ ...envelope, payload: { blockerId: 'a' } })
      .expect(400);
  });
});
