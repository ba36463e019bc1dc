import { mediaItemSchema } from '@campusloop/contracts';
import { AppError } from '../errors/app-error';
import { startFakeMediaServer, type FakeMediaServer } from '../testing/fake-media-server';
import { testServiceAuth } from '../testing/test-service-auth';
import { createHttpMediaClient } from './http-media-client';

const descriptor = { s3Key: 'profile/AbCdEfGhIjK.webp', originalFilename: 'me.webp', contentType: 'image/webp' as const, fileSize: 2048 };
const attachRequest = { userId: 'Us3r_000001', context: 'PROFILE' as const, referenceId: 'Us3r_000001', descriptors: [descriptor] };

const caller = testServiceAuth('feed');

describe('createHttpMediaClient', () => {
  let media: FakeMediaServer;
  beforeAll(async () => {
    media = await startFakeMediaServer();
  });
  afterAll(() => media.close());

  it('when media refuses our service credentials (none sent), then 503 for the client, not a 400 about its uploads', async () => {
    const uncredentialed = createHttpMediaClient({ baseUrl: media.url });
    const calls = media.calls.length;

    await expect(uncredentialed.attach(attachRequest)).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(media.calls).toHaveLength(calls);
  });

  it('posts the attach request to media and answers its items', async () => {
    const client = createHttpMediaClient({ fetch: caller.fetch, baseUrl: `${media.url}/` });

    const items = await client.attach({ ...attachRequest, detachIds: ['OldImage_01'] });

    expect(items).toHaveLength(1);
    expect(mediaItemSchema.parse(items[0])).toMatchObject({ url: '/api/v1/media/profile/AbCdEfGhIjK.webp', s3Key: descriptor.s3Key });
    expect(media.calls.at(-1)).toEqual({ path: '/internal/uploads/attach', body: { ...attachRequest, detachIds: ['OldImage_01'] } });
  });

  it('posts detach requests', async () => {
    const client = createHttpMediaClient({ fetch: caller.fetch, baseUrl: media.url });

    await client.detach({ context: 'PROFILE', referenceId: 'Us3r_000001', ids: ['OldImage_01'] });

    expect(media.calls.at(-1)).toEqual({ path: '/internal/uploads/detach', body: { context: 'PROFILE', referenceId: 'Us3r_000001', ids: ['OldImage_01'] } });
  });

  it("turns media's refusal into a 400 with its message under the caller's field", async () => {
    const client = createHttpMediaClient({ fetch: caller.fetch, baseUrl: media.url, field: 'profileImage' });
    media.failNext(403, { status: 403, code: 'FORBIDDEN', message: 'This upload belongs to another user' });

    const failure = await client.attach(attachRequest).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ status: 400, message: 'This upload belongs to another user', validationErrors: { profileImage: 'This upload belongs to another user' } });
  });

  it("with passValidationErrors, media's own validation errors come along beside the caller's field", async () => {
    const client = createHttpMediaClient({ fetch: caller.fetch, baseUrl: media.url, passValidationErrors: true });
    media.failNext(400, {
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Image not found on this post',
      validationErrors: { 'descriptors.0.s3Key': 'Image not found on this post' },
    });

    const failure = await client.attach(attachRequest).catch((error: unknown) => error);

    expect(failure).toMatchObject({
      status: 400,
      validationErrors: { media: 'Image not found on this post', 'descriptors.0.s3Key': 'Image not found on this post' },
    });
  });

  it('answers file names of anonymous uploads only when the fake is told to keep them', async () => {
    const client = createHttpMediaClient({ fetch: caller.fetch, baseUrl: media.url });
    const anonymous = { ...attachRequest, isAnonymous: true };

    const [hidden] = await client.attach(anonymous);
    media.keepFilenames(true);
    const [kept] = await client.attach(anonymous).finally(() => media.keepFilenames(false));

    expect(hidden).not.toHaveProperty('originalFilename');
    expect(kept).toMatchObject({ originalFilename: 'me.webp' });
  });

  it('a media server error, a broken answer or no answer is the upload service being unavailable', async () => {
    const client = createHttpMediaClient({ fetch: caller.fetch, baseUrl: media.url });
    const unreachable = createHttpMediaClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 });
    const unavailable = { status: 503, message: 'Upload service temporarily unavailable. Please try again in a moment.' };

    media.failNext(500);
    await expect(client.attach(attachRequest)).rejects.toMatchObject(unavailable);
    media.failNext(200, { items: [] });
    await expect(client.attach(attachRequest)).rejects.toMatchObject(unavailable);
    await expect(unreachable.detach({ context: 'PROFILE', referenceId: 'Us3r_000001' })).rejects.toMatchObject(unavailable);
  });

  it('an attach answer that is not in the contract, or a 4xx that is not in the error shape, is the upload service being unavailable', async () => {
    const answering = (status: number, body: string) =>
      createHttpMediaClient({ baseUrl: media.url, fetch: async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }) });
    const unavailable = { status: 503, message: 'Upload service temporarily unavailable. Please try again in a moment.' };

    await expect(answering(200, JSON.stringify({ items: [{ id: 'x' }] })).attach(attachRequest)).rejects.toMatchObject(unavailable);
    await expect(answering(404, '<html>not found</html>').detach({ context: 'PROFILE', referenceId: 'Us3r_000001' })).rejects.toMatchObject(unavailable);
  });
});
