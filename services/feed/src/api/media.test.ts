import { maxImagesMessage } from '@campusloop/contracts';
import { feedPaths, uploadDescriptor, useFeedTestKit } from '../testing/feed-test-kit';

const kit = useFeedTestKit();

const attachCalls = () => kit.media().calls.filter((call) => call.path === '/internal/uploads/attach');
const detachCalls = () => kit.media().calls.filter((call) => call.path === '/internal/uploads/detach');

describe('images on posts and comments (media over HTTP)', () => {
  it('attaches new uploads to the post being created and stores what media answered', async () => {
    const author = await kit.student();
    const images = [uploadDescriptor('a.jpg'), uploadDescriptor('b.jpg')];

    const { id, body } = await kit.createPost(author, feedPaths.public, {
      media: images,
      isAnonymous: false,
    });

    expect(attachCalls().at(-1)?.body).toEqual({
      userId: author.id,
      context: 'POST',
      referenceId: id,
      descriptors: images,
      isAnonymous: false,
    });
    expect(body['media']).toEqual([
      expect.objectContaining({ s3Key: images[0]?.s3Key, originalFilename: 'a.jpg', isDefault: false }),
      expect.objectContaining({ s3Key: images[1]?.s3Key, originalFilename: 'b.jpg' }),
    ]);
  });

  it('refuses a fourth image with the spec text before calling media', async () => {
    const author = await kit.student();
    const callsBefore = attachCalls().length;

    const res = await kit.call('post', feedPaths.public, author, {
      title: 't',
      body: 'b',
      media: [uploadDescriptor(), uploadDescriptor(), uploadDescriptor(), uploadDescriptor()],
    });

    expect(res.status).toBe(400);
    expect(res.body.validationErrors.media).toBe(maxImagesMessage(3, 'POST'));
    expect(attachCalls()).toHaveLength(callsBefore);
  });

  it("passes media's refusal on as a 400 with its message, and stores nothing", async () => {
    const author = await kit.student();
    const before = (await kit.call('get', feedPaths.public, author)).body.totalElements;
    kit
      .media()
      .failNext(403, { status: 403, code: 'FORBIDDEN', message: 'This upload belongs to another user' });

    const res = await kit.call('post', feedPaths.public, author, {
      title: 't',
      body: 'b',
      media: [uploadDescriptor()],
    });

    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This upload belongs to another user');
    expect(res.body.validationErrors.media).toBe('This upload belongs to another user');
    expect((await kit.call('get', feedPaths.public, author)).body.totalElements).toBe(before);
  });

  it('answers 503 with the spec text when media fails', async () => {
    const author = await kit.student();
    kit.media().failNext(500);

    const res = await kit.call('post', feedPaths.public, author, {
      title: 't',
      body: 'b',
      media: [uploadDescriptor()],
    });

    expect(res.status).toBe(503);
    expect(res.body.message).toBe('Upload service temporarily unavailable. Please try again in a moment.');
  });

  it('on edit keeps images sent by id, attaches new ones in place and releases the removed ones', async () => {
    const author = await kit.student();
    const { id, body } = await kit.createPost(author, feedPaths.public, {
      media: [uploadDescriptor('keep.jpg'), uploadDescriptor('drop.jpg')],
    });
    const [kept, dropped] = body['media'] as Array<{ id: string }>;
    const added = uploadDescriptor('new.jpg');

    const res = await kit.call('put', feedPaths.post(id), author, {
      title: 't',
      body: 'b',
      media: [added, { id: kept?.id }],
    });

    expect(res.status).toBe(200);
    expect(res.body.media.map((item: { originalFilename?: string }) => item.originalFilename)).toEqual([
      'new.jpg',
      'keep.jpg',
    ]);
    expect(attachCalls().at(-1)?.body).toMatchObject({ referenceId: id, descriptors: [added] });
    expect(detachCalls().at(-1)?.body).toEqual({ context: 'POST', referenceId: id, ids: [dropped?.id] });
  });

  it('refuses an edit naming an image the post does not have', async () => {
    const author = await kit.student();
    const { id } = await kit.createPost(author, feedPaths.public);

    const res = await kit.call('put', feedPaths.post(id), author, {
      title: 't',
      body: 'b',
      media: [{ id: 'notOnPost01' }],
    });

    expect(res.status).toBe(400);
    expect(res.body.validationErrors.media).toBe('Image not found on this post');
  });

  it('attaches comment images under COMMENT with the comment id, anonymity passed on', async () => {
    const author = await kit.student();
    const { id: postId } = await kit.createPost(author, feedPaths.public);
    const image = uploadDescriptor('c.jpg', 'comment');

    const comment = await kit.addComment(author, postId, { body: '', media: [image], isAnonymous: true });

    expect(attachCalls().at(-1)?.body).toEqual({
      userId: author.id,
      context: 'COMMENT',
      referenceId: comment.id,
      descriptors: [image],
      isAnonymous: true,
    });
  });
});
