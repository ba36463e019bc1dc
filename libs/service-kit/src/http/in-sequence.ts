import type { RequestHandler } from 'express';

/**
 * Runs middlewares one after the other as ONE Express layer. Each layer of an Express router costs
 * a path match, a promise check and a closure per request; the kit's fixed front steps (request id,
 * security headers, body, hostile keys) need none of that. An error (or a rejected promise) goes to
 * Express's `next(error)` as usual.
 */
export function inSequence(handlers: readonly RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let index = 0;
    const step = (error?: unknown): void => {
      if (error !== undefined && error !== null) {
        next(error);
        return;
      }
      const handler = handlers[index];
      index += 1;
      if (!handler) {
        next();
        return;
      }
      try {
        const result: unknown = handler(req, res, step);
        if (result instanceof Promise) result.catch(next);
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}
