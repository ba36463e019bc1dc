import { COMMENT_MESSAGES, FEED_EVENT_TYPES, POST_MESSAGES } from '@campusloop/contracts';
import { createTestClock } from '@campusloop/service-kit/testing';
import { UNI_A, VISITOR, feedPaths, uploadDescriptor, useFeedTestKit } from '../testing/feed-test-kit';

const clock = createTestClock(new Date('2025-05-01T08:00:00.000Z'));
const kit = useFeedTestKit({ now: clock.now });
const later = (ms: number) => clock.advance(ms);

const collection = (name: string) => kit.db.connection().collection(name);

describe('editing a post', () => {
  it('when the author edits, then title and body change, updatedAt moves and createdAt stays; likes and comments never move updatedAt', async () => {
    const author = await kit.student();
    const { id, body: created } = await kit.createPost(author, feedPaths.public, {
      title: 'Old',
      body: 'Old body',
    });
    later(1_000);
    await kit.call('post', feedPaths.postLike(id), await kit.student());
    await kit.addComment(await kit.student(), id);
    const untouched = await kit.call('get', feedPaths.post(id), author);
    later(1_000);

    const res = await kit.call('put', feedPaths.post(id), author, {
      title: ' New ',
      body: ' New body ',
      isAnonymous: false,
    });

    expect(untouched.body.updatedAt).toBe(created['createdAt']);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'New',
      body: 'New body',
      createdAt: created['createdAt'],
      likeCount: 1,
      commentCount: 1,
    });
    expect(res.body.updatedAt).toBe(clock.now().toISOString());
    expect(res.body.updatedAt).not.toBe(res.body.createdAt);
  });

  it('when the edit tries to change anonymity, then 400 and the post stays as it was', async () => {
    const author = await kit.student();
    const { id } = await kit.createPost(author, feedPaths.public, { isAnonymous: true, title: 'Secret' });

    const res = await kit.call('put', feedPaths.post(id), author, {
      title: 'Changed',
      body: 'Changed',
      isAnonymous: false,
    });

    expect(res.status).toBe(400);
    expect(res.body.validationErrors.isAnonymous).toBe(POST_MESSAGES.anonymityLocked);
    expect((await kit.call('get', feedPaths.post(id), author)).body).toMatchObject({
      title: 'Secret',
      isAnonymous: true,
    });
  });

  it('answers an ETag and refuses an edit made against an older version with 409', async () => {
    const author = await kit.student();
    const { id } = await kit.createPost(author, feedPaths.public);
    const read = await kit.call('get', feedPaths.post(id), author);
    const etag = read.headers['etag'] as string;

    const first = await kit.call(
      'put',
      feedPaths.post(id),
      author,
      { title: 'First edit', body: 'b' },
      { 'If-Match': etag },
    );
    const stale = await kit.call(
      'put',
      feedPaths.post(id),
      author,
      { title: 'Second edit', body: 'b' },
      { 'If-Match': etag },
    );

    expect(first.status).toBe(200);
    expect(first.headers['etag']).not.toBe(etag);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(POST_MESSAGES.updateConflict);
    expect((await kit.call('get', feedPaths.post(id), author)).body.title).toBe('First edit');
  });

  it.each([
    ['get', POST_MESSAGES.notFound],
    ['put', POST_MESSAGES.updateNotFound],
    ['delete', POST_MESSAGES.deleteNotFound],
  ] as const)('when a missing post is %s, then 404 "%s"', async (method, message) => {
    const user = await kit.student();

    const res = await kit.call(
      method,
      feedPaths.post('doesNotExst'),
      user,
      method === 'put' ? { title: 't', body: 'b' } : undefined,
    );

    expect(res.status).toBe(404);
    expect(res.body.message).toBe(message);
  });
});

