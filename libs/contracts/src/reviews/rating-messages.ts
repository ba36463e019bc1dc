/**
 * Texts of spec §2, §4, §5 and §8 for university ratings, word for word, plus the few server texts
 * the spec leaves to us (marked). The reviews service and mfe-reviews share them.
 */
export const RATING_MESSAGES = {
  // §2
  searchPlaceholder: 'Search for a University',
  verifyToRate: 'Complete your university verification in profile section to rate & review your university',
  profileRequired: 'Complete your profile to view student reviews.',
  // §4
  windowHint: 'Can only edit/delete within 6 months',
  // §5
  categoriesRequired: 'Please provide ratings for all categories',
  // §8
  loadUniversityFailed: 'Unable to load university information at the moment.',
  loadMineFailed: 'Failed to load your ratings.',
  editWindowClosed: 'You can only edit ratings within 6 months of creation.',
  deleteWindowClosed: 'You can only delete ratings within 6 months of creation.',
  alreadyRated:
    'You already submitted a rating in the last 6 months. You can edit it from the "My Ratings" tab.',
  universityUnknown: 'University ID not found. Please complete your profile or contact support.',
  submitFailed: 'Failed to submit review. Please try again.',
  // Server and UI texts (not given by the spec):
  reviewTitleTooLong: 'Review title must be 100 characters or less',
  reviewBodyTooLong: 'Review must be 2000 characters or less',
  onlyOwnUniversity: 'You can only rate your own university.',
  notFound: 'Rating not found.',
  editForbidden: 'You can only edit your own ratings.',
  deleteForbidden: 'You can only delete your own ratings.',
  mediaNotOnRating: 'An image id that is not on this rating was sent.',
  deleteConfirm: 'Are you sure you want to delete this rating? This action cannot be undone.',
} as const;
