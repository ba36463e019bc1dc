import { AppError, type AuthUser } from '@campusloop/service-kit';
import { COMMENT_MESSAGES, MODERATION_MESSAGES } from '@campusloop/contracts';
import type { CommentDoc } from '../data/comment-model';

/**
 * A comment a moderator blocked (issue 28) exists for its author only: everyone else gets the same
 * 404 as for an unknown comment (its replies, likes and reports included). Its author may read and
 * delete it, but nobody answers or likes it (403 'Content Blocked').
 */
export function requireVisibleComment(comment: CommentDoc, viewer: AuthUser | undefined, write: boolean): void {
  if (!comment.blocked) return;
  if (comment.authorId !== viewer?.id) throw AppError.notFound(COMMENT_MESSAGES.notFound);
  if (write) throw AppError.forbidden(MODERATION_MESSAGES.contentBlocked);
}
