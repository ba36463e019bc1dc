import { FEED_PATHS, apiPath } from '@campusloop/contracts';
import { CONTRACT_ROUTES, contractRouteOf } from '../testing/response-contracts';
import { UNI_A, VISITOR, feedPaths, uploadDescriptor, useFeedTestKit } from '../testing/feed-test-kit';

// Identity's sealed restriction (its network edge) answers as identity would.
const kit = useFeedTestKit({
  restrictSealedAuthor: async ({ hours }) => ({
    restrictedUntil: hours === null ? null : new Date(Date.now() + hours * 3600_000).toISOString(),
  }),
});

describe('contracts', () => {
  it('answers every feed route in the shape libs/contracts describes (the kit checks each answer; this walks them all)', async () => {
    const alice = await kit.student(UNI_A);
    const bob = await kit.student(UNI_A);
    const feeds = [
      feedPaths.public,
      feedPaths.campus(UNI_A),
      feedPaths.publicCommunity(kit.communities().add('contractCo1', { name: 'Open club' })),
      feedPaths.universityCommunity(
        UNI_A,
        kit.communities().add('contractCo2', { name: 'Campus club', universityId: UNI_A }),
      ),
    ];
    const posts = [];
    for (const feed of feeds) {
      posts.push(await kit.createPost(alice, feed, { media: [uploadDescriptor()] }));
      posts.push(await kit.createPost(alice, feed, { isAnonymous: true }));
      await kit.call('get', feed, bob);
      await kit.call('get', feed, alice);
    }
    const postId = (posts[0] as { id: string }).id;
    await kit.call('get', feedPaths.post(postId), VISITOR);
    await kit.call('put', feedPaths.post(postId), alice, { title: 'Edited', body: 'Edited' });
    await kit.call('post', feedPaths.postLike(postId), bob);
    await kit.call('delete', feedPaths.postLike(postId), bob);
    const comment = await kit.addComment(bob, postId, { isAnonymous: true });
    const reply = await kit.addComment(alice, postId, { parentId: comment.id });
    await kit.call('get', feedPaths.comments(postId), alice);
    await kit.call('get', feedPaths.replies(postId, comment.id), bob);
    await kit.call('post', feedPaths.commentLike(postId, reply.id), bob);
    await kit.call('delete', feedPaths.commentLike(postId, reply.id), bob);
    await kit.call('delete', feedPaths.comment(postId, reply.id), alice);
    await kit.call('delete', feedPaths.post((posts[1] as { id: string }).id), alice);
    // Moderation (issue 28): report, the desk, and "restrict the author".
    const moderator = await kit.persona('Moderator', { roles: ['moderator'] });
    const reported = (posts[2] as { id: string }).id;
    const desk = (path: string) => apiPath(path, { itemId: reported });
    await kit.call('post', apiPath(FEED_PATHS.report, { postId: reported }), bob, { reason: 'spam' });
    await kit.call('get', apiPath(FEED_PATHS.queue), moderator);
    await kit.call('post', desk(FEED_PATHS.block), moderator, { reason: 'spam' });
    await kit.call('post', desk(FEED_PATHS.unblock), moderator, {});
    await kit.call('post', desk(FEED_PATHS.dismiss), moderator, {});
    await kit.call('put', desk(FEED_PATHS.authorRestriction), moderator, { hours: 24 });
    await kit.call('delete', desk(FEED_PATHS.authorRestriction), moderator, {});
    await kit.call('get', apiPath(FEED_PATHS.audit), moderator);
    const reportedComment = await kit.addComment(alice, reported, { body: 'to report' });
    const commentDesk = (path: string) => apiPath(path, { itemId: reportedComment.id });
    await kit.call('post', apiPath(FEED_PATHS.commentReport, { postId: reported, commentId: reportedComment.id }), bob, { reason: 'spam' });
    await kit.call('get', apiPath(FEED_PATHS.commentQueue), moderator);
    await kit.call('post', commentDesk(FEED_PATHS.commentBlock), moderator, {});
    await kit.call('post', commentDesk(FEED_PATHS.commentUnblock), moderator, {});
    await kit.call('post', commentDesk(FEED_PATHS.commentDismiss), moderator, {});
    await kit.call('put', commentDesk(FEED_PATHS.commentAuthorRestriction), moderator, { hours: 1 });
    await kit.call('delete', commentDesk(FEED_PATHS.commentAuthorRestriction), moderator, {});
    await kit.call('get', apiPath(FEED_PATHS.commentAudit), moderator);

    const answered = kit.responses.filter((response) => response.status < 300);
    const covered = new Set(answered.map((response) => contractRouteOf(response.method, response.path)?.id));
    expect([...covered].sort()).toEqual(CONTRACT_ROUTES.map((route) => route.id).sort());
    expect(answered.every((response) => response.status !== 500)).toBe(true);
  });
});
