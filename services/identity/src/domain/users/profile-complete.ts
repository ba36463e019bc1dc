import type { UserRecord } from '../../data/user-model';

type ProfileFields = Pick<UserRecord, 'name' | 'gender' | 'audience' | 'degree' | 'graduationYear' | 'universityId'>;

/**
 * Complete when name, gender and audience are set; a university student also needs degree,
 * graduation year and university. High-school students and others need nothing more: the spec's
 * forms ask them for nothing else.
 */
export function isProfileComplete(user: ProfileFields): boolean {
  if (!user.name || !user.gender || !user.audience) return false;
  if (user.audience !== 'UNIVERSITY_STUDENT') return true;
  return !!user.degree && user.graduationYear !== null && !!user.universityId;
}
