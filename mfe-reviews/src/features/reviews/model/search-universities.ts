import type { UniversityListItem } from '@campusloop/contracts';

/** Spec §9: at most 10 suggestions. */
export const MAX_SUGGESTIONS = 10;

/** Lower-case without accents, so 'Zurich' finds 'Zürich'. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * The suggestions for a query: names containing it (case- and accent-insensitive), names starting
 * with it first, then alphabetical; at most 10. A blank query suggests nothing.
 */
export function searchUniversities(all: readonly UniversityListItem[], query: string): UniversityListItem[] {
  const needle = foldForSearch(query.trim());
  if (!needle) return [];
  return all
    .map((university) => ({ university, at: foldForSearch(university.name).indexOf(needle) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => Number(a.at !== 0) - Number(b.at !== 0) || a.university.name.localeCompare(b.university.name))
    .slice(0, MAX_SUGGESTIONS)
    .map(({ university }) => university);
}

/** The name split around the first match, for highlighting: [before, match, after]. */
export function splitOnMatch(name: string, query: string): [string, string, string] {
  const needle = foldForSearch(query.trim());
  const at = needle ? foldForSearch(name).indexOf(needle) : -1;
  if (at < 0) return [name, '', ''];
  return [name.slice(0, at), name.slice(at, at + needle.length), name.slice(at + needle.length)];
}
