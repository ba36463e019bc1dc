import { createHash } from 'node:crypto';
import { NOTIFICATION_ERRORS, PUBLIC_ID_LENGTH, PUBLIC_ID_PATTERN } from '@campusloop/contracts';
import { AppError } from '@campusloop/service-kit';

/** Spec §5: an empty id is 400 INVALID_ID 'Invalid notification ID'. */
export function requireNotificationId(id: string): string {
  const trimmed = id.trim();
  if (!trimmed)
    throw new AppError(400, NOTIFICATION_ERRORS.invalidId.code, NOTIFICATION_ERRORS.invalidId.message);
  return trimmed;
}

export function notificationNotFound(): AppError {
  return new AppError(404, NOTIFICATION_ERRORS.notFound.code, NOTIFICATION_ERRORS.notFound.message);
}

/** Could this be one of our ids at all (11 characters of [A-Za-z0-9_])? */
export const isPublicId = (id: string): boolean => PUBLIC_ID_PATTERN.test(id);

/**
 * The id of the one notification a source gives (an event id, or an announcement and a user): the
 * same source always gives the same id, so a redelivery hits the unique `_id` instead of a second row.
 */
export function derivedNotificationId(source: string): string {
  return createHash('sha256')
    .update(source)
    .digest('base64url')
    .replace(/-/g, '_')
    .slice(0, PUBLIC_ID_LENGTH);
}
