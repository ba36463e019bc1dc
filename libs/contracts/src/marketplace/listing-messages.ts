import { LISTING_DESCRIPTION_MAX, LISTING_NOTES_MAX, LISTING_TITLE_MAX } from '../constants';

/** Highest price a listing takes (the spec sets only the minimum, 0). */
export const LISTING_PRICE_MAX = 999_999.99;
/** Longest `q` of the campus search (beyond the spec). */
export const LISTING_SEARCH_MAX = 100;

/**
 * Texts of spec §2, §5 and §8 for the marketplace, word for word, plus the few server texts the
 * spec leaves to us (marked). The marketplace service and mfe-marketplace share them.
 */
export const LISTING_MESSAGES = {
  // §5
  titleRequired: 'Title is required',
  titleTooLong: `Title must be ${LISTING_TITLE_MAX} characters or less`,
  priceMin: 'Price must be 0 or greater',
  notesRequired: 'Contact details/notes are required',
  notesTooLong: `Notes must be ${LISTING_NOTES_MAX} characters or less`,
  // §2
  header: 'Campus Marketplace',
  untitled: 'Untitled Listing',
  unknownSeller: 'Unknown',
  accessRequired: 'You need to verify your university email in profile to access Marketplace.',
  commentPlaceholder: 'Ask a question about this item…',
  noQuestions: 'No questions yet. Be the first to ask about this item!',
  empty: 'No listings found',
  loadMore: 'Load More Listings',
  noMore: 'No more listings to load',
  showing: (count: number) => `Showing ${count} listings`,
  // §8
  openNotFound: 'This marketplace listing is no longer available. It may have been sold or removed.',
  openForbidden: "You don't have permission to view this listing.",
  openGone: 'This listing has been removed by the seller.',
  openNothingFound: 'The listing could not be found. It may have been sold or removed.',
  submitForbidden: 'You do not have permission to create listings. Please verify your university email.',
  modifyForbidden: 'You do not have permission to modify listings. Please verify your university email.',
  sessionExpired: 'Your session has expired. Please log in again.',
  serverError: 'Server error occurred. Please try again later.',
  networkError: 'Network error. Please check your connection and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  deleteFailed: 'Failed to delete listing. Please try again.',
  statusFailed: 'Failed to update listing status. Please try again.',
  createFailedWith: (error: string) => `Failed to create listing: ${error}`,
  createFailed: 'Failed to create listing. Please try again.',
  updateFailedWith: (error: string) => `Failed to update listing: ${error}`,
  updateFailed: 'Failed to update listing. Please try again.',
  deleted: 'Listing deleted successfully!',
  markedSold: 'Listing marked as sold successfully!',
  markedAvailable: 'Listing marked as available successfully!',
  updated: 'Listing updated successfully!',
  created: 'Listing created successfully!',
  deleteConfirm: 'Are you sure you want to delete this listing? This action cannot be undone.',
  commentForbidden: 'You do not have permission to comment on this listing',
  commentSessionExpired: 'Your session has expired. Please log in again',
  commentNotFound: 'This listing no longer exists',
  commentFailed: 'Failed to add comment',
  // Server texts (not given by the spec):
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be ${LISTING_DESCRIPTION_MAX} characters or less`,
  priceRequired: 'Price is required',
  priceNotNumber: 'Price must be a number',
  priceDecimals: 'Price can have at most two decimal places',
  priceTooHigh: 'Price must be 999999.99 or less',
  listingDataRequired: 'Listing data is required',
  mediaNotOnListing: 'Image not found on this listing',
  notFound: 'Listing not found',
  editForbidden: 'Only the seller can edit this listing',
  deleteForbidden: 'Only the seller can delete this listing',
  statusForbidden: 'Only the seller can mark this listing as sold or available',
  soldNotEditable: 'Sold listings cannot be edited. Mark it as available first.',
  soldInvalid: 'sold must be true or false',
  hideSoldInvalid: 'hideSold must be true or false',
  minPriceInvalid: 'minPrice must be a price of 0 or more with at most two decimals, e.g. 10 or 10.50',
  maxPriceInvalid: 'maxPrice must be a price of 0 or more with at most two decimals, e.g. 10 or 10.50',
  priceRangeInvalid: 'minPrice cannot be greater than maxPrice',
  sortInvalid: 'sort must be one of newest, price_asc, price_desc',
  searchTooLong: `q must be ${LISTING_SEARCH_MAX} characters or less`,
} as const;