describe('deleting a post', () => {
  it('removes the post from its feed with its comments, replies, likes and images', async () => {
    const author = await kit.student(UNI_A);
    const fan = await kit.student(UNI_A);
    const feed = feedPaths.campus(UNI_A);
    const { id } = await kit.createPost(author, feed, { media: [uploadDescriptor()] });
    const comment = await kit.addComment(fan, id, { media: [uploadDescriptor('c.jpg', 'comment')] });
    const reply = await kit.addComment(author, id, { parentId: comment.id });
    await kit.call('post', feedPaths.postLike(id), fan);
    await kit.call('post', feedPaths.commentLike(id, reply.id), fan);
    const before = (await kit.call('get', feed, author)).body.totalElements;
    const detachCallsBefore = kit.media().calls.filter((call) => call.path.endsWith('/detach')).length;

    const res = await kit.call('delete', feedPaths.post(id), author);

    expect(res.status).toBe(204);
    expect((await kit.call('get', feedPaths.post(id), author)).status).toBe(404);
    expect((await kit.call('get', feed, author)).body.totalElements).toBe(before - 1);
    expect(await collection('comments').countDocuments({ targetId: id })).toBe(0);
    expect(await collection('likes').countDocuments({ rootId: id })).toBe(0);
    expect(
      await collection('list_heads').countDocuments({
        _id: { $in: [`comments:${id}`, `replies:${comment.id}`] } as never,
      }),
    ).toBe(0);
    const detaches = kit
      .media()
      .calls.filter((call) => call.path.endsWith('/detach'))
      .slice(detachCallsBefore);
    expect(detaches.map((call) => call.body)).toEqual(
      expect.arrayContaining([
        { context: 'POST', referenceId: id },
        { context: 'COMMENT', referenceId: comment.id },
      ]),
    );
    expect((await kit.call('delete', feedPaths.post(id), author)).status).toBe(404);
  });
});

