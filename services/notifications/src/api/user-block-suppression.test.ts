import request from 'supertest';
import { NOTIFICATIONS_PATHS, USER_BLOCK_EVENT, apiPath, type Notification } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import { testServiceAuth } from '@campusloop/service-kit/testing';
import { useNotificationsTestKit } from '../testing/notifications-test-app';
import { deliverEvent, namedActor, recordedPayloads as recorded } from '../testing/recorded-events';

const kit = useNotificationsTestKit();

async function blockChanged(blockerId: string, blockedId: string, blocked: boolean) {
  const payload = { blockerId, blockedId, blocked, changedAt: new Date().toISOString() };
  await request(kit.app())
    .post('/internal/events/sessions')
    .set('authorization', await testServiceAuth('identity').authorization())
    .send({ id: newId(), type: USER_BLOCK_EVENT, payload, occurredAt: payload.changedAt })
    .expect(204);
}

async function notifications(who: Awaited<ReturnType<typeof kit.persona>>): Promise<Notification[]> {
  const res = await kit.call('get', apiPath(NOTIFICATIONS_PATHS.list), who);
  expect(res.status).toBe(200);
  return res.body.notifications as Notification[];
}

describe('a blocked user triggers no notification for the blocker (issue 28)', () => {
  it('drops what the blocked actor triggers while others still notify; after unblock it arrives again', async () => {
    const asha = await kit.persona('Asha');
    await blockChanged(asha.id, 'userZ000001', true);

    expect((await deliverEvent(kit.app(), 'post.commented', recorded.postCommented(asha.id, namedActor('userZ000001', 'Zed')))).status).toBe(204);
    expect(await notifications(asha)).toEqual([]);
    expect((await kit.call('get', apiPath(NOTIFICATIONS_PATHS.unreadCount), asha)).body).toEqual({ unreadCount: 0 });

    await deliverEvent(kit.app(), 'post.commented', recorded.postCommented(asha.id, namedActor('userB000001', 'Bilal')));
    expect((await notifications(asha)).map((notification) => notification.actorName)).toEqual(['Bilal']);

    await blockChanged(asha.id, 'userZ000001', false);
    await deliverEvent(kit.app(), 'post.commented', recorded.postCommented(asha.id, namedActor('userZ000001', 'Zed')));
    expect((await notifications(asha)).map((notification) => notification.actorName)).toContain('Zed');
  });
});
