import type { Person } from '@campusloop/contracts';
import type { UserRecord } from '../../data/user-model';
import { isProfileComplete } from './profile-complete';

type FactFields = Pick<
  UserRecord,
  | '_id'
  | 'name'
  | 'profileImage'
  | 'universityVerified'
  | 'universityId'
  | 'universityName'
  | 'audience'
  | 'gender'
  | 'degree'
  | 'graduationYear'
> & { peopleVersion?: number };

/** What other services may know and show of a user (the `user.updated` payload, `/internal/people`). */
export function personOf(user: FactFields): Person {
  return {
    id: user._id,
    name: user.name ?? '',
    avatarUrl: user.profileImage?.url ?? null,
    isVerified: user.universityVerified,
    universityId: user.universityId,
    universityName: user.universityName,
    audience: user.audience,
    profileComplete: isProfileComplete(user),
    version: user.peopleVersion ?? 0,
  };
}

/** Whether two people differ in anything other services show or gate on (the version aside). */
export function factsDiffer(a: Person, b: Person): boolean {
  const { version: _a, ...left } = a;
  const { version: _b, ...right } = b;
  return (Object.keys(left) as Array<keyof typeof left>).some((key) => left[key] !== right[key]);
}
