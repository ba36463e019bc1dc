import { ErrorCode, STATUS_MESSAGES } from '@campusloop/contracts';

export interface AppErrorOptions {
  details?: unknown;
  validationErrors?: Record<string, string>;
  headers?: Record<string, string>;
  cause?: unknown;
}

/** The one error type services throw; the error handler turns it into the spec's error shape. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: unknown;
  readonly validationErrors?: Record<string, string>;
  readonly headers?: Record<string, string>;

  constructor(status: number, code: string, message?: string, options: AppErrorOptions = {}) {
    super(message ?? STATUS_MESSAGES[status] ?? 'An unexpected error occurred. Please try again.', {
      cause: options.cause,
    });
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.details = options.details;
    this.validationErrors = options.validationErrors;
    this.headers = options.headers;
  }

  static badRequest(message?: string, options?: AppErrorOptions): AppError {
    return new AppError(400, ErrorCode.BAD_REQUEST, message, options);
  }
  static validation(validationErrors: Record<string, string>, message?: string): AppError {
    const first = Object.values(validationErrors)[0];
    return new AppError(400, ErrorCode.VALIDATION_ERROR, message ?? first ?? STATUS_MESSAGES[400], {
      validationErrors,
    });
  }
  static unauthorized(message?: string): AppError {
    return new AppError(401, ErrorCode.UNAUTHORIZED, message);
  }
  static forbidden(message?: string): AppError {
    return new AppError(403, ErrorCode.FORBIDDEN, message);
  }
  static notFound(message?: string): AppError {
    return new AppError(404, ErrorCode.NOT_FOUND, message);
  }
  static conflict(message?: string, options?: AppErrorOptions): AppError {
    return new AppError(409, ErrorCode.CONFLICT, message, options);
  }
  /**
   * 503 `SERVICE_UNAVAILABLE` with `Retry-After` (and `details.retryAfterSeconds`): a temporary refusal
   * the caller may simply repeat later (a busy shared resource, a dependency not answering).
   */
  static unavailable(retryAfterSeconds: number, message?: string, options: Omit<AppErrorOptions, 'headers'> = {}): AppError {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, message, {
      ...options,
      headers: { 'Retry-After': String(seconds) },
      details: options.details ?? { retryAfterSeconds: seconds },
    });
  }
  static tooManyRequests(retryAfterSeconds: number, message?: string): AppError {
    return new AppError(429, ErrorCode.RATE_LIMITED, message, {
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
      details: { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) },
    });
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
