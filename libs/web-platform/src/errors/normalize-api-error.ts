import type { ApiError } from './api-error';
import { DEFAULT_STATUS_MESSAGES, type StatusMessages } from './status-messages';

export type NormalizeOptions = {
  /** The feature's status catalogue (e.g. FEED_STATUS_MESSAGES). */
  messages?: StatusMessages;
  /** A feature text that wins over the status catalogue, e.g. 'Failed to send OTP. Please try again.'. */
  fallbackMessage?: string;
};

type ServerBody = { status?: unknown; code?: unknown; message?: unknown; details?: unknown; validationErrors?: unknown };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function fromServerBody(status: number, body: ServerBody, fallback: string): ApiError {
  const error: ApiError = {
    status: typeof body.status === 'number' ? body.status : status,
    code: typeof body.code === 'string' ? body.code : 'UNKNOWN_ERROR',
    message: typeof body.message === 'string' && body.message.trim() ? body.message : fallback,
  };
  if (body.details !== undefined) error.details = body.details;
  if (isObject(body.validationErrors)) {
    error.validationErrors = Object.fromEntries(
      Object.entries(body.validationErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
  return error;
}

/**
 * Turns whatever a call rejected with (an RTK Query FetchBaseQueryError, a serialized thunk error, an
 * Error) into an ApiError. The server's message, code, details and validationErrors are used when the
 * body has them; otherwise spec §8 fallbacks: no response → status 0 NETWORK_ERROR, else UNKNOWN_ERROR.
 */
export function normalizeApiError(error: unknown, options: NormalizeOptions = {}): ApiError {
  const messages = options.messages ?? DEFAULT_STATUS_MESSAGES;
  const byStatus = (status: number) => options.fallbackMessage ?? messages[status] ?? messages.default;

  if (isObject(error) && 'status' in error) {
    const { status } = error;
    if (typeof status === 'number') {
      const body = isObject(error['data']) ? (error['data'] as ServerBody) : {};
      return fromServerBody(status, body, byStatus(status));
    }
    if (status === 'FETCH_ERROR') return { status: 0, code: 'NETWORK_ERROR', message: messages.network };
    if (status === 'TIMEOUT_ERROR') return { status: 408, code: 'TIMEOUT_ERROR', message: byStatus(408) };
    if (status === 'PARSING_ERROR' && typeof error['originalStatus'] === 'number') {
      return { status: error['originalStatus'], code: 'UNKNOWN_ERROR', message: byStatus(error['originalStatus']) };
    }
  }
  return { status: 0, code: 'UNKNOWN_ERROR', message: options.fallbackMessage ?? messages.default };
}
