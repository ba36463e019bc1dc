import { AppError, newId, requireCompleteProfile, type AuthUser } from '@campusloop/service-kit';
import {
  COMMENT_MESSAGES,
  PROFILE_INCOMPLETE_COMMENT_MESSAGE,
  POST_MESSAGES,
  type Comment,
  type CreateCommentInput,
} from '@campusloop/contracts';
import type { CommentDoc } from '../data/comment-model';
import { bumpCounter } from '../data/counters';
import { authorSnapshot } from './author-snapshot';
import { commentEvents } from './feed-events';
import { attachMedia } from './attach-media';
import type { FeedContext } from './feed-context';
import { commentsListKey, repliesListKey, signedInUser } from './feed-target';
import { findAccessiblePost } from './find-post';
import { presentComment } from './present-comment';
import { releaseMedia } from './release-media';

/** Replies nest (spec §2, indented per level); past this depth the thread is unreadable anyway. */
export const MAX_REPLY_DEPTH = 32;

/**
 * POST /feed/posts/{id}/comments: a comment (parentId null) or a reply. The parent's count
 * (post commentCount or comment replyCount) is raised BEFORE the comment exists and lowered again
 * if creating it fails, so a count never falls below the comments there are. If the parent vanished
 * while we wrote, the new comment is taken back and the answer is 404. The outbox event is stored
 * held before the change and released after it (service-kit `outbox.record`).
 */
export async function addComment(
  ctx: FeedContext,
  viewer: AuthUser | undefined,
  postId: string,
  input: CreateCommentInput,
): Promise<Comment> {
  const user = signedInUser(viewer);
  const { post } = await findAccessiblePost(ctx, user, postId, 'write', POST_MESSAGES.notFound);
  let parent: CommentDoc | null = null;
  if (input.parentId !== null) {
    parent = await ctx.store.comments.findById(input.parentId).lean<CommentDoc>();
    if (!parent || parent.postId !== postId) throw AppError.notFound(COMMENT_MESSAGES.parentNotFound);
    if (parent.ancestorIds.length + 1 >= MAX_REPLY_DEPTH)
      throw AppError.validation({ parentId: COMMENT_MESSAGES.tooDeep });
  }

  const person = await requireCompleteProfile(ctx.people, user, PROFILE_INCOMPLETE_COMMENT_MESSAGE);
  const id = newId();
  const media = await attachMedia(ctx, {
    userId: user.id,
    context: 'COMMENT',
    referenceId: id,
    descriptors: input.media,
    isAnonymous: input.isAnonymous,
  });

  const listKey = parent ? repliesListKey(parent._id) : commentsListKey(postId);
  const comment: CommentDoc = {
    _id: id,
    postId,
    parentId: parent?._id ?? null,
    ancestorIds: parent ? [...parent.ancestorIds, parent._id] : [],
    listKey,
    seq: 0,
    body: input.body,
    media,
    isAnonymous: input.isAnonymous,
    authorId: user.id,
    author: authorSnapshot(user, person),
    likeCount: 0,
    replyCount: 0,
    createdAt: ctx.now(),
  };
  const bumpParent = (delta: number) =>
    parent
      ? bumpCounter(ctx.store, 'comments', parent._id, 'replyCount', delta)
      : bumpCounter(ctx.store, 'posts', postId, 'commentCount', delta);
  const parentGone = () =>
    AppError.notFound(parent ? COMMENT_MESSAGES.parentNotFound : POST_MESSAGES.notFound);

  try {
    await ctx.outbox.record(
      async () => {
        if ((await bumpParent(1)) === null) throw parentGone();
        try {
          comment.seq = await ctx.store.lists.reserve(listKey);
          await ctx.store.comments.create(comment);
          await ctx.store.lists.add(listKey, id, comment.seq);
        } catch (error) {
          await ctx.store.comments.deleteOne({ _id: id });
          await bumpParent(-1);
          throw error;
        }
        const stillThere = parent
          ? await ctx.store.comments.exists({ _id: parent._id })
          : await ctx.store.posts.exists({ _id: postId });
        if (!stillThere) {
          await ctx.store.comments.deleteOne({ _id: id });
          await ctx.store.lists.remove(listKey, id, comment.seq);
          throw parentGone();
        }
      },
      commentEvents(post, parent, comment, user),
    );
  } catch (error) {
    if (media.length > 0) await releaseMedia(ctx, 'COMMENT', id);
    throw error;
  }
  return presentComment(comment, user.id, false, person ? new Map([[user.id, person]]) : new Map());
}
