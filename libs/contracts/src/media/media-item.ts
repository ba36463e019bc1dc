import { z } from 'zod';
import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES } from '../constants';
import { publicIdSchema } from '../ids';
import { MEDIA_MESSAGES } from './media-messages';
import { mediaKeySchema } from './media-key';
import { singleLineText } from '../single-line-text';

export const imageContentTypeSchema = z.enum(IMAGE_CONTENT_TYPES, { error: MEDIA_MESSAGES.invalidFileType });

/**
 * New media as clients send it after a presigned upload (spec §3): no id yet.
 * `fileSize` and `contentType` are what was declared at presign time.
 */
export const uploadDescriptorSchema = z.strictObject({
  s3Key: mediaKeySchema,
  originalFilename: singleLineText(z.string().max(255), 'File name'),
  contentType: imageContentTypeSchema,
  fileSize: z
    .number()
    .int()
    .min(1, MEDIA_MESSAGES.emptyFile)
    .max(IMAGE_MAX_BYTES, MEDIA_MESSAGES.fileTooLarge),
});
export type UploadDescriptor = z.infer<typeof uploadDescriptorSchema>;

/** Existing media is sent back as its id only (spec §3). */
export const existingMediaRefSchema = z.strictObject({ id: publicIdSchema });
export type ExistingMediaRef = z.infer<typeof existingMediaRefSchema>;

/** What a create/edit form sends per image: an existing id, or a new upload descriptor. */
export const mediaInputSchema = z.union([existingMediaRefSchema, uploadDescriptorSchema]);
export type MediaInput = z.infer<typeof mediaInputSchema>;

export function isUploadDescriptor(input: MediaInput): input is UploadDescriptor {
  return 's3Key' in input;
}

/**
 * Media item as responses carry it (spec §3). `url` may be origin-relative (`/api/v1/media/...`).
 * Anonymous uploads never carry `originalFilename` (a file name can identify its author).
 */
export const mediaItemSchema = z.strictObject({
  id: z.string().min(1),
  url: z.string().min(1),
  isDefault: z.boolean(),
  s3Key: mediaKeySchema.optional(),
  originalFilename: z.string().optional(),
  contentType: imageContentTypeSchema.optional(),
  fileSize: z.number().int().min(0).optional(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;
