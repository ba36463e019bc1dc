// Zod-free (front ends import it): the moderation paths of a discussion target's comments.
import { authorRestrictionPath, moderationPaths } from '../moderation/moderation-paths';

/** The comment (or reply) path below a discussion target's path. */
export const commentOf = <B extends string>(base: B) => `${base}/comments/{commentId}` as const;

/** Zod-free paths of a target's comment moderation (`commentReport`, `commentQueue`, …). */
export function commentModerationPaths<B extends string, D extends string>(base: B, desk: D) {
  const paths = moderationPaths(commentOf(base), desk);
  return {
    commentReport: paths.report,
    commentQueue: paths.queue,
    commentBlock: paths.block,
    commentUnblock: paths.unblock,
    commentDismiss: paths.dismiss,
    commentAudit: paths.audit,
    commentAuthorRestriction: authorRestrictionPath(desk),
  } as const;
}

