import {
  IMAGE_CONTENT_TYPES,
  IMAGE_MAX_BYTES,
  MAX_IMAGES_PER_CONTEXT,
  MEDIA_MESSAGES,
  fileInvalidTypeMessage,
  maxImagesMessage,
  type MediaContext,
} from '@campusloop/contracts';

export interface FileValidation {
  accepted: File[];
  /** Spec §5 messages, one per refused file (and one for the limit). */
  errors: string[];
}

/**
 * Checks picked files before anything is uploaded: JPEG/PNG/WebP only, 7 MB each, and no more
 * than the context allows together with the images the form already holds. Files beyond the
 * limit are refused (the first ones picked are kept).
 */
export function validateImageFiles(files: readonly File[], context: MediaContext, alreadyHeld: number): FileValidation {
  const max = MAX_IMAGES_PER_CONTEXT[context];
  const accepted: File[] = [];
  const errors: string[] = [];
  files.forEach((file, index) => {
    if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) errors.push(fileInvalidTypeMessage(index + 1));
    else if (file.size > IMAGE_MAX_BYTES) errors.push(`File ${index + 1}: ${MEDIA_MESSAGES.fileTooLarge}`);
    else accepted.push(file);
  });
  const room = Math.max(0, max - alreadyHeld);
  if (accepted.length > room) {
    errors.push(maxImagesMessage(max, context));
    accepted.splice(room);
  }
  return { accepted, errors };
}
