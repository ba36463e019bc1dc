import { IMAGE_MAX_BYTES, type MediaContext } from '../constants';

/** Validation messages for images (spec §5), word for word; the service answers with the same texts. */
export const MEDIA_MESSAGES = {
  fileTooLarge: 'File size exceeds 7MB limit',
  invalidFileType: 'Invalid file type. Only JPEG, PNG, and WebP images are allowed',
  invalidContext: 'Invalid media context',
  /** Hint shown next to pickers (spec §5: "hint text says 5MB"). */
  sizeHint: 'JPEG, PNG or WebP, up to 5MB',
  anonymousLocked: 'Remove and re-upload images to change anonymous status',
  // Service-side messages (not in the spec; plain wording for cases the client cannot cause by itself).
  emptyFile: 'The file is empty',
  sizeMismatch: 'File size does not match the declared size',
  uploadUrlInvalid: 'This upload link is invalid or has expired. Please upload the file again.',
  uploadIncomplete: 'The upload has not been completed. Please upload the file again.',
  uploadAlreadyCompleted: 'This upload has already been completed.',
  uploadNotFound: 'Upload not found',
  uploadNotOwned: 'This upload belongs to another user',
  uploadAttachedElsewhere: 'This upload is already attached to other content',
  uploadOtherReference: 'This upload was made for other content',
  descriptorMismatch: 'The upload descriptor does not match the uploaded file',
} as const;

/** 'Maximum N image(s) allowed for {context}' (spec §5). */
export function maxImagesMessage(max: number, context: MediaContext | string): string {
  return `Maximum ${max} image(s) allowed for ${context}`;
}

/** 'File N: Invalid file type. Only JPEG, PNG, and WebP images are allowed' (spec §5, 1-based N). */
export function fileInvalidTypeMessage(fileNumber: number): string {
  return `File ${fileNumber}: ${MEDIA_MESSAGES.invalidFileType}`;
}

/** Upload error texts the client shows by cause (spec §8 "Upload errors"). */
export const UPLOAD_ERROR_MESSAGES = {
  network: 'Network error. Please check your connection and try again.',
  fileSize: 'File is too large. Please choose an image smaller than 5MB.',
  fileType: 'Invalid file type. Please choose a JPEG, PNG, or WebP image.',
  limit: 'Too many files selected. Please check the upload limits.',
  presign: 'Upload service temporarily unavailable. Please try again in a moment.',
  storage: 'Upload failed. Please try again.',
  generic: 'Something went wrong. Please try again.',
} as const;
export type UploadErrorKind = keyof typeof UPLOAD_ERROR_MESSAGES;

/** Bytes as the UI states them ("7MB"). */
export const IMAGE_MAX_MEGABYTES = IMAGE_MAX_BYTES / (1024 * 1024);
