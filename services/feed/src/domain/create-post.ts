import { newAuthoredItem, releaseMedia, storedAuthoredItem, signedInUser, type AuthUser } from '@campusloop/service-kit';
import type { CreatePostInput, Post } from '@campusloop/contracts';
import type { PostDoc } from '../data/post-model';
import { insertPost } from '../data/post-store';
import type { FeedContext } from './feed-context';
import { authorizeFeed, feedListKey, type FeedTarget } from './feed-target';
import { presentPost } from './present-post';

/**
 * POST .../posts: a new post at the top of its feed. The author's profile must be complete on
 * identity's current facts (403 PROFILE_INCOMPLETE otherwise), whatever the token says.
 */
export async function createPost(
  ctx: FeedContext,
  viewer: AuthUser | undefined,
  target: FeedTarget,
  input: CreatePostInput,
): Promise<Post> {
  const { communityName } = await authorizeFeed(ctx, viewer, target, 'write');
  const user = signedInUser(viewer);
  const item = await newAuthoredItem(ctx, user, {
    context: 'POST',
    descriptors: input.media,
    isAnonymous: input.isAnonymous,
  });
  const { id, person, media } = item;

  const listKey = feedListKey(target);
  try {
    const seq = await ctx.store.lists.reserve(listKey);
    const now = ctx.now();
    const post: PostDoc = {
      ...storedAuthoredItem(user, item, { body: input.body, isAnonymous: input.isAnonymous, createdAt: now }),
      scope: target.scope,
      listKey,
      seq,
      universityId: target.scope === 'PUBLIC' ? null : target.universityId,
      communityId: target.scope === 'COMMUNITY' ? target.communityId : null,
      communityName,
      title: input.title,
      commentCount: 0,
      version: 1,
      updatedAt: now,
    };
    await insertPost(ctx.store, post);
    return presentPost(post, user.id, false, person ? new Map([[user.id, person]]) : new Map());
  } catch (error) {
    if (media.length > 0) await releaseMedia(ctx, 'POST', id);
    throw error;
  }
}
