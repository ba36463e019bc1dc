import type { UniversityListItem } from '@campusloop/contracts';
import type { IdentityContext } from '../identity-context';
import { toUniversityListItem } from './university-view';

/** GET /universities: id and name of every university, by name. */
export async function listUniversities(ctx: IdentityContext): Promise<UniversityListItem[]> {
  const universities = await ctx.models.universities.find({}, { _id: 1, name: 1 }).sort({ name: 1 }).lean();
  return universities.map(toUniversityListItem);
}
