import {
  ANONYMOUS_AUTHOR,
  FEED_EVENT_TYPES,
  commentRepliedPayloadSchema,
  postCommentedPayloadSchema,
} from '@campusloop/contracts';
import { contractRouteOf } from '../testing/response-contracts';
import {
  UNI_A,
  VISITOR,
  feedPaths,
  uploadDescriptor,
  useFeedTestKit,
  type Persona,
} from '../testing/feed-test-kit';

const kit = useFeedTestKit();

const SECRET = {
  name: 'Zed Secretname',
  avatarUrl: 'https://cdn.example/zed-secret-avatar.png',
  universityName: 'Secret Valley University',
  filename: 'zed-secret-selfie.jpg',
};

/** The strings that would give Zed away; none may appear in anything shown to someone else. */
const giveaways = (zed: Persona) => [
  zed.id,
  SECRET.name,
  SECRET.avatarUrl,
  SECRET.universityName,
  SECRET.filename,
];

function leaksIn(value: unknown, zed: Persona): string[] {
  const text = JSON.stringify(value);
  return giveaways(zed).filter((secret) => text.includes(secret));
}

describe('anonymous authors never leak', () => {
  it('shows an anonymous author as Anonymous, with no id, avatar, university or file name, in every answer to others and in events', async () => {
    const zed = await kit.persona('Zed', {
      name: SECRET.name,
      avatarUrl: SECRET.avatarUrl,
      universityName: SECRET.universityName,
      universityId: UNI_A,
    });
    const bob = await kit.student(UNI_A);
    kit.media().keepFilenames(true);

    // Zed writes only anonymously: posts (public and campus, with an image), comments, replies.
    const publicPost = await kit.createPost(zed, feedPaths.public, {
      isAnonymous: true,
      media: [uploadDescriptor(SECRET.filename)],
    });
    const campusPost = await kit.createPost(zed, feedPaths.campus(UNI_A), { isAnonymous: true });
    const bobsPost = await kit.createPost(bob, feedPaths.public, { title: "Bob's question" });
    const bobsComment = await kit.addComment(bob, bobsPost.id, { body: 'Bob asks' });
    const zedsComment = await kit.addComment(zed, bobsPost.id, {
      body: 'Zed answers',
      isAnonymous: true,
      media: [uploadDescriptor(SECRET.filename, 'comment')],
    });
    const zedsReply = await kit.addComment(zed, bobsPost.id, {
      body: 'Zed replies',
      parentId: bobsComment.id,
      isAnonymous: true,
    });
    await kit.addComment(zed, publicPost.id, { body: 'Zed on own post', isAnonymous: true });
    await kit.call('put', feedPaths.post(publicPost.id), zed, {
      title: 'Edited by Zed',
      body: 'Still anonymous',
      isAnonymous: true,
    });

    // Everyone else reads and interacts through every route.
    const zedsIds = { post: publicPost.id, comment: zedsComment.id, reply: zedsReply.id };
    for (const other of [bob, VISITOR, await kit.student(UNI_A)]) {
      await kit.call('get', feedPaths.public, other);
      await kit.call('get', feedPaths.post(zedsIds.post), other);
      await kit.call('get', feedPaths.comments(zedsIds.post), other);
      await kit.call('get', feedPaths.comments(bobsPost.id), other);
      await kit.call('get', feedPaths.replies(bobsPost.id, bobsComment.id), other);
      if (other === VISITOR) continue;
      await kit.call('get', feedPaths.campus(UNI_A), other);
      await kit.call('get', feedPaths.post(campusPost.id), other);
      await kit.call('post', feedPaths.postLike(zedsIds.post), other);
      await kit.call('delete', feedPaths.postLike(zedsIds.post), other);
      await kit.call('post', feedPaths.commentLike(bobsPost.id, zedsIds.comment), other);
      await kit.call('delete', feedPaths.commentLike(bobsPost.id, zedsIds.comment), other);
      await kit.call('post', feedPaths.commentLike(bobsPost.id, zedsIds.reply), other);
      const answer = await kit.addComment(other, bobsPost.id, { body: 'to Zed', parentId: zedsIds.comment });
      await kit.call('get', feedPaths.replies(bobsPost.id, zedsIds.comment), other);
      await kit.addComment(other, zedsIds.post, { body: 'to Zed post' });
      await kit.call('delete', feedPaths.comment(bobsPost.id, answer.id), other);
    }

    const seenByOthers = kit.responses.filter((response) => response.as !== zed.id);
    const leaks = seenByOthers.flatMap((response) =>
      leaksIn(response.body, zed).map(
        (secret) => `${response.method} ${response.path} as ${response.as}: ${secret}`,
      ),
    );
    expect(leaks).toEqual([]);

    const covered = new Set(
      seenByOthers
        .filter((response) => response.status < 300)
        .map((response) => contractRouteOf(response.method, response.path)?.id),
    );
    for (const route of [
      'feed.listPublicPosts',
      'feed.listCampusPosts',
      'feed.getPost',
      'feed.listComments',
      'feed.listReplies',
      'feed.likeTarget',
      'feed.unlikeTarget',
      'feed.likeComment',
      'feed.unlikeComment',
      'feed.addComment',
      'feed.deleteComment',
    ]) {
      expect(covered).toContain(route);
    }

    const seenPost = (await kit.call('get', feedPaths.post(publicPost.id), bob)).body;
    expect(seenPost).toMatchObject({ isAnonymous: true, isOwner: false, author: ANONYMOUS_AUTHOR });
    expect(seenPost).not.toHaveProperty('authorId');
    expect(seenPost.media[0]).not.toHaveProperty('originalFilename');
  });

  it('shows the author their own anonymous post with their name, id and isOwner', async () => {
    const author = await kit.persona('Owner', { name: 'Olive Owner' });
    const { id } = await kit.createPost(author, feedPaths.public, { isAnonymous: true });

    const own = await kit.call('get', feedPaths.post(id), author);
    const ownList = await kit.call('get', feedPaths.public, author);

    expect(own.body).toMatchObject({
      isAnonymous: true,
      isOwner: true,
      authorId: author.id,
      author: { name: 'Olive Owner' },
    });
    expect(ownList.body.content.find((post: { id: string }) => post.id === id)).toMatchObject({
      isOwner: true,
      authorId: author.id,
    });
  });

  it('puts no anonymous actor into outbox events, and names the recipient only as the recipient', async () => {
    const zed = await kit.persona('Zed', {
      name: SECRET.name,
      avatarUrl: SECRET.avatarUrl,
      universityName: SECRET.universityName,
    });
    const bob = await kit.student(UNI_A);
    const bobsPost = await kit.createPost(bob, feedPaths.public);
    const bobsComment = await kit.addComment(bob, bobsPost.id);
    const zedsPost = await kit.createPost(zed, feedPaths.public, { isAnonymous: true });

    const zedComment = await kit.addComment(zed, bobsPost.id, {
      isAnonymous: true,
      body: 'anonymous comment',
    });
    const zedReply = await kit.addComment(zed, bobsPost.id, {
      isAnonymous: true,
      parentId: bobsComment.id,
      body: 'anonymous reply',
    });
    const bobOnZed = await kit.addComment(bob, zedsPost.id, { body: 'Bob comments on the anonymous post' });

    const events = await kit.outboxEvents();
    const byComment = (commentId: string) => events.find((event) => event.payload['commentId'] === commentId);

    const commented = byComment(zedComment.id);
    expect(commented?.type).toBe(FEED_EVENT_TYPES.postCommented);
    expect(postCommentedPayloadSchema.parse(commented?.payload)).toMatchObject({
      postOwnerId: bob.id,
      commenter: { name: 'Anonymous', avatarUrl: null, isAnonymous: true },
    });
    expect(leaksIn(commented?.payload, zed)).toEqual([]);

    const replied = byComment(zedReply.id);
    expect(replied?.type).toBe(FEED_EVENT_TYPES.commentReplied);
    expect(commentRepliedPayloadSchema.parse(replied?.payload)).toMatchObject({
      parentOwnerId: bob.id,
      parentCommentId: bobsComment.id,
      replier: { name: 'Anonymous', isAnonymous: true },
    });
    expect(leaksIn(replied?.payload, zed)).toEqual([]);

    // Zed is the recipient here: his id is the address, nothing else of him is in it.
    const toZed = postCommentedPayloadSchema.parse(byComment(bobOnZed.id)?.payload);
    expect(toZed.postOwnerId).toBe(zed.id);
    expect(leaksIn({ ...toZed, postOwnerId: undefined }, zed)).toEqual([]);
    expect(toZed.commenter).toMatchObject({ id: bob.id, isAnonymous: false });
  });
});
