import {
  AppError,
  authorIdsToLoad,
  presentAuthorship,
  reportableItem,
  type AuthUser,
  type ItemAuthors,
  type ModeratedItems,
} from '@campusloop/service-kit';
import { POST_MESSAGES, type ModeratedContent } from '@campusloop/contracts';
import { findPost, postsByIds, setPostFields, withPostLock } from '../data/post-store';
import type { FeedContext } from './feed-context';
import { findAccessiblePost } from './find-post';

/**
 * Posts as service-kit's moderation kit sees them (issue 28). Moderators read a post as a stranger
 * would: an anonymous post shows 'Anonymous' and no author id, in the queue and every answer. Only
 * `authorOf` (the sealed "restrict the author") reads the author, and it never leaves the service.
 */
export function moderatedPosts(ctx: FeedContext): ModeratedItems & ItemAuthors {
  return {
    async describe(ids) {
      const posts = await postsByIds(ctx.store, ids);
      const people = await ctx.people.loadPeople(authorIdsToLoad(posts, undefined));
      return new Map(
        posts.map((post): [string, ModeratedContent] => [
          post._id,
          {
            title: post.title,
            text: post.body,
            authorId: post.isAnonymous ? null : post.authorId,
            authorName: presentAuthorship(post, undefined, people).author.name,
            blocked: post.blocked === true,
          },
        ]),
      );
    },
    setBlocked: (postId, blocked) => setPostBlocked(ctx, postId, blocked),
    authorOf: async (postId) => (await findPost(ctx.store, postId))?.authorId ?? null,
  };
}

/**
 * Blocks or unblocks a post under its lock. A blocked post leaves its feed list (so every other
 * viewer's pages and totals stay exact without filtering) and comes back at its old place (its
 * `seq`) when unblocked. Its author still opens it (marked `blocked`); nobody can comment or like.
 */
export async function setPostBlocked(ctx: FeedContext, postId: string, blocked: boolean): Promise<void> {
  await withPostLock(ctx.store, postId, async () => {
    const post = await findPost(ctx.store, postId);
    if (!post) throw AppError.notFound(POST_MESSAGES.notFound);
    if ((post.blocked === true) === blocked) return;
    await setPostFields(ctx.store, postId, { blocked });
    if (blocked) await ctx.store.lists.remove(post.listKey, post._id, post.seq);
    else await ctx.store.lists.add(post.listKey, post._id, post.seq);
  });
}

/**
 * The post a report names, if the reporter may read it (404 for unknown, blocked, another campus's or
 * community's: the kit's `reportableItem` answers the read rule's 403 as 404, so a report cannot probe).
 */
export function reportablePost(ctx: FeedContext, reporter: AuthUser, params: Record<string, string>): Promise<string> {
  return reportableItem(
    reporter,
    async (user) => (await findAccessiblePost(ctx, user, params['postId'] as string, 'read', POST_MESSAGES.notFound)).post._id,
    POST_MESSAGES.notFound,
  );
}
