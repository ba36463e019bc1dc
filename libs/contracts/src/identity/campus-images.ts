import { z } from 'zod';
import { MAX_IMAGES_PER_CONTEXT } from '../constants';
import { publicIdSchema } from '../ids';
import { uploadDescriptorSchema } from '../media/media-item';

/** Identity's service-to-service path (never forwarded by the gateway; a service token is required). */
export const IDENTITY_INTERNAL_PATHS = {
  campusImages: '/internal/universities/{universityId}/campus-images',
} as const;

export const internalCampusImagesParamsSchema = z.object({ universityId: publicIdSchema });

/**
 * PUT /internal/universities/{universityId}/campus-images (an operator tool: the demo seed): the
 * university's campus images become these uploads (context UNIVERSITY_CAMPUS, referenceId the
 * university), which `uploaderId` presigned and sent; media checks and keeps them.
 */
export const internalCampusImagesRequestSchema = z.strictObject({
  uploaderId: z.string().min(1),
  descriptors: z.array(uploadDescriptorSchema).min(1).max(MAX_IMAGES_PER_CONTEXT.UNIVERSITY_CAMPUS),
});
export type InternalCampusImagesRequest = z.infer<typeof internalCampusImagesRequestSchema>;
