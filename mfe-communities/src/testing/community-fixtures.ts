import type { Community } from '@campusloop/contracts';
import { anId as aPublicId } from '@campusloop/contracts/testing';

export { aPage } from '@campusloop/contracts/testing';

export const UNIVERSITY_ID = 'Un1v_000001';
export const anId = (prefix = 'cm'): string => aPublicId(prefix);

/** A public community of someone else the viewer has not joined; override what the test is about. */
export function aCommunity(overrides: Partial<Community> = {}): Community {
  const now = new Date().toISOString();
  return {
    id: anId(),
    name: 'Chess Club',
    description: 'Weekly games and puzzles.',
    visibility: 'PUBLIC',
    universityId: null,
    coverImage: null,
    memberCount: 3,
    official: false,
    isMember: false,
    isOwner: false,
    creator: { name: 'Rohan Demo', avatarUrl: null, isVerified: true, universityName: 'IIT Bombay' },
    creatorId: 'someoneElse',
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}
