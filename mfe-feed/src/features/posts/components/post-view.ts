/** Spec §2: a post is shown as edited when createdAt and updatedAt differ. */
export function isEdited(post: { createdAt: string; updatedAt: string }): boolean {
  return new Date(post.createdAt).getTime() !== new Date(post.updatedAt).getTime();
}

/** Spec §4: campus comments trust the server's `last` flag; other lists assume more after a full page. */
export function usesServerLastFlag(post: { scope: string }): boolean {
  return post.scope === 'CAMPUS';
}