describe('comments and replies', () => {
  it('when a comment with nested replies is deleted by its author, then its whole thread goes and the post count drops by one', async () => {
    const author = await kit.student();
    const { id: postId } = await kit.createPost(author, feedPaths.public);
    const other = await kit.student();
    const keep = await kit.addComment(other, postId, { body: 'stays' });
    const doomed = await kit.addComment(author, postId, { body: 'goes' });
    const reply = await kit.addComment(other, postId, { parentId: doomed.id, body: 'reply' });
    const nested = await kit.addComment(author, postId, { parentId: reply.id, body: 'nested' });
    await kit.call('post', feedPaths.commentLike(postId, nested.id), other);

    const res = await kit.call('delete', feedPaths.comment(postId, doomed.id), author);

    expect(res.status).toBe(204);
    const post = await kit.call('get', feedPaths.post(postId), author);
    const comments = await kit.call('get', feedPaths.comments(postId), author);
    expect(post.body.commentCount).toBe(1);
    expect(comments.body.content.map((comment: { id: string }) => comment.id)).toEqual([keep.id]);
    expect(
      await collection('comments').countDocuments({
        _id: { $in: [doomed.id, reply.id, nested.id] } as never,
      }),
    ).toBe(0);
    expect(await collection('likes').countDocuments({ targetId: nested.id })).toBe(0);
    expect((await kit.call('get', feedPaths.replies(postId, doomed.id), author)).status).toBe(404);
  });

  it('when a reply is deleted, then its parent replyCount drops and the post commentCount stays', async () => {
    const author = await kit.student();
    const { id: postId } = await kit.createPost(author, feedPaths.public);
    const parent = await kit.addComment(author, postId);
    const reply = await kit.addComment(author, postId, { parentId: parent.id });

    await kit.call('delete', feedPaths.comment(postId, reply.id), author);

    const comments = await kit.call('get', feedPaths.comments(postId), author);
    expect(comments.body.content[0]).toMatchObject({ id: parent.id, replyCount: 0 });
    expect((await kit.call('get', feedPaths.post(postId), author)).body.commentCount).toBe(1);
  });

  it('answers 404 for a comment addressed through another post, and for a reply to a missing comment', async () => {
    const author = await kit.student();
    const first = await kit.createPost(author, feedPaths.public);
    const second = await kit.createPost(author, feedPaths.public);
    const comment = await kit.addComment(author, first.id);

    const wrongPost = await kit.call('delete', feedPaths.comment(second.id, comment.id), author);
    const wrongLike = await kit.call('post', feedPaths.commentLike(second.id, comment.id), author);
    const replyToMissing = await kit.call('post', feedPaths.comments(first.id), author, {
      body: 'x',
      parentId: 'missingComm',
    });
    const replyAcross = await kit.call('post', feedPaths.comments(second.id), author, {
      body: 'x',
      parentId: comment.id,
    });

    expect(wrongPost.status).toBe(404);
    expect(wrongPost.body.message).toBe(COMMENT_MESSAGES.deleteNotFound);
    expect(wrongLike.status).toBe(404);
    expect(replyToMissing.status).toBe(404);
    expect(replyAcross.status).toBe(404);
  });

  it('accepts a comment with an image only, refuses one with neither text nor image', async () => {
    const author = await kit.student();
    const { id: postId } = await kit.createPost(author, feedPaths.public);

    const imageOnly = await kit.call('post', feedPaths.comments(postId), author, {
      body: '',
      parentId: null,
      isAnonymous: false,
      media: [uploadDescriptor('only.jpg', 'comment')],
    });
    const empty = await kit.call('post', feedPaths.comments(postId), author, {
      body: '   ',
      parentId: null,
      isAnonymous: false,
    });
    const tooLong = await kit.call('post', feedPaths.comments(postId), author, { body: 'x'.repeat(2001) });

    expect(imageOnly.status).toBe(201);
    expect(imageOnly.body.media).toHaveLength(1);
    expect(empty.status).toBe(400);
    expect(empty.body.validationErrors.body).toBe(COMMENT_MESSAGES.required);
    expect(tooLong.body.validationErrors.body).toBe(COMMENT_MESSAGES.tooLong);
  });

  it('stores post.commented and comment.replied events for the people to notify, released for delivery', async () => {
    const author = await kit.student();
    const commenter = await kit.student();
    const { id: postId } = await kit.createPost(author, feedPaths.public, { title: 'Notify me' });

    const comment = await kit.addComment(commenter, postId, { body: 'x'.repeat(100) });
    const reply = await kit.addComment(author, postId, { parentId: comment.id, body: 'thanks' });
    const ownComment = await kit.addComment(author, postId, { body: 'my own post' });

    const events = await kit.outboxEvents();
    const commented = events.find((event) => event.payload['commentId'] === comment.id);
    const replied = events.find((event) => event.payload['commentId'] === reply.id);
    expect(commented).toMatchObject({
      type: FEED_EVENT_TYPES.postCommented,
      status: 'pending',
      payload: {
        postId,
        postOwnerId: author.id,
        postTitle: 'Notify me',
        commenter: { id: commenter.id },
        excerpt: 'x'.repeat(80),
      },
    });
    expect(replied).toMatchObject({
      type: FEED_EVENT_TYPES.commentReplied,
      payload: { parentCommentId: comment.id, parentOwnerId: commenter.id, replier: { id: author.id } },
    });
    expect(events.find((event) => event.payload['commentId'] === ownComment.id)).toBeUndefined();
  });

  it('lets visitors read public comments but not write them', async () => {
    const author = await kit.student();
    const { id: postId } = await kit.createPost(author, feedPaths.public);
    await kit.addComment(author, postId);

    expect((await kit.call('get', feedPaths.comments(postId), VISITOR)).body.totalElements).toBe(1);
    expect((await kit.call('post', feedPaths.comments(postId), VISITOR, { body: 'hi' })).status).toBe(401);
  });
});
