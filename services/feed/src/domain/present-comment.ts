import type { Comment } from '@campusloop/contracts';
import type { CommentDoc } from '../data/comment-model';
import { presentAuthorship, type PeopleById } from './present-author';

/** A stored comment or reply as `viewerId` may see it (spec §3 Comment or reply). */
export function presentComment(
  comment: CommentDoc,
  viewerId: string | undefined,
  liked: boolean,
  people: PeopleById,
): Comment {
  const { author, authorId, isOwner, media } = presentAuthorship(comment, viewerId, people);
  return {
    id: comment._id,
    postId: comment.postId,
    parentId: comment.parentId ?? null,
    body: comment.body,
    media,
    isAnonymous: comment.isAnonymous,
    author,
    ...(authorId !== undefined ? { authorId } : {}),
    createdAt: comment.createdAt.toISOString(),
    liked,
    likeCount: Math.max(0, comment.likeCount),
    replyCount: Math.max(0, comment.replyCount),
    isOwner,
  };
}
