import { z } from 'zod';
import { IMAGE_MAX_BYTES, MEDIA_CONTEXTS } from '../constants';
import { publicIdSchema } from '../ids';
import { imageContentTypeSchema } from './media-item';
import { MEDIA_MESSAGES } from './media-messages';
import { mediaKeySchema } from './media-key';

export const mediaContextSchema = z.enum(MEDIA_CONTEXTS, { error: MEDIA_MESSAGES.invalidContext });

/**
 * POST /uploads/presign (spec §7). `referenceId` is the entity the image is for when it already
 * exists (editing a post, the user for PROFILE, a university); null for something not yet created.
 */
export const presignRequestSchema = z.strictObject({
  context: mediaContextSchema,
  contentType: imageContentTypeSchema,
  size: z
    .number({ error: MEDIA_MESSAGES.fileTooLarge })
    .int()
    .min(1, MEDIA_MESSAGES.emptyFile)
    .max(IMAGE_MAX_BYTES, MEDIA_MESSAGES.fileTooLarge),
  referenceId: publicIdSchema.nullable().optional().default(null),
  isAnonymous: z.boolean().optional().default(false),
});
export type PresignRequest = z.input<typeof presignRequestSchema>;
export type PresignRequestParsed = z.output<typeof presignRequestSchema>;

/**
 * Where to PUT the file. The client sends exactly `headers` (the content type is part of the
 * signature) and a body of exactly the declared size, before `expiresAt`.
 */
export const presignResponseSchema = z.strictObject({
  uploadUrl: z.string().min(1),
  key: mediaKeySchema,
  expiresAt: z.iso.datetime({ offset: true }),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
});
export type PresignResponse = z.infer<typeof presignResponseSchema>;
