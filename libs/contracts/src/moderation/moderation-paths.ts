// Zod-free (front ends import it): the moderation paths of a vertical.

/**
 * `item`: the reported item's own path (e.g. `/universities/{universityId}/market/{listingId}`);
 * `desk`: where the vertical's moderators work (e.g. `/marketplace/moderation`).
 */
export function moderationPaths<I extends string, D extends string>(item: I, desk: D) {
  return {
    report: `${item}/reports`,
    queue: `${desk}/reports`,
    block: `${desk}/items/{itemId}/block`,
    unblock: `${desk}/items/{itemId}/unblock`,
    dismiss: `${desk}/items/{itemId}/dismiss`,
    audit: `${desk}/audit`,
  } as const;
}

/**
 * Restrict (PUT) or lift (DELETE) the account behind an item by its sealed reference: the owning
 * service resolves the item to its author; the moderator never learns who it is (issue 28).
 */
export function authorRestrictionPath<D extends string>(desk: D) {
  return `${desk}/items/{itemId}/author-restriction` as const;
}
