import type { User } from '@campusloop/contracts';
import type { AccessClaims } from '@campusloop/service-kit';
import type { UserRecord } from '../../data/user-model';
import { isProfileComplete } from './profile-complete';

/** The user JSON of spec §3 (never the stored record: no image keys, no login bookkeeping). */
export function toUserView(user: UserRecord): User {
  const profileImage = user.profileImage
    ? { id: user.profileImage.id, url: user.profileImage.url, isDefault: user.profileImage.isDefault }
    : null;
  return {
    id: user._id,
    name: user.name,
    email: user.email,
    bio: user.bio,
    gender: user.gender,
    audience: user.audience,
    userType: user.userType,
    profileComplete: isProfileComplete(user),
    profileImage,
    avatarUrl: profileImage?.url ?? null,
    isVerified: user.universityVerified,
    universityName: user.universityName,
    universityId: user.universityId,
    universityEmail: user.universityEmail,
    universityVerified: user.universityVerified,
    universityEmailVerifiedAt: user.universityEmailVerifiedAt?.toISOString() ?? null,
    degree: user.degree,
    graduationYear: user.graduationYear,
    hasAppliedReferralCode: user.hasAppliedReferralCode,
    referredByCode: user.referredByCode,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/** What services learn about the caller from the access token. `name` is '' until the profile has one. */
export function accessClaimsFor(user: UserRecord): AccessClaims {
  return {
    sub: user._id,
    audience: user.audience,
    universityId: user.universityId,
    universityVerified: user.universityVerified,
    userType: user.userType,
    name: user.name ?? '',
    avatarUrl: user.profileImage?.url ?? null,
    universityName: user.universityName,
    profileComplete: isProfileComplete(user),
    // Only accounts holding a role carry the claim (requireModerator reads it).
    ...(user.roles?.length ? { roles: [...user.roles] } : {}),
  };
}
