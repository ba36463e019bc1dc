import { ErrorCode, STATUS_MESSAGES } from '@campusloop/contracts';
import { AppError, UNREACHABLE_CODES, isUnreachable } from '@campusloop/service-kit';

/** Why the gateway gave up on an upstream, when it decided itself (timers), not the socket. */
export type UpstreamFailure = 'timeout' | 'unreachable';

/** undici: the upstream went silent after the request was sent (no headers, or a stalled body). */
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** The service could not be reached (refused, reset, no connection in time): service-kit's instances kit decides. */
export { isUnreachable };

/**
 * Maps a failed proxy attempt to the error the client sees: 504 TIMEOUT_ERROR when the upstream
 * did not answer in time, 503 SERVICE_UNAVAILABLE when it could not be reached, 502 otherwise.
 */
export function toUpstreamError(error: unknown, failure?: UpstreamFailure): AppError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (failure === 'timeout' || (code && TIMEOUT_CODES.has(code))) {
    return new AppError(504, ErrorCode.TIMEOUT_ERROR, STATUS_MESSAGES[504], { cause: error });
  }
  if (failure === 'unreachable' || (code && UNREACHABLE_CODES.has(code))) {
    return new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, STATUS_MESSAGES[503], { cause: error });
  }
  return new AppError(502, ErrorCode.BAD_GATEWAY, STATUS_MESSAGES[502], { cause: error });
}
