import request from 'supertest';
import { decodeJwt } from 'jose';
import { internalMailAddressPath, internalMailAddressResponseSchema } from '@campusloop/contracts';
import { serviceAuthorization } from '@campusloop/testing';
import { uniqueEmail, useIdentityTestApp } from '../testing/identity-test-app';

const identity = useIdentityTestApp();

describe('GET /internal/users/{userId}/mail-address (the notifications service mails a user)', () => {
  it('answers the address of a known user to a service, 404 for an unknown one', async () => {
    const email = uniqueEmail('mailaddr');
    const session = await identity.signIn(email);
    const userId = decodeJwt(session.accessToken).sub as string;
    const token = await serviceAuthorization('notifications');

    const known = await request(identity.app()).get(internalMailAddressPath(userId)).set('authorization', token).expect(200);
    expect(internalMailAddressResponseSchema.parse(known.body)).toEqual({ id: userId, email: email.toLowerCase() });
    expect(known.headers['cache-control']).toBe('no-store');

    await request(identity.app()).get(internalMailAddressPath('nobody_here')).set('authorization', token).expect(404);
  });

  it('tells nothing without a service token', async () => {
    const session = await identity.signIn(uniqueEmail('mailaddr'));
    const userId = decodeJwt(session.accessToken).sub as string;
    const asUser = await request(identity.app())
      .get(internalMailAddressPath(userId))
      .set('authorization', `Bearer ${session.accessToken}`);
    expect(asUser.status).toBe(401);
    expect(JSON.stringify(asUser.body)).not.toContain('@');
  });
});
