import {
  AppError,
  attachNewMedia,
  changeOwnedItem,
  releaseMedia,
  signedInUser,
  type AuthUser,
} from '@campusloop/service-kit';
import { POST_MESSAGES, type Post, type UpdatePostInput } from '@campusloop/contracts';
import type { PostDoc } from '../data/post-model';
import { findPost, setPostFields, withPostLock } from '../data/post-store';
import type { FeedContext } from './feed-context';
import { findAccessiblePost } from './find-post';
import { planPostMedia } from './plan-post-media';
import { refuseBlockedWrites } from './post-visibility';
import { presentPost } from './present-post';

const conflict = () => AppError.conflict(POST_MESSAGES.updateConflict);

/**
 * PUT /feed/posts/{id} by its author: title, body and images. Anonymity never changes (a differing
 * `isAnonymous` is a 400). `expectedVersion` (from If-Match) makes a stale edit a 409; without it
 * the last edit wins, except that an edit racing another one in this process is a 409 too, since
 * its image plan was made against the older post.
 */
export async function updatePost(
  ctx: FeedContext,
  viewer: AuthUser | undefined,
  postId: string,
  input: UpdatePostInput,
  expectedVersion?: number,
): Promise<{ post: Post; version: number }> {
  const user = signedInUser(viewer);
  const owned = {
    userId: user.id,
    find: async () =>
      (await findAccessiblePost(ctx, user, postId, 'read', POST_MESSAGES.updateNotFound)).post,
    ownerOf: (found: PostDoc) => found.authorId,
    forbiddenMessage: POST_MESSAGES.updateForbidden,
  };
  // No lock around the whole edit: media are attached first, the write below takes the post's lock.
  return changeOwnedItem(owned, (post) => editOwnPost(ctx, user, post, input, expectedVersion));
}

/** The owner's edit once the post is found and theirs. */
async function editOwnPost(
  ctx: FeedContext,
  user: AuthUser,
  post: PostDoc,
  input: UpdatePostInput,
  expectedVersion: number | undefined,
): Promise<{ post: Post; version: number }> {
  const postId = post._id;
  refuseBlockedWrites(post);
  if (input.isAnonymous !== undefined && input.isAnonymous !== post.isAnonymous) {
    throw AppError.validation({ isAnonymous: POST_MESSAGES.anonymityLocked });
  }
  if (expectedVersion !== undefined && expectedVersion !== post.version) throw conflict();

  const plan = planPostMedia(post.media, input.media);
  const attached = await attachNewMedia(ctx.media, {
    userId: user.id,
    context: 'POST',
    referenceId: post._id,
    descriptors: plan.uploads,
    isAnonymous: post.isAnonymous,
  });

  let updated: PostDoc;
  try {
    updated = await withPostLock(ctx.store, postId, async () => {
      const current = await findPost(ctx.store, postId);
      if (!current) throw AppError.notFound(POST_MESSAGES.updateNotFound);
      if (current.version !== post.version) throw conflict();
      const media = plan.resolve(attached);
      if (!plan.changed && input.title === current.title && input.body === current.body) return current;
      const changes = {
        title: input.title,
        body: input.body,
        media,
        updatedAt: ctx.now(),
        version: current.version + 1,
      };
      await setPostFields(ctx.store, postId, changes);
      return { ...current, ...changes };
    });
  } catch (error) {
    const attachedIds = attached.map((item) => item.id);
    if (attachedIds.length > 0) await releaseMedia(ctx, 'POST', postId, attachedIds);
    throw error;
  }
  if (updated.version !== post.version) await releaseMedia(ctx, 'POST', postId, plan.removedIds);

  const [liked, people] = await Promise.all([
    ctx.discussion.likedIds([postId], user.id),
    ctx.people.loadPeople([user.id]),
  ]);
  return { post: presentPost(updated, user.id, liked.has(postId), people), version: updated.version };
}
