import { decodeJwt } from 'jose';
import request from 'supertest';
import { INTERNAL_SEALED_RESTRICTION_PATH, MODERATION_MESSAGES, internalSealedRestrictionResponseSchema } from '@campusloop/contracts';
import { serviceAuthorization } from '@campusloop/testing';
import { uniqueEmail, useIdentityTestApp } from '../testing/identity-test-app';

const identity = useIdentityTestApp();
const api = () => request(identity.app());
const RESTRICTED = MODERATION_MESSAGES.accountRestricted;

/** Issue 28 "restrict the author": the feed restricts an anonymous post's author for a moderator. */
describe('PUT /internal/moderation/sealed-restrictions', () => {
  const sealed = async (body: unknown, caller: string | null = 'feed') => {
    const call = api().put(INTERNAL_SEALED_RESTRICTION_PATH);
    if (caller) call.set('Authorization', await serviceAuthorization(caller));
    return call.send(body as object);
  };

  it('restricts and lifts the account; the answer is only restrictedUntil and the audit names the item, not the account', async () => {
    const author = await identity.signIn(uniqueEmail('anon-author'));
    const authorId = decodeJwt(author.accessToken).sub as string;
    const reference = { itemType: 'post', itemId: 'PostSealed1' };

    const restricted = await sealed({ userId: authorId, hours: 24, moderatorId: 'Moderator01', reason: 'threats', reference });
    expect(restricted.status).toBe(200);
    expect(Object.keys(restricted.body)).toEqual(['restrictedUntil']);
    expect(Date.parse(internalSealedRestrictionResponseSchema.parse(restricted.body).restrictedUntil as string) - identity.clock.now().getTime()).toBe(24 * 3600_000);
    const write = await api().patch('/api/v1/users/me').set('Authorization', `Bearer ${author.accessToken}`).send({ bio: 'hi' });
    expect(write.status).toBe(403);
    expect(write.body.message).toBe(RESTRICTED);

    await sealed({ userId: authorId, hours: null, moderatorId: 'Moderator01', reference }).then((res) => expect(res.body).toEqual({ restrictedUntil: null }));
    await api().patch('/api/v1/users/me').set('Authorization', `Bearer ${author.accessToken}`).send({ bio: 'hi' }).expect(200);

    const audit = await identity.connection().collection('moderation_audit').find({ moderatorId: 'Moderator01' }).sort({ at: 1 }).toArray();
    expect(audit.map((entry) => [entry['action'], entry['itemType'], entry['itemId']])).toEqual([
      ['restrict', 'post', 'PostSealed1'],
      ['lift', 'post', 'PostSealed1'],
    ]);
    expect(JSON.stringify(audit)).not.toContain(authorId);
  });

  it('needs a service token (401), a valid body (400, nothing stored) and a known account (404)', async () => {
    const reference = { itemType: 'post', itemId: 'PostSealed2' };
    expect((await sealed({ userId: 'Someone0001', hours: 1, moderatorId: 'M', reference }, null)).status).toBe(401);
    expect((await sealed({ userId: 'Someone0001', hours: 0, moderatorId: 'M', reference })).status).toBe(400);
    expect((await sealed({ userId: 'Someone0001', hours: 1, moderatorId: 'M' })).status).toBe(400);
    expect((await sealed({ userId: 'Unknown0001', hours: 1, moderatorId: 'M', reference })).status).toBe(404);
    expect(await identity.connection().collection('moderation_audit').countDocuments({ itemId: 'PostSealed2' })).toBe(0);
  });
});
