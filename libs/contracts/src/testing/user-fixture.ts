import type { User } from '../identity/user';

/** A complete, verified university student; override what a test cares about. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'Us3r_000001',
    name: 'Asha Rao',
    email: 'asha@example.com',
    bio: null,
    gender: 'FEMALE',
    audience: 'UNIVERSITY_STUDENT',
    userType: 'VERIFIED',
    profileComplete: true,
    profileImage: null,
    avatarUrl: null,
    isVerified: true,
    universityName: 'IIT Bombay',
    universityId: 'Un1v_000001',
    universityEmail: 'asha@iitb.ac.in',
    universityVerified: true,
    universityEmailVerifiedAt: '2026-01-01T00:00:00.000Z',
    degree: 'B.Tech',
    graduationYear: 2027,
    hasAppliedReferralCode: false,
    referredByCode: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
