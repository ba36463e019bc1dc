// Zod-free (front ends import it): the discussion paths below any target's path.

/** The discussion paths of a target whose own path is `base` (a template such as `/feed/posts/{postId}`). */
export function discussionPaths<B extends string>(base: B) {
  return {
    comments: `${base}/comments`,
    comment: `${base}/comments/{commentId}`,
    replies: `${base}/comments/{commentId}/replies`,
    commentLike: `${base}/comments/{commentId}/like`,
    like: `${base}/like`,
  } as const;
}
