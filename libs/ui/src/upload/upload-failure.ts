import { MediaErrorCode, UPLOAD_ERROR_MESSAGES } from '@campusloop/contracts';

/** Why an upload step failed: `status` 0 means no response at all. */
export interface UploadFailure {
  stage: 'presign' | 'upload';
  status: number;
  code?: string;
  message?: string;
}

export function isUploadFailure(value: unknown): value is UploadFailure {
  return typeof value === 'object' && value !== null && 'stage' in value && 'status' in value;
}

/**
 * Turns whatever the `presign` callback threw into an UploadFailure: an RTK Query error
 * (`{ status, data: { code, message } }`), a fetch Response-like `{ status, message }`, or a
 * network TypeError (status 0).
 */
export function toUploadFailure(error: unknown, stage: UploadFailure['stage']): UploadFailure {
  if (isUploadFailure(error)) return error;
  if (typeof error === 'object' && error !== null) {
    const shaped = error as { status?: unknown; data?: { code?: unknown; message?: unknown }; code?: unknown; message?: unknown };
    const status = typeof shaped.status === 'number' ? shaped.status : 0;
    const code = shaped.data?.code ?? shaped.code;
    const message = shaped.data?.message ?? (status ? shaped.message : undefined);
    return {
      stage,
      status,
      ...(typeof code === 'string' ? { code } : {}),
      ...(typeof message === 'string' ? { message } : {}),
    };
  }
  return { stage, status: 0 };
}

/**
 * The text shown for a failed upload (spec §8 "Upload errors"): the server's own message for
 * refusals it explains (size, type, limit, expired link), the §8 wording otherwise.
 */
export function uploadFailureMessage(failure: UploadFailure): string {
  const { status, code, message, stage } = failure;
  if (status === 0) return UPLOAD_ERROR_MESSAGES.network;
  if (code === MediaErrorCode.FILE_TOO_LARGE || status === 413) return message ?? UPLOAD_ERROR_MESSAGES.fileSize;
  if (code === MediaErrorCode.INVALID_FILE_TYPE || status === 415) return message ?? UPLOAD_ERROR_MESSAGES.fileType;
  if (code === MediaErrorCode.MEDIA_LIMIT_EXCEEDED) return message ?? UPLOAD_ERROR_MESSAGES.limit;
  if (status >= 500 || status === 429) return stage === 'presign' ? UPLOAD_ERROR_MESSAGES.presign : UPLOAD_ERROR_MESSAGES.storage;
  if (stage === 'upload') return message ?? UPLOAD_ERROR_MESSAGES.storage;
  return message ?? UPLOAD_ERROR_MESSAGES.generic;
}
