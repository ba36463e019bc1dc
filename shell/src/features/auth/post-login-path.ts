import type { Audience } from '@campusloop/contracts';

/** The profile form for an audience (spec §2): high school and university forms, else /profile. */
export function profileFormPath(audience: Audience | null | undefined): string {
  if (audience === 'HIGH_SCHOOL_STUDENT') return '/highschool-form';
  if (audience === 'UNIVERSITY_STUDENT') return '/university-form';
  return '/profile';
}

/** Where a signed-in user goes after login (or when visiting /login, /verify): dashboard or the form. */
export function postLoginPath({ profileComplete, audience }: { profileComplete: boolean; audience: Audience | null }): string {
  return profileComplete ? '/dashboard' : profileFormPath(audience);
}
