import { ErrorCode, STATUS_MESSAGES } from '@campusloop/contracts';
import { AppError } from '@campusloop/service-kit';

/** Why the gateway gave up on an upstream, when it decided itself (timers), not the socket. */
export type UpstreamFailure = 'timeout' | 'unreachable';

/** Socket errors that mean the service is not there (down, restarting, not listening). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'ETIMEDOUT',
  // undici (the gateway's upstream pool): no connection in time, or the connection closed/reset
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

/** undici: the upstream went silent after the request was sent (no headers, or a stalled body). */
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** The service could not be reached (refused, reset, no connection in time): nothing was answered. */
export function isUnreachable(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code !== undefined && UNAVAILABLE_CODES.has(code);
}

/**
 * Maps a failed proxy attempt to the error the client sees: 504 TIMEOUT_ERROR when the upstream
 * did not answer in time, 503 SERVICE_UNAVAILABLE when it could not be reached, 502 otherwise.
 */
export function toUpstreamError(error: unknown, failure?: UpstreamFailure): AppError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (failure === 'timeout' || (code && TIMEOUT_CODES.has(code))) {
    return new AppError(504, ErrorCode.TIMEOUT_ERROR, STATUS_MESSAGES[504], { cause: error });
  }
  if (failure === 'unreachable' || (code && UNAVAILABLE_CODES.has(code))) {
    return new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, STATUS_MESSAGES[503], { cause: error });
  }
  return new AppError(502, ErrorCode.BAD_GATEWAY, STATUS_MESSAGES[502], { cause: error });
}
