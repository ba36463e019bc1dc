import type { BlockedUser } from '@campusloop/contracts';
import type { UserRecord } from '../../data/user-model';

/** One entry of the caller's block list: the blocked user's display name and picture, and when. */
export function blockedUserView(
  user: Pick<UserRecord, '_id' | 'name' | 'profileImage'>,
  blockedAt: Date,
): BlockedUser {
  return {
    userId: user._id,
    name: user.name ?? null,
    avatarUrl: user.profileImage?.url ?? null,
    blockedAt: blockedAt.toISOString(),
  };
}
