import request from 'supertest';
import { decodeJwt } from 'jose';
import { internalPeopleResponseSchema, userUpdatedPayloadSchema, type Person } from '@campusloop/contracts';
import { universityIdForSlug } from '../seed/university-id';
import { serviceAuthorization } from '@campusloop/testing';
import { uniqueEmail, useIdentityTestApp } from '../testing/identity-test-app';

const identity = useIdentityTestApp();
const IIT_BOMBAY = universityIdForSlug('iit-bombay');

async function signedIn(prefix = 'people') {
  const session = await identity.signIn(uniqueEmail(prefix));
  const auth = `Bearer ${session.accessToken}`;
  const userId = decodeJwt(session.accessToken).sub as string;
  const patch = (body: object) =>
    request(identity.app()).patch('/api/v1/users/me').set('Authorization', auth).send(body);
  const universityPost = (path: string, body: object) =>
    request(identity.app())
      .post(`/api/v1/users/me/university-email/${path}`)
      .set('Authorization', auth)
      .send(body);
  return { userId, patch, universityPost };
}

/** The `user.updated` events recorded for a user, oldest version first. */
async function userUpdated(userId: string): Promise<Person[]> {
  const docs = await identity
    .connection()
    .collection('outbox_events')
    .find({ type: 'user.updated', 'payload.id': userId })
    .toArray();
  return docs
    .map((doc) => userUpdatedPayloadSchema.parse(doc['payload']))
    .sort((a, b) => a.version - b.version);
}

/** Another service's call: with a service token of this installation (renewed before each test). */
let serviceToken = '';
beforeEach(async () => {
  serviceToken = await serviceAuthorization('feed');
});
const readPeople = (ids: string) => request(identity.app()).get(`/internal/people?ids=${ids}`).set('authorization', serviceToken);

describe('user.updated', () => {
  it('is recorded with a growing version whenever shown facts change, and not for a bio', async () => {
    const user = await signedIn();
    expect(await userUpdated(user.userId)).toEqual([]);

    await user.patch({ name: 'Kabir Singh', gender: 'MALE', audience: 'HIGH_SCHOOL_STUDENT' }).expect(200);
    await user.patch({ bio: 'Only a bio' }).expect(200);
    await user.patch({ name: 'Kabir S.' }).expect(200);

    const events = await userUpdated(user.userId);
    expect(events).toEqual([
      {
        id: user.userId,
        name: 'Kabir Singh',
        avatarUrl: null,
        isVerified: false,
        universityId: null,
        universityName: null,
        audience: 'HIGH_SCHOOL_STUDENT',
        profileComplete: true,
        version: 1,
      },
      expect.objectContaining({ name: 'Kabir S.', version: 2 }),
    ]);
    const stored = await identity
      .connection()
      .collection('outbox_events')
      .find({ type: 'user.updated', 'payload.id': user.userId })
      .toArray();
    expect(stored.map((doc) => doc['status'])).not.toContain('held');
  });

  it('gives concurrent renames distinct versions, the newest being what identity stored', async () => {
    const user = await signedIn();
    await user.patch({ name: 'Start Name', gender: 'FEMALE', audience: 'OTHER' }).expect(200);
    const names = ['Name One', 'Name Two', 'Name Three', 'Name Four', 'Name Five'];
    await Promise.all(names.map((name) => user.patch({ name }).expect(200)));

    const events = await userUpdated(user.userId);
    expect(events.map((event) => event.version)).toEqual([1, 2, 3, 4, 5, 6]);
    const current = internalPeopleResponseSchema.parse((await readPeople(user.userId).expect(200)).body)
      .people[0];
    expect(current).toEqual(events.at(-1));
  });

  it('is recorded on a university e-mail verification (verified badge, university, audience)', async () => {
    const user = await signedIn();
    const address = uniqueEmail('campus', 'iitb.ac.in');
    await user
      .universityPost('request-otp', { universityEmail: address, universityId: IIT_BOMBAY })
      .expect(200);
    const otp = await identity.inbox().nextCodeFor(address);
    await user
      .universityPost('verify-otp', { universityEmail: address, universityId: IIT_BOMBAY, otp })
      .expect(200);

    expect(await userUpdated(user.userId)).toEqual([
      expect.objectContaining({
        isVerified: true,
        universityId: IIT_BOMBAY,
        audience: 'UNIVERSITY_STUDENT',
        profileComplete: false,
        version: 1,
      }),
    ]);
  });

  it('is recorded when a profile picture is added', async () => {
    const user = await signedIn();
    await user.patch({ name: 'Pic Person', gender: 'OTHER', audience: 'OTHER' }).expect(200);
    const response = await user
      .patch({
        profileImage: {
          s3Key: 'profile/PicPerson01.webp',
          originalFilename: 'me.webp',
          contentType: 'image/webp',
          fileSize: 20480,
        },
      })
      .expect(200);

    const events = await userUpdated(user.userId);
    expect(events.at(-1)).toMatchObject({ avatarUrl: response.body.avatarUrl, version: 2 });
    expect(response.body.avatarUrl).toEqual(expect.any(String));
  });
});

describe('GET /internal/people', () => {
  it('answers the current facts of known ids and leaves out unknown ones', async () => {
    const user = await signedIn();
    const fresh = internalPeopleResponseSchema.parse(
      (await readPeople(`${user.userId},nobody_here`).expect(200)).body,
    );
    expect(fresh.people).toEqual([
      {
        id: user.userId,
        name: '',
        avatarUrl: null,
        isVerified: false,
        universityId: null,
        universityName: null,
        audience: null,
        profileComplete: false,
        version: 0,
      },
    ]);
  });

  it('refuses a missing or oversized id list with 400', async () => {
    await request(identity.app()).get('/internal/people').set('authorization', serviceToken).expect(400);
    const many = Array.from({ length: 101 }, (_, index) => `user${index}`).join(',');
    const response = await readPeople(many).expect(400);
    expect(response.body).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
  });
});
