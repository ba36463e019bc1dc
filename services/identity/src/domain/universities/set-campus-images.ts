import { UNIVERSITY_MESSAGES, type InternalCampusImagesRequest, type UniversityDetails } from '@campusloop/contracts';
import { AppError } from '@campusloop/service-kit';
import type { IdentityContext } from '../identity-context';
import { toUniversityDetails } from './university-view';

/**
 * PUT /internal/universities/{id}/campus-images: the university's campus images become the given
 * uploads (media attaches them to the university and answers their URLs). Used by the demo seed; the
 * details answer shows them (mfe-reviews' Overview gallery shows the first 4).
 */
export async function setCampusImages(
  ctx: IdentityContext,
  universityId: string,
  input: InternalCampusImagesRequest,
): Promise<UniversityDetails> {
  const university = await ctx.models.universities.findById(universityId).lean();
  if (!university) throw AppError.notFound(UNIVERSITY_MESSAGES.notFound);
  const urls = await ctx.campusImages.attach({ uploaderId: input.uploaderId, universityId, descriptors: input.descriptors });
  await ctx.models.universities.updateOne({ _id: universityId }, { $set: { campusImageUrls: urls } });
  return toUniversityDetails({ ...university, campusImageUrls: urls });
}
