import request from 'supertest';
import { errorBodySchema, userSchema } from '@campusloop/contracts';
import type { ProfileImageStore } from '../domain/users/profile-image-store';
import { uniqueEmail, useIdentityTestApp } from '../testing/identity-test-app';

const identity = useIdentityTestApp();

const upload = (id = 'AbCdEfGhIjK') => ({ s3Key: `profile/${id}.webp`, originalFilename: 'me.webp', contentType: 'image/webp', fileSize: 20480 });
const keep = (id: string | undefined) => ({ id, s3Key: null, originalFilename: null, contentType: null, fileSize: null });

async function signedIn() {
  const { accessToken } = await identity.signIn(uniqueEmail('picture'));
  const auth = `Bearer ${accessToken}`;
  return {
    get: () => request(identity.app()).get('/api/v1/users/me').set('Authorization', auth),
    patch: (body: unknown) => request(identity.app()).patch('/api/v1/users/me').set('Authorization', auth).send(body as object),
  };
}

const mediaCalls = (path: string) => identity.media().calls.filter((call) => call.path === path);

describe('PATCH /users/me profile picture (media over HTTP)', () => {
  it('attaches a new upload through media for the user and shows the URL media answered on the user and avatar', async () => {
    const user = await signedIn();

    const added = await user.patch({ profileImage: upload() }).expect(200);

    const body = userSchema.parse(added.body);
    expect(body.profileImage).toEqual({ id: expect.any(String), url: '/api/v1/media/profile/AbCdEfGhIjK.webp', isDefault: false });
    expect(body.avatarUrl).toBe('/api/v1/media/profile/AbCdEfGhIjK.webp');
    expect(mediaCalls('/internal/uploads/attach').at(-1)?.body).toEqual({ userId: body.id, context: 'PROFILE', referenceId: body.id, descriptors: [upload()] });
    expect((await user.get()).body.avatarUrl).toBe(body.avatarUrl);
  });

  it('the same id keeps the picture without calling media; a replacement releases the old picture in the same attach', async () => {
    const user = await signedIn();
    const first = userSchema.parse((await user.patch({ profileImage: upload('First_00001') }).expect(200)).body).profileImage;
    const attachesBefore = mediaCalls('/internal/uploads/attach').length;

    const kept = await user.patch({ profileImage: keep(first?.id), bio: 'x' }).expect(200);
    expect(kept.body.profileImage).toEqual(first);
    expect(mediaCalls('/internal/uploads/attach')).toHaveLength(attachesBefore);

    const replaced = await user.patch({ profileImage: upload('Second_0001') }).expect(200);
    expect(replaced.body.avatarUrl).toBe('/api/v1/media/profile/Second_0001.webp');
    expect(mediaCalls('/internal/uploads/attach').at(-1)?.body).toMatchObject({ descriptors: [upload('Second_0001')], detachIds: [first?.id] });
  });

  it.each([null, 'REMOVE'])('%j removes the picture and detaches it from media', async (removal) => {
    const user = await signedIn();
    const image = userSchema.parse((await user.patch({ profileImage: upload() }).expect(200)).body).profileImage;

    const removed = await user.patch({ profileImage: removal }).expect(200);

    expect(removed.body).toMatchObject({ profileImage: null, avatarUrl: null });
    expect(mediaCalls('/internal/uploads/detach').at(-1)?.body).toEqual({ context: 'PROFILE', referenceId: removed.body.id, ids: [image?.id] });
  });

  it("passes media's refusal on as the profile picture's validation error and keeps the old picture", async () => {
    const user = await signedIn();
    const before = (await user.patch({ profileImage: upload() }).expect(200)).body;
    identity.media().failNext(403, { status: 403, code: 'UPLOAD_NOT_OWNED', message: 'This upload belongs to another user' });

    const response = await user.patch({ profileImage: upload('Someone_els') }).expect(400);

    expect(errorBodySchema.parse(response.body)).toMatchObject({ message: 'This upload belongs to another user', validationErrors: { profileImage: 'This upload belongs to another user' } });
    expect((await user.get()).body.profileImage).toEqual(before.profileImage);
  });

  it('when media is down the save answers 503 with the upload-service text and changes nothing', async () => {
    const user = await signedIn();
    identity.media().failNext(500);

    const response = await user.patch({ profileImage: upload(), name: 'Asha Rao' }).expect(503);

    expect(response.body.message).toBe('Upload service temporarily unavailable. Please try again in a moment.');
    expect((await user.get()).body).toMatchObject({ name: null, profileImage: null });
  });

  it('an id that is not the user\'s picture, or a bad descriptor, is refused before media is called', async () => {
    const user = await signedIn();
    const callsBefore = identity.media().calls.length;

    await user.patch({ profileImage: { id: 'SomeoneElse' } }).expect(400);
    for (const profileImage of [{ ...upload(), contentType: 'image/gif' }, { ...upload(), fileSize: 8 * 1024 * 1024 }, { ...upload(), s3Key: '../secrets/key.png' }, { ...upload(), extra: true }]) {
      const response = await user.patch({ profileImage }).expect(400);
      expect(Object.keys(response.body.validationErrors)[0]).toMatch(/^profileImage/);
    }
    expect(identity.media().calls).toHaveLength(callsBefore);
  });

  it('without a media service a new picture is refused with 503, and the app still starts', async () => {
    const app = identity.appWith({ profileImages: undefined });
    const { accessToken } = await identity.signIn(uniqueEmail('no-media'));

    const response = await request(app).patch('/api/v1/users/me').set('Authorization', `Bearer ${accessToken}`).send({ profileImage: upload() }).expect(503);

    expect(response.body.message).toBe('Upload service temporarily unavailable. Please try again in a moment.');
  });

  it('goes through the store seam with the user, the descriptor and the picture it replaces', async () => {
    const calls: unknown[] = [];
    const store: ProfileImageStore = {
      async attach(input) {
        calls.push(['attach', input]);
        return { ...input.descriptor, id: 'MediaItem01', url: '/api/v1/media/profile/AbCdEfGhIjK.webp', isDefault: false };
      },
      async detach(input) {
        calls.push(['detach', input]);
      },
    };
    const app = identity.appWith({ profileImages: store });
    const { accessToken } = await identity.signIn(uniqueEmail('seam'));
    const patch = (body: object) => request(app).patch('/api/v1/users/me').set('Authorization', `Bearer ${accessToken}`).send(body);

    const added = await patch({ profileImage: upload() }).expect(200);
    await patch({ profileImage: null }).expect(200);

    const userId = added.body.id;
    expect(calls).toEqual([
      ['attach', { userId, descriptor: upload(), replaceId: null }],
      ['detach', { userId, imageId: 'MediaItem01' }],
    ]);
  });
});
