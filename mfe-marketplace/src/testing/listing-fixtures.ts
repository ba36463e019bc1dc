import type { Listing } from '@campusloop/contracts';
import { anId as aPublicId } from '@campusloop/contracts/testing';

export { aPage } from '@campusloop/contracts/testing';

export const UNIVERSITY_ID = 'Un1v_000001';

/** A fresh 11-character public id (listings' ids start with `li`). */
export const anId = (prefix = 'li'): string => aPublicId(prefix);

/** Someone else's available listing with one image; override what the test is about. */
export function aListing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: anId(),
    universityId: UNIVERSITY_ID,
    title: 'Desk lamp',
    description: 'Warm light, barely used.',
    price: 350,
    notes: 'Hostel B, room 12',
    media: [{ id: anId('me'), url: '/api/v1/media/marketplace/lamp.png', isDefault: false }],
    seller: { id: 'Se11er_0001', name: 'Ravi Kumar', avatarUrl: null },
    sold: false,
    blocked: false,
    commentCount: 0,
    isOwner: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
