import { searchWords } from '@campusloop/contracts';

/** The words the campus search matches a listing by (title and description). */
export const listingWords = (listing: { title: string; description: string }): string[] =>
  searchWords(`${listing.title} ${listing.description}`);
