import { releaseMedia } from '@campusloop/service-kit';
import type { CommunityDeletedPayload } from '@campusloop/contracts';
import { postsOfCommunity } from '../data/community-posts';
import { deletePostDoc } from '../data/post-store';
import type { FeedContext } from './feed-context';
import { feedListKey } from './feed-target';

/**
 * `community.deleted` (the communities service's outbox): the community's posts leave the feed with
 * their discussions and images, and its list goes. Idempotent — a redelivery finds nothing left — and
 * a failure answers 5xx, so the outbox delivers again. Until then the posts are already unreachable:
 * the communities service answers 404 for a deleted community, and the feed fails closed.
 */
export async function removeCommunityPosts(
  ctx: FeedContext,
  { communityId, universityId }: CommunityDeletedPayload,
): Promise<number> {
  let removed = 0;
  for (const post of await postsOfCommunity(ctx.store, communityId)) {
    if (await deletePostDoc(ctx.store, post)) removed += 1;
    await ctx.discussion.removeTarget(post._id);
    if (post.media.length > 0) await releaseMedia(ctx, 'POST', post._id);
  }
  await ctx.store.lists.drop(feedListKey({ scope: 'COMMUNITY', communityId, universityId }));
  return removed;
}
