import type { DiscussionComment } from '@campusloop/contracts';
import type { CommentDoc } from '../data/comment-model';
import { presentAuthorship, type PeopleById } from '@campusloop/service-kit';

/** A comment or reply as `viewerId` may see it (spec §3), its target named by `targetField`. */
export function presentComment(
  comment: CommentDoc,
  targetField: string,
  viewerId: string | undefined,
  liked: boolean,
  people: PeopleById,
): DiscussionComment & Record<string, unknown> {
  const { author, authorId, isOwner, media } = presentAuthorship(comment, viewerId, people);
  return {
    id: comment._id,
    [targetField]: comment.targetId,
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
