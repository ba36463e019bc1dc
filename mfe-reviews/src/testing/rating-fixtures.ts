import type { Rating, RatingSummary, UniversityDetails, UniversityRatingsPage } from '@campusloop/contracts';

export const UNI_ID = 'Un1v_000001';

export function aUniversity(overrides: Partial<UniversityDetails> = {}): UniversityDetails {
  return {
    id: UNI_ID,
    name: 'Alpha Institute of Technology',
    city: 'Mumbai',
    country: 'India',
    logo: null,
    establishedYear: 1958,
    websiteUrl: null,
    about: 'A lakeside campus.',
    campusImages: [],
    address: 'Powai, Mumbai',
    mapLink: null,
    emailDomains: ['alpha.ac.in'],
    ...overrides,
  };
}

export function aRating(overrides: Partial<Rating> = {}): Rating {
  return {
    id: 'Rat1ng00001',
    academics: 4,
    placements: 4,
    campusLife: 5,
    hostel: 3,
    overall: 4,
    review: { title: 'Great labs', body: 'Lots to do.' },
    media: [],
    university: { id: UNI_ID, name: 'Alpha Institute of Technology' },
    universityId: UNI_ID,
    author: { name: 'Asha Rao', avatarUrl: null, isVerified: true, universityName: 'Alpha Institute of Technology' },
    authorId: 'Us3r_000002',
    isOwner: false,
    canModify: false,
    editableUntil: '2030-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aSummary(overrides: Partial<RatingSummary> = {}): RatingSummary {
  return {
    universityId: UNI_ID,
    count: 1,
    overall: 4,
    categories: { academics: 4, placements: 4, campusLife: 5, hostel: 3 },
    distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 },
    ...overrides,
  };
}

export function aRatingsPage(content: Rating[], summary: RatingSummary = aSummary()): UniversityRatingsPage {
  return { content, totalElements: content.length, last: true, page: 0, size: 20, summary };
}
