import { createHash } from 'node:crypto';
import { PUBLIC_ID_LENGTH } from '@campusloop/contracts';

/**
 * The stable public id of a catalogue university: derived from its slug, so every environment (and
 * every other service's seed data) agrees on it and re-seeding never creates duplicates.
 */
export function universityIdForSlug(slug: string): string {
  return createHash('sha256').update(`campusloop:university:${slug}`).digest('base64url').replace(/-/g, '_').slice(0, PUBLIC_ID_LENGTH);
}
