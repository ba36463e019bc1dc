import { UNI_A, feedPaths, useFeedTestKit, type Persona } from '../testing/feed-test-kit';

// Once with one feed instance, once with two on the one database (requests alternate between them:
// the per-document lock holds across instances through its lease).
describe.each([1, 2])('counts under concurrency on %i instance(s) of the feed', (instances) => {
  const kit = useFeedTestKit({}, { instances });

  const firstReply = (replies: Array<{ id: string }>) => (replies[0] as { id: string }).id;

  async function likeDocs(targetId: string): Promise<number> {
    return kit.db.connection().collection('likes').countDocuments({ targetId });
  }

  async function storedPost(id: string) {
    return kit.db
      .connection()
      .collection('posts')
      .findOne({ _id: id as never });
  }

  async function storedComment(id: string) {
    return kit.db
      .connection()
      .collection('comments')
      .findOne({ _id: id as never });
  }

  it('when 25 students like a post at once and then all unlike it at once, then the count is 25 and then 0', async () => {
    const author = await kit.student(UNI_A);
    const { id } = await kit.createPost(author, feedPaths.campus(UNI_A));
    const fans = await Promise.all(Array.from({ length: 25 }, () => kit.student(UNI_A)));

    const likes = await Promise.all(fans.map((fan) => kit.call('post', feedPaths.postLike(id), fan)));

    expect(likes.every((res) => res.status === 200 && res.body.liked === true)).toBe(true);
    expect((await kit.call('get', feedPaths.post(id), author)).body.likeCount).toBe(25);
    expect(await likeDocs(id)).toBe(25);

    const unlikes = await Promise.all(fans.map((fan) => kit.call('delete', feedPaths.postLike(id), fan)));

    expect(unlikes.every((res) => res.status === 200 && res.body.liked === false)).toBe(true);
    expect((await kit.call('get', feedPaths.post(id), author)).body.likeCount).toBe(0);
    expect(await likeDocs(id)).toBe(0);
  });

  it('when one user fires likes and unlikes at the same post at once, then the count matches their like (0 or 1), never more', async () => {
    const author = await kit.student();
    const { id } = await kit.createPost(author, feedPaths.public);
    const user = await kit.student();

    const results = await Promise.all(
      Array.from({ length: 30 }, (_v, index) =>
        kit.call(index % 2 === 0 ? 'post' : 'delete', feedPaths.postLike(id), user),
      ),
    );
    const final = await kit.call('get', feedPaths.post(id), user);

    expect(results.every((res) => res.status === 200)).toBe(true);
    expect(results.every((res) => res.body.likeCount >= 0 && res.body.likeCount <= 1)).toBe(true);
    const likes = await likeDocs(id);
    expect(likes).toBeLessThanOrEqual(1);
    expect(final.body.likeCount).toBe(likes);
    expect(final.body.liked).toBe(likes === 1);
  });

  it('is idempotent: liking twice counts once, unliking what was never liked stays at 0', async () => {
    const author = await kit.student();
    const { id } = await kit.createPost(author, feedPaths.public);
    const user = await kit.student();

    const first = await kit.call('post', feedPaths.postLike(id), user);
    const second = await kit.call('post', feedPaths.postLike(id), user);
    const unlike = await kit.call('delete', feedPaths.postLike(id), user);
    const unlikeAgain = await kit.call('delete', feedPaths.postLike(id), user);
    const strangerUnlike = await kit.call('delete', feedPaths.postLike(id), await kit.student());

    expect(first.body).toEqual({ liked: true, likeCount: 1 });
    expect(second.body).toEqual({ liked: true, likeCount: 1 });
    expect(unlike.body).toEqual({ liked: false, likeCount: 0 });
    expect(unlikeAgain.body).toEqual({ liked: false, likeCount: 0 });
    expect(strangerUnlike.body).toEqual({ liked: false, likeCount: 0 });
  });

  it('never reports a negative count even if a stored counter was already off', async () => {
    const author = await kit.student();
    const { id } = await kit.createPost(author, feedPaths.public);
    const user = await kit.student();
    await kit.call('post', feedPaths.postLike(id), user);
    await kit.db
      .connection()
      .collection('posts')
      .updateOne({ _id: id as never }, { $set: { likeCount: 0 } });

    const res = await kit.call('delete', feedPaths.postLike(id), user);

    expect(res.body).toEqual({ liked: false, likeCount: 0 });
    expect((await storedPost(id))?.['likeCount']).toBe(0);
  });

  it('when 20 comments arrive at once and 10 are deleted at once (each delete sent twice), then commentCount is 10', async () => {
    const author = await kit.student();
    const { id: postId } = await kit.createPost(author, feedPaths.public);
    const commenters = await Promise.all(Array.from({ length: 20 }, () => kit.student()));

    const added = await Promise.all(
      commenters.map((commenter, index) => kit.addComment(commenter, postId, { body: `c${index}` })),
    );
    expect((await kit.call('get', feedPaths.post(postId), author)).body.commentCount).toBe(20);

    const deletions = await Promise.all(
      added.slice(0, 10).flatMap((comment, index) => {
        const commenter = commenters[index] as Persona;
        return [
          kit.call('delete', feedPaths.comment(postId, comment.id), commenter),
          kit.call('delete', feedPaths.comment(postId, comment.id), commenter),
        ];
      }),
    );

    expect(deletions.filter((res) => res.status === 204)).toHaveLength(10);
    expect(deletions.filter((res) => res.status === 404)).toHaveLength(10);
    const post = await kit.call('get', feedPaths.post(postId), author);
    const list = await kit.call('get', feedPaths.comments(postId), author);
    expect(post.body.commentCount).toBe(10);
    expect(list.body.totalElements).toBe(10);
  });

  it('counts replies on their parent, likes on comments and replies, and drops them (never below 0) on delete', async () => {
    const author = await kit.student();
    const { id: postId } = await kit.createPost(author, feedPaths.public);
    const { id: commentId } = await kit.addComment(author, postId);
    const repliers = await Promise.all(Array.from({ length: 8 }, () => kit.student()));

    const replies = await Promise.all(
      repliers.map((replier) => kit.addComment(replier, postId, { body: 'reply', parentId: commentId })),
    );
    await Promise.all(
      repliers.map((replier) => kit.call('post', feedPaths.commentLike(postId, commentId), replier)),
    );
    await Promise.all(
      repliers.map((replier) =>
        kit.call('post', feedPaths.commentLike(postId, firstReply(replies)), replier),
      ),
    );

    expect(await storedComment(commentId)).toMatchObject({ replyCount: 8, likeCount: 8 });
    expect(await storedComment(firstReply(replies))).toMatchObject({ likeCount: 8 });
    expect((await kit.call('get', feedPaths.post(postId), author)).body.commentCount).toBe(1);

    await Promise.all(
      replies.map((reply, index) =>
        kit.call('delete', feedPaths.comment(postId, reply.id), repliers[index] as Persona),
      ),
    );

    expect(await storedComment(commentId)).toMatchObject({ replyCount: 0 });
    const listed = await kit.call('get', feedPaths.comments(postId), author);
    expect(listed.body.content[0]).toMatchObject({ id: commentId, replyCount: 0, likeCount: 8 });
  });

  it('leaves no lock behind after all that, in the process or in the database', async () => {
    expect(kit.store().lock.size()).toBe(0);
    expect(await kit.db.connection().collection('keyed_leases').countDocuments({})).toBe(0);
  });
});
