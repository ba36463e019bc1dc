import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ErrorCode, STATUS_MESSAGES, type ErrorBody } from '@campusloop/contracts';
import { AppError, isAppError } from '../errors/app-error';
import type { Logger } from '../logging/logger';
import { settleUnreadBody } from './early-answer';

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
}

/** Maps anything thrown to an AppError: ours as they are, known library errors to 4xx, the rest to 500. */
export function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  const parserError = error as BodyParserError;
  if (parserError?.type === 'entity.too.large') return new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE);
  if (parserError?.type === 'entity.parse.failed')
    return new AppError(400, ErrorCode.BAD_REQUEST, 'Request body is not valid JSON.');
  if (parserError?.type === 'charset.unsupported' || parserError?.type === 'encoding.unsupported')
    return new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE);
  if (
    typeof parserError?.status === 'number' &&
    parserError.status >= 400 &&
    parserError.status < 500 &&
    parserError.expose
  )
    return new AppError(parserError.status, ErrorCode.BAD_REQUEST);
  const mongo = error as { code?: number; name?: string };
  if (mongo?.code === 11000) return AppError.conflict('This item already exists.');
  if (mongo?.name === 'CastError' || mongo?.name === 'StrictModeError') return AppError.badRequest();
  return new AppError(500, ErrorCode.INTERNAL_ERROR, STATUS_MESSAGES[500], { cause: error });
}

export function errorBody(error: AppError, requestId?: string): ErrorBody {
  return {
    status: error.status,
    code: error.code,
    message: error.message,
    ...(error.details !== undefined ? { details: error.details } : {}),
    ...(error.validationErrors ? { validationErrors: error.validationErrors } : {}),
    ...(requestId ? { requestId } : {}),
  };
}

/** The one error middleware: logs once, answers `{ status, code, message, details? }`, never a stack trace. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const appError = toAppError(error);
    if (appError.status >= 500) {
      logger.error({ err: appError.cause ?? error, method: req.method, path: req.path }, 'request failed');
    } else {
      logger.info(
        { status: appError.status, code: appError.code, method: req.method, path: req.path },
        'request rejected',
      );
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // A refusal can come before the body was read (a limit, a failed upstream): keep the connection usable.
    settleUnreadBody(req, res);
    for (const [name, value] of Object.entries(appError.headers ?? {})) res.setHeader(name, value);
    res.status(appError.status).json(errorBody(appError, req.get('x-request-id')));
  };
}

export function notFoundHandler(): RequestHandler {
  return (_req, _res, next) => next(AppError.notFound('The requested resource was not found.'));
}
