import { AppError, type AuthUser } from '@campusloop/service-kit';
import { MODERATION_MESSAGES } from '@campusloop/contracts';
import type { PostDoc } from '../data/post-model';

/**
 * A post as far as `viewer` may know it exists: a post a moderator blocked exists for its author
 * only, so everyone else gets null, i.e. the same 404 (or signed-out 401) as an unknown id.
 */
export function visibleTo(post: PostDoc | null, viewer: AuthUser | undefined): PostDoc | null {
  if (!post) return null;
  return post.blocked && post.authorId !== viewer?.id ? null : post;
}

/** Its author still reads a blocked post, but nobody writes to it (edit, comment, like): 403 'Content Blocked'. */
export function refuseBlockedWrites(post: PostDoc): void {
  if (post.blocked) throw AppError.forbidden(MODERATION_MESSAGES.contentBlocked);
}
