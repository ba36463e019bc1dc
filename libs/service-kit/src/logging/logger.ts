import pino from 'pino';
import { currentRequestContext } from './request-context';

/** The small logging interface services depend on (pino behind it). */
export interface Logger {
  debug(obj: object | string, msg?: string): void;
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
  child(bindings: Record<string, unknown>): Logger;
}

export interface LoggerOptions {
  name: string;
  level?: string;
}

/** A pino logger whose every line carries the current request id (AsyncLocalStorage). */
export function createLogger({ name, level }: LoggerOptions): Logger {
  return pino({
    name,
    level: level ?? process.env['LOG_LEVEL'] ?? (process.env['NODE_ENV'] === 'test' ? 'silent' : 'info'),
    base: { service: name },
    mixin() {
      const context = currentRequestContext();
      return context ? { requestId: context.requestId } : {};
    },
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.otp', '*.token'], remove: true },
  });
}
