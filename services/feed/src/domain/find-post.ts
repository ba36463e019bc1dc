import { findOwnedItem, type AuthUser } from '@campusloop/service-kit';
import type { PostDoc } from '../data/post-model';
import { findPost } from '../data/post-store';
import type { FeedContext } from './feed-context';
import { visibleTo } from './post-visibility';
import { authorizeFeed, targetOfPost, type FeedAccess, type FeedAction } from './feed-target';

/**
 * Loads a post and checks the viewer may `action` in its feed (service-kit's `findOwnedItem`): 404
 * with `notFoundMessage` when it does not exist, else the feed's 401/403 (feed-target.ts). A signed-out caller gets the same 401
 * for an unknown id as for a campus or community post, so it cannot learn which ids exist (only
 * public posts answer visitors). A blocked post is one only its author finds (post-visibility.ts).
 */
export async function findAccessiblePost(
  ctx: FeedContext,
  viewer: AuthUser | undefined,
  postId: string,
  action: FeedAction,
  notFoundMessage: string,
): Promise<{ post: PostDoc; access: FeedAccess }> {
  let access: FeedAccess | undefined;
  const post = await findOwnedItem(viewer, {
    load: async () => {
      const post = visibleTo(await findPost(ctx.store, postId), viewer);
      // A post of someone the viewer blocked is, for the viewer, a post that does not exist.
      if (post && viewer && (await ctx.blocks.isBlocked(viewer.id, post.authorId))) return null;
      return post;
    },
    notFoundMessage,
    authorize: async (found: PostDoc) => {
      access = await authorizeFeed(ctx, viewer, targetOfPost(found), action);
    },
  });
  return { post, access: access as FeedAccess };
}
