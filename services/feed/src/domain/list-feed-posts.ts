import { authorIdsToLoad, toPaged, type AuthUser } from '@campusloop/service-kit';
import type { PageQuery, Paged, Post } from '@campusloop/contracts';
import { postsByIds } from '../data/post-store';
import type { FeedContext } from './feed-context';
import { authorizeFeed, feedListKey, type FeedTarget } from './feed-target';
import { presentPost } from './present-post';

/** One page of a feed, newest first (spec §7 GET .../posts?page&size). */
export async function listFeedPosts(
  ctx: FeedContext,
  viewer: AuthUser | undefined,
  target: FeedTarget,
  query: PageQuery,
): Promise<Paged<Post>> {
  await authorizeFeed(ctx, viewer, target, 'read');
  const { ids, total } = await ctx.store.lists.page(feedListKey(target), query);
  const [listed, liked] = await Promise.all([postsByIds(ctx.store, ids), ctx.discussion.likedIds(ids, viewer?.id)]);
  // Posts of users the viewer blocked (anonymous ones too: decided here, where the author is known) are
  // left out; such a page holds fewer than `size`, `totalElements` and `last` stay the list's.
  const posts = await ctx.blocks.withoutBlocked(viewer?.id, listed, (post) => post.authorId);
  const people = await ctx.people.loadPeople(authorIdsToLoad(posts, viewer?.id));
  return toPaged(
    posts.map((post) => presentPost(post, viewer?.id, liked.has(post._id), people)),
    total,
    query,
  );
}
