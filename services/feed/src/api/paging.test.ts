import { PAGE_SIZES, PAGING_MESSAGES } from '@campusloop/contracts';
import { UNI_A, VISITOR, feedPaths, useFeedTestKit, type Persona } from '../testing/feed-test-kit';

// Every post in this file is created at the same instant: order and paging must not depend on time.
const SAME_INSTANT = new Date('2025-03-01T10:00:00.000Z');
const kit = useFeedTestKit({ now: () => SAME_INSTANT });

async function createPosts(as: Persona, feed: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1)
    ids.push((await kit.createPost(as, feed, { title: `Post ${index}` })).id);
  return ids;
}

async function readAllPages(as: Persona, path: string, size: number) {
  const pages = [];
  for (let page = 0; page < 50; page += 1) {
    const res = await kit.call('get', `${path}?page=${page}&size=${size}`, as);
    expect(res.status).toBe(200);
    pages.push(res.body);
    if (res.body.last) break;
  }
  return pages;
}

describe('paging of feeds (spec §3 paged response, §9 page sizes)', () => {
  it('pages newest first with totalElements and last, each post exactly once although all share one timestamp', async () => {
    const alice = await kit.student(UNI_A);
    const created = await createPosts(alice, feedPaths.campus(UNI_A), 45);

    const pages = await readAllPages(alice, feedPaths.campus(UNI_A), 20);

    expect(pages.map((page) => page.content.length)).toEqual([20, 20, 5]);
    expect(pages.map((page) => page.last)).toEqual([false, false, true]);
    expect(pages.every((page) => page.totalElements === 45)).toBe(true);
    expect(pages.map((page) => page.page)).toEqual([0, 1, 2]);
    expect(pages.flatMap((page) => page.content.map((post: { id: string }) => post.id))).toEqual(
      [...created].reverse(),
    );
    expect(
      pages[0].content.every((post: { createdAt: string }) => post.createdAt === SAME_INSTANT.toISOString()),
    ).toBe(true);
  });

  it('uses 20 as the default page size and answers an empty last page beyond the end', async () => {
    const alice = await kit.student(UNI_A);
    const feed = feedPaths.publicCommunity(kit.communities().add('pagingComm1', { name: 'Paging' }));
    await createPosts(alice, feed, 21);

    const first = await kit.call('get', feed, alice);
    const beyond = await kit.call('get', `${feed}?page=9`, alice);

    expect(first.body).toMatchObject({ size: PAGE_SIZES.feed, page: 0, totalElements: 21, last: false });
    expect(first.body.content).toHaveLength(20);
    expect(beyond.body).toMatchObject({ content: [], totalElements: 21, last: true, page: 9 });
  });

  it('gives an exact, complete first page when the last page is exactly full', async () => {
    const alice = await kit.student(UNI_A);
    const feed = feedPaths.publicCommunity(kit.communities().add('pagingComm2', { name: 'Paging' }));
    await createPosts(alice, feed, 20);

    const res = await kit.call('get', feed, alice);

    expect(res.body).toMatchObject({ totalElements: 20, last: true });
    expect(res.body.content).toHaveLength(20);
  });

  it('shifts later pages by one when a post is deleted, so nothing is skipped', async () => {
    const alice = await kit.student(UNI_A);
    const feed = feedPaths.publicCommunity(kit.communities().add('pagingComm3', { name: 'Paging' }));
    const created = (await createPosts(alice, feed, 6)).reverse();

    await kit.call('delete', feedPaths.post(created[1] as string), alice);
    const pages = await readAllPages(alice, feed, 2);

    expect(pages.flatMap((page) => page.content.map((post: { id: string }) => post.id))).toEqual(
      created.filter((_id, index) => index !== 1),
    );
    expect(pages[0].totalElements).toBe(5);
  });

  it('pages comments by 20 and replies by 10, newest first', async () => {
    const alice = await kit.student(UNI_A);
    const { id: postId } = await kit.createPost(alice, feedPaths.public);
    const comments: string[] = [];
    for (let index = 0; index < 22; index += 1)
      comments.push((await kit.addComment(alice, postId, { body: `c${index}` })).id);
    const parentId = comments[0] as string;
    const replies: string[] = [];
    for (let index = 0; index < 12; index += 1)
      replies.push((await kit.addComment(alice, postId, { body: `r${index}`, parentId })).id);

    const commentPage = await kit.call('get', feedPaths.comments(postId), VISITOR);
    const replyPages = await readAllPages(VISITOR, feedPaths.replies(postId, parentId), 10);
    const defaultReplies = await kit.call('get', feedPaths.replies(postId, parentId), VISITOR);

    expect(commentPage.body).toMatchObject({ totalElements: 22, last: false, size: 20 });
    expect(commentPage.body.content.map((comment: { id: string }) => comment.id)).toEqual(
      [...comments].reverse().slice(0, 20),
    );
    expect(defaultReplies.body).toMatchObject({ size: PAGE_SIZES.replies, totalElements: 12, last: false });
    expect(replyPages.flatMap((page) => page.content.map((reply: { id: string }) => reply.id))).toEqual(
      [...replies].reverse(),
    );
    expect(commentPage.body.content.at(-1)).toMatchObject({ id: comments[2], replyCount: 0 });
  });

  it.each([
    ['page=-1', PAGING_MESSAGES.INVALID_PAGE],
    ['page=1.5', PAGING_MESSAGES.INVALID_PAGE],
    ['page=abc', PAGING_MESSAGES.INVALID_PAGE],
    ['size=0', PAGING_MESSAGES.INVALID_SIZE],
    ['size=101', PAGING_MESSAGES.INVALID_SIZE],
  ])('when a list is asked for %s, then 400 "%s"', async (query, message) => {
    const res = await kit.call('get', `${feedPaths.public}?${query}`, VISITOR);

    expect(res.status).toBe(400);
    expect(Object.values(res.body.validationErrors)).toContain(message);
  });

  it('when a list is asked for a page that is not a number, then 400', async () => {
    const res = await kit.call('get', `${feedPaths.public}?page=abc`, VISITOR);

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
  });
});
