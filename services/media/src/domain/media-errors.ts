import { IMAGE_MAX_BYTES, MEDIA_MESSAGES, MediaErrorCode, maxImagesMessage, type MediaContext } from '@campusloop/contracts';
import { AppError } from '@campusloop/service-kit';

/** The media service's refusals, each with its status, code and spec wording. */
export const mediaErrors = {
  tooLarge: (size: number, declared: number) =>
    size > IMAGE_MAX_BYTES
      ? new AppError(413, MediaErrorCode.FILE_TOO_LARGE, MEDIA_MESSAGES.fileTooLarge)
      : new AppError(413, MediaErrorCode.UPLOAD_SIZE_MISMATCH, MEDIA_MESSAGES.sizeMismatch, {
          details: { declaredSize: declared },
        }),
  tooSmall: (declared: number) =>
    new AppError(400, MediaErrorCode.UPLOAD_SIZE_MISMATCH, MEDIA_MESSAGES.sizeMismatch, { details: { declaredSize: declared } }),
  invalidType: () => new AppError(415, MediaErrorCode.INVALID_FILE_TYPE, MEDIA_MESSAGES.invalidFileType),
  invalidContext: () => new AppError(400, MediaErrorCode.INVALID_MEDIA_CONTEXT, MEDIA_MESSAGES.invalidContext),
  limit: (max: number, context: MediaContext) =>
    new AppError(400, MediaErrorCode.MEDIA_LIMIT_EXCEEDED, maxImagesMessage(max, context), { details: { max, context } }),
  urlInvalid: () => new AppError(403, MediaErrorCode.UPLOAD_URL_INVALID, MEDIA_MESSAGES.uploadUrlInvalid),
  incomplete: (key: string) =>
    new AppError(409, MediaErrorCode.UPLOAD_INCOMPLETE, MEDIA_MESSAGES.uploadIncomplete, { details: { key } }),
  alreadyCompleted: () => new AppError(409, MediaErrorCode.UPLOAD_CONFLICT, MEDIA_MESSAGES.uploadAlreadyCompleted),
  busy: (key: string) =>
    new AppError(409, MediaErrorCode.UPLOAD_CONFLICT, 'This upload is being processed. Please try again in a moment.', {
      details: { key },
    }),
  notFound: (key: string) => new AppError(404, MediaErrorCode.UPLOAD_NOT_FOUND, MEDIA_MESSAGES.uploadNotFound, { details: { key } }),
  notOwned: (key: string) => new AppError(403, MediaErrorCode.UPLOAD_NOT_OWNED, MEDIA_MESSAGES.uploadNotOwned, { details: { key } }),
  attachedElsewhere: (key: string) =>
    new AppError(409, MediaErrorCode.UPLOAD_CONFLICT, MEDIA_MESSAGES.uploadAttachedElsewhere, { details: { key } }),
  otherReference: (key: string) =>
    new AppError(400, MediaErrorCode.UPLOAD_CONFLICT, MEDIA_MESSAGES.uploadOtherReference, { details: { key } }),
  descriptorMismatch: (key: string) =>
    new AppError(400, MediaErrorCode.DESCRIPTOR_MISMATCH, MEDIA_MESSAGES.descriptorMismatch, { details: { key } }),
  anonymity: () => new AppError(400, MediaErrorCode.ANONYMITY_MISMATCH, MEDIA_MESSAGES.anonymousLocked),
};
