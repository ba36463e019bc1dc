import { PROFILE_INCOMPLETE_CODE, PROFILE_INCOMPLETE_MESSAGE, type Person } from '@campusloop/contracts';
import type { AuthUser } from '../auth/access-claims';
import { AppError } from '../errors/app-error';
import type { PeopleProjection } from './create-people-projection';

export function profileIncomplete(message: string = PROFILE_INCOMPLETE_MESSAGE): AppError {
  return new AppError(403, PROFILE_INCOMPLETE_CODE, message);
}

const isComplete = (facts: { profileComplete: boolean; name: string }) =>
  facts.profileComplete && facts.name.trim().length > 0;

/**
 * Before a write that shows its author to others: the author's profile must be complete, judged on
 * current facts, not on the token (which is up to 15 minutes old). The local projection decides when
 * it says complete; otherwise identity is asked (the profile may have been completed a moment ago,
 * before its event arrived); only when neither knows the user do the token's claims decide.
 * Refusal: 403 `PROFILE_INCOMPLETE` 'Complete your profile to post.' (or `message`).
 * Answers the person (undefined only when the claims decided).
 */
export async function requireCompleteProfile(
  people: Pick<PeopleProjection, 'loadPeople' | 'loadFresh'>,
  user: AuthUser,
  message?: string,
): Promise<Person | undefined> {
  const local = (await people.loadPeople([user.id])).get(user.id);
  if (local && isComplete(local)) return local;
  const fresh = await people.loadFresh(user.id);
  if (fresh) {
    if (isComplete(fresh)) return fresh;
    throw profileIncomplete(message);
  }
  if (isComplete(user)) return undefined;
  throw profileIncomplete(message);
}
