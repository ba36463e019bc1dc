import { AppError } from '../errors/app-error';

/**
 * The ownership rule in one place: only the one who made a post, comment, event... may edit or
 * delete it (and is shown `isOwner`). A signed-out viewer owns nothing.
 */
export function isOwnedBy(ownerId: string, viewerId: string | undefined): boolean {
  return viewerId !== undefined && viewerId === ownerId;
}

/** 403 FORBIDDEN with the vertical's text (e.g. 'You can only edit your own events.') unless `userId` owns it. */
export function requireOwner(ownerId: string, userId: string, forbiddenMessage: string): void {
  if (!isOwnedBy(ownerId, userId)) throw AppError.forbidden(forbiddenMessage);
}
