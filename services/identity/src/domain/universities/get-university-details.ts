import { UNIVERSITY_MESSAGES, type UniversityDetails } from '@campusloop/contracts';
import { AppError } from '@campusloop/service-kit';
import type { IdentityContext } from '../identity-context';
import { toUniversityDetails } from './university-view';

/** GET /universities/{id}/details. */
export async function getUniversityDetails(ctx: IdentityContext, universityId: string): Promise<UniversityDetails> {
  const university = await ctx.models.universities.findById(universityId).lean();
  if (!university) throw AppError.notFound(UNIVERSITY_MESSAGES.notFound);
  return toUniversityDetails(university);
}
