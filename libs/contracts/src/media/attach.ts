import { z } from 'zod';
import { publicIdSchema } from '../ids';
import { MAX_IMAGES_PER_CONTEXT } from '../constants';
import { mediaItemSchema, uploadDescriptorSchema } from './media-item';
import { mediaContextSchema } from './presign';

const MOST_IMAGES_ANY_CONTEXT = Math.max(...Object.values(MAX_IMAGES_PER_CONTEXT));

/**
 * POST /internal/uploads/attach (media service, service-to-service only). The calling service
 * passes the descriptors its client sent; media checks each upload exists, is complete, was made by
 * `userId` for this context (and this or no reference), that the reference stays within the
 * context's limit, then marks them attached and answers media items to store.
 * `detachIds` releases media of the same reference in the same call (an edit replacing images);
 * `isAnonymous`, when given, must match how the images were uploaded.
 */
export const mediaAttachRequestSchema = z.strictObject({
  userId: publicIdSchema,
  context: mediaContextSchema,
  referenceId: publicIdSchema,
  descriptors: z.array(uploadDescriptorSchema).min(1).max(MOST_IMAGES_ANY_CONTEXT),
  isAnonymous: z.boolean().optional(),
  detachIds: z.array(publicIdSchema).max(50).optional(),
});
export type MediaAttachRequest = z.input<typeof mediaAttachRequestSchema>;

/** Items in the order of the request's descriptors. */
export const mediaAttachResponseSchema = z.strictObject({ items: z.array(mediaItemSchema) });
export type MediaAttachResponse = z.infer<typeof mediaAttachResponseSchema>;

/**
 * POST /internal/uploads/detach: deletes media attached to a reference (all of it when `ids` is
 * omitted, e.g. the post was deleted). Idempotent.
 */
export const mediaDetachRequestSchema = z.strictObject({
  context: mediaContextSchema,
  referenceId: publicIdSchema,
  ids: z.array(publicIdSchema).max(50).optional(),
});
export type MediaDetachRequest = z.input<typeof mediaDetachRequestSchema>;

export const mediaDetachResponseSchema = z.strictObject({ detached: z.number().int().min(0) });
export type MediaDetachResponse = z.infer<typeof mediaDetachResponseSchema>;
