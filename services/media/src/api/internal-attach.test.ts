import {
  MEDIA_MESSAGES,
  errorBodySchema,
  mediaAttachResponseSchema,
  mediaDetachResponseSchema,
} from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import { useTestDatabase } from '@campusloop/testing';
import { useMediaTestApp } from '../testing/media-test-app';
import { png, webp } from '../testing/test-images';
import { uploadFlow } from '../testing/upload-flow';

const db = useTestDatabase();
const media = useMediaTestApp(() => db.connection());
const flow = uploadFlow(() => media.app);

describe('POST /internal/uploads/attach', () => {
  it('when a post is created with three images, they come back as media items in request order', async () => {
    const userId = newId();
    const uploads = [];
    for (let index = 0; index < 3; index += 1)
      uploads.push(await flow.upload(userId, 'POST', await png(10 + index, 10), 'image/png'));

    const response = await flow.attach({
      userId,
      context: 'POST',
      referenceId: newId(),
      descriptors: uploads.map((u) => u.descriptor),
    });

    expect(response.status).toBe(200);
    const { items } = mediaAttachResponseSchema.parse(response.body);
    expect(items.map((item) => item.s3Key)).toEqual(uploads.map((u) => u.ticket.key));
    expect(items.every((item) => item.url === `/api/v1/media/${item.s3Key}` && !item.isDefault)).toBe(true);
  });

  it('when one upload is attached to two posts at the same moment, exactly one post gets it', async () => {
    const userId = newId();
    const { descriptor } = await flow.upload(userId, 'POST', await png(), 'image/png');

    const answers = await Promise.all(
      [newId(), newId()].map((referenceId) =>
        flow.attach({ userId, context: 'POST', referenceId, descriptors: [descriptor] }),
      ),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('when a post reference is filled by concurrent attaches, it never holds more than the context allows', async () => {
    const userId = newId();
    const referenceId = newId();
    const uploads = [];
    // Drafts are capped per (context, reference) at presign: three new-post drafts plus one for this post.
    for (let index = 0; index < 3; index += 1)
      uploads.push(await flow.upload(userId, 'POST', await png(12 + index, 12), 'image/png'));
    uploads.push(await flow.upload(userId, 'POST', await png(16, 12), 'image/png', { referenceId }));

    const answers = await Promise.all(
      uploads.map((upload) =>
        flow.attach({ userId, context: 'POST', referenceId, descriptors: [upload.descriptor] }),
      ),
    );

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
  });

  it('when the same attach is retried, it answers the same items without counting them twice', async () => {
    const userId = newId();
    const eventId = newId();
    const { descriptor } = await flow.upload(userId, 'EVENT', await png(), 'image/png');
    const body = { userId, context: 'EVENT', referenceId: eventId, descriptors: [descriptor] };
    const first = await flow.attach(body);

    const retry = await flow.attach(body);

    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
  });

  it('when a reference already holds its maximum, another image is refused unless the old one is released in the same call', async () => {
    const userId = newId();
    const eventId = newId();
    const cover = await flow.upload(userId, 'EVENT', await png(), 'image/png');
    const attached = await flow.attach({
      userId,
      context: 'EVENT',
      referenceId: eventId,
      descriptors: [cover.descriptor],
    });
    const replacement = await flow.upload(userId, 'EVENT', await webp(), 'image/webp', {
      referenceId: eventId,
    });

    const refused = await flow.attach({
      userId,
      context: 'EVENT',
      referenceId: eventId,
      descriptors: [replacement.descriptor],
    });
    const replaced = await flow.attach({
      userId,
      context: 'EVENT',
      referenceId: eventId,
      descriptors: [replacement.descriptor],
      detachIds: [attached.body.items[0].id],
    });

    expect(refused.status).toBe(400);
    expect(errorBodySchema.parse(refused.body).message).toBe('Maximum 1 image(s) allowed for EVENT');
    expect(replaced.status).toBe(200);
    expect((await flow.api().get(`/api/v1/media/${cover.ticket.key}`)).status).toBe(404);
    expect((await flow.api().get(`/api/v1/media/${replacement.ticket.key}`)).status).toBe(200);
  });

  it.each([
    ['another context', { context: 'MARKETPLACE' }, 400, MEDIA_MESSAGES.invalidContext],
    ['another declared size', { fileSize: 1 }, 400, MEDIA_MESSAGES.descriptorMismatch],
    [
      'another anonymity',
      { isAnonymous: true },
      400,
      'Remove and re-upload images to change anonymous status',
    ],
  ])(
    'when the descriptor claims %s, then it is refused and stays unattached',
    async (_label, change, status, message) => {
      const userId = newId();
      const { ticket, descriptor } = await flow.upload(userId, 'POST', await png(), 'image/png');
      const { context = 'POST', isAnonymous, ...descriptorChange } = change as Record<string, unknown>;

      const response = await flow.attach({
        userId,
        context,
        referenceId: newId(),
        descriptors: [{ ...descriptor, ...descriptorChange }],
        ...(isAnonymous === undefined ? {} : { isAnonymous }),
      });

      expect(response.status).toBe(status);
      expect(response.body.message).toBe(message);
      expect(await media.app.deps.uploads.findOne({ key: ticket.key }).lean()).toMatchObject({ status: 'ready' });
    },
  );

  it('when an image was presigned for one post, it cannot be attached to another', async () => {
    const userId = newId();
    const { descriptor } = await flow.upload(userId, 'POST', await png(), 'image/png', {
      referenceId: newId(),
    });

    const response = await flow.attach({
      userId,
      context: 'POST',
      referenceId: newId(),
      descriptors: [descriptor],
    });

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MEDIA_MESSAGES.uploadOtherReference);
  });

  it('when an attached image is offered for other content, then 409', async () => {
    const userId = newId();
    const { descriptor } = await flow.upload(userId, 'POST', await png(), 'image/png');
    await flow.attach({ userId, context: 'POST', referenceId: newId(), descriptors: [descriptor] });

    const response = await flow.attach({
      userId,
      context: 'POST',
      referenceId: newId(),
      descriptors: [descriptor],
    });

    expect(response.status).toBe(409);
    expect(response.body.message).toBe(MEDIA_MESSAGES.uploadAttachedElsewhere);
  });

  it('when the bytes were never uploaded, then 409 "not completed" and the URL stays usable', async () => {
    const userId = newId();
    const ticket = await flow.presignOk(userId, { context: 'POST', contentType: 'image/png', size: 120 });

    const response = await flow.attach({
      userId,
      context: 'POST',
      referenceId: newId(),
      descriptors: [
        { s3Key: ticket.key, originalFilename: 'a.png', contentType: 'image/png', fileSize: 120 },
      ],
    });

    expect(response.status).toBe(409);
    expect(response.body.message).toBe(MEDIA_MESSAGES.uploadIncomplete);
    expect(await media.app.deps.uploads.findOne({ key: ticket.key }).lean()).toMatchObject({ status: 'pending' });
  });

  it('when the key does not exist, then 404', async () => {
    const response = await flow.attach({
      userId: newId(),
      context: 'POST',
      referenceId: newId(),
      descriptors: [
        { s3Key: `post/${newId()}.png`, originalFilename: 'a.png', contentType: 'image/png', fileSize: 120 },
      ],
    });

    expect(response.status).toBe(404);
    expect(response.body.message).toBe(MEDIA_MESSAGES.uploadNotFound);
  });

  it('when the body is malformed, then 400 VALIDATION_ERROR', async () => {
    const response = await flow.attach({
      userId: 'x',
      context: 'POST',
      referenceId: newId(),
      descriptors: [],
    });

    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(response.body).code).toBe('VALIDATION_ERROR');
  });

  it('when an anonymous post attaches its images, the items carry no file name', async () => {
    const userId = newId();
    const { descriptor } = await flow.upload(userId, 'POST', await png(), 'image/png', { isAnonymous: true });

    const response = await flow.attach({
      userId,
      context: 'POST',
      referenceId: newId(),
      isAnonymous: true,
      descriptors: [{ ...descriptor, originalFilename: 'jane-doe-selfie.png' }],
    });

    expect(response.status).toBe(200);
    expect(response.body.items[0]).not.toHaveProperty('originalFilename');
    expect(JSON.stringify(response.body)).not.toContain(userId);
  });
});

describe('POST /internal/uploads/detach', () => {
  it('when some images of a listing are released, only those are deleted; repeating it changes nothing', async () => {
    const userId = newId();
    const listingId = newId();
    const first = await flow.upload(userId, 'MARKETPLACE', await png(), 'image/png');
    const second = await flow.upload(userId, 'MARKETPLACE', await png(12, 12), 'image/png');
    const attached = await flow.attach({
      userId,
      context: 'MARKETPLACE',
      referenceId: listingId,
      descriptors: [first.descriptor, second.descriptor],
    });
    const body = { context: 'MARKETPLACE', referenceId: listingId, ids: [attached.body.items[0].id] };

    const detached = await flow.detach(body);
    const again = await flow.detach(body);

    expect(mediaDetachResponseSchema.parse(detached.body)).toEqual({ detached: 1 });
    expect(again.body).toEqual({ detached: 0 });
    expect((await flow.api().get(`/api/v1/media/${first.ticket.key}`)).status).toBe(404);
    expect((await flow.api().get(`/api/v1/media/${second.ticket.key}`)).status).toBe(200);
  });
});
