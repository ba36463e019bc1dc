import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough, type Writable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { settleUnreadBody, type AppError } from '@campusloop/service-kit';
import { compressAnswer, type CompressionPlan } from './compress-answer';
import { isUnreachable, toUpstreamError } from './upstream-error';
import type { Upstream } from './upstream-pool';

/** Response headers about the upstream connection, not about the response. */
const RESPONSE_HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'trailer',
  'upgrade',
]);

/** Headers of the gateway's own for the answer (request id, rate limits); the upstream's win. */
export type AnswerHeaders = Record<string, string>;

/**
 * The client's answer headers as a flat `[name, value, …]` list (node writes it as it is): the
 * gateway's own unless the upstream sent the same header, the upstream's end-to-end headers, and the
 * compression plan's changes. A list rather than an object built by assignment and `delete`: this
 * runs on every answer, and measured with `--cpu-prof` it was the gateway's costliest function.
 */
function answerHeaders(
  own: AnswerHeaders,
  upstream: IncomingHttpHeaders,
  plan: CompressionPlan,
): (string | string[])[] {
  const headers: (string | string[])[] = [];
  for (const name of Object.keys(own)) {
    if (upstream[name] === undefined) headers.push(name, own[name] as string);
  }
  for (const name of Object.keys(upstream)) {
    const value = upstream[name];
    if (value === undefined || RESPONSE_HOP_BY_HOP.has(name)) continue;
    if (name === 'vary' && plan.vary !== undefined) continue;
    if (name === 'content-length' && plan.encoding !== undefined) continue;
    headers.push(name, value);
  }
  if (plan.vary !== undefined) headers.push('vary', plan.vary);
  if (plan.encoding !== undefined) headers.push('content-encoding', plan.encoding);
  return headers;
}

/**
 * What the caller does when an exchange goes wrong: made once by the API handler and shared by every
 * request (closures per request were two allocations and two `__name` calls under tsx each).
 */
export interface ForwardHooks {
  /** Called at most once, before anything was written to `res`: the gateway answers with `error`. */
  fail(req: IncomingMessage, res: ServerResponse, answerHeaders: AnswerHeaders, error: AppError): void;
  /** Called when the upstream breaks after the response started (the client connection is cut). */
  brokenResponse(upstream: Upstream, error: unknown): void;
}

export interface ForwardOptions {
  answerHeaders: AnswerHeaders;
  /** What the upstream receives (upstream-headers.ts): no hop-by-hop or framing headers. */
  headers: IncomingHttpHeaders;
  hooks: ForwardHooks;
}

/** The upstream broke after the answer started: the client connection is cut. */
function broken(res: ServerResponse, options: ForwardOptions, upstream: Upstream, error: unknown): void {
  options.hooks.brokenResponse(upstream, error);
  res.destroy();
}

/**
 * 503/504 before anything was written: the Express error handler answers, and drains the rest of the
 * body or closes the connection (service-kit's settleUnreadBody), so the client's next request is answered.
 */
function failed(
  req: IncomingMessage,
  res: ServerResponse,
  body: PassThrough | null,
  options: ForwardOptions,
  error: unknown,
): void {
  if (body) req.unpipe(body);
  options.hooks.fail(req, res, options.answerHeaders, toUpstreamError(error));
}

function ignore(): void {
  // The body-less request's error needs no handling here: the response side sees the closed connection.
}

/** Methods a client may repeat without changing anything more (RFC 9110 §9.2.2), when they carry no body. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * One proxied exchange, as undici's dispatch handler: a class rather than an object literal of
 * closures, so a request allocates one object, not one function per callback (issue 30).
 */
class Exchange implements Dispatcher.DispatchHandler {
  controller: Dispatcher.DispatchController | undefined = undefined;
  clientGone = false;
  private target: Writable;

  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    readonly body: PassThrough | null,
    readonly options: ForwardOptions,
    readonly upstream: Upstream,
    /** Other instances a read that could not connect may still be sent to (never a write). */
    private readonly retriesLeft: number,
  ) {
    this.target = res;
  }

  onRequestStart(started: Dispatcher.DispatchController): void {
    this.controller = started;
    if (this.clientGone) started.abort(new Error('client closed the connection'));
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    status: number,
    headers: IncomingHttpHeaders,
    statusMessage?: string,
  ): void {
    if (status < 200) return; // informational: the final answer follows
    const { req, res, body, options } = this;
    if (body && !req.complete) {
      // A refusal before the whole body arrived: stop forwarding it and keep the client's
      // connection usable (the pool drops the upstream connection that still expects it).
      req.unpipe(body);
      settleUnreadBody(req, res);
    }
    const plan = compressAnswer(req, status, headers);
    const answer = answerHeaders(options.answerHeaders, headers, plan);
    if (statusMessage) res.writeHead(status, statusMessage, answer);
    else res.writeHead(status, answer);
    const compressor = plan.compressor;
    if (compressor) {
      compressor.once('error', (error) => broken(res, options, this.upstream, error));
      res.once('close', () => compressor.destroy());
      compressor.pipe(res);
      this.target = compressor;
    }
  }

  onResponseData(dataController: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.target.write(chunk)) return;
    dataController.pause();
    this.target.once('drain', () => dataController.resume());
  }

  onResponseEnd(): void {
    this.target.end();
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (this.clientGone) return;
    const unreachable = isUnreachable(error);
    if (unreachable) this.upstream.connectFailed();
    if (this.res.headersSent) broken(this.res, this.options, this.upstream, error);
    else if (unreachable && this.retriesLeft > 0 && this.body === null && IDEMPOTENT.has(this.req.method ?? '')) {
      // Nothing reached a service (no connection, or it was reset before any answer) and a read
      // changes nothing: another instance answers it (the pool backs off the failing one).
      dispatch(new Exchange(this.req, this.res, null, this.options, this.upstream, this.retriesLeft - 1));
    } else failed(this.req, this.res, this.body, this.options, error);
  }

  /** Called when the client went away: stop the upstream work too. */
  abort(): void {
    this.clientGone = true;
    this.controller?.abort(new Error('client closed the connection'));
  }
}

/**
 * The attempt in flight (the first or a retry) on its response, so a client that goes away aborts it.
 * A property rather than a WeakMap: a WeakMap entry per request made every young-generation GC walk
 * its ephemeron table (measured with `--cpu-prof` under `npm run bench:gateway`).
 */
const EXCHANGE = Symbol('exchange');
type TrackedResponse = ServerResponse & { [EXCHANGE]?: Exchange };

/** The response's 'close' listener (one function for every request, not a closure per request). */
function clientClosed(this: TrackedResponse): void {
  // The client went away before the answer was complete: stop the upstream work too.
  if (!this.writableFinished) this[EXCHANGE]?.abort();
}

function dispatch(exchange: Exchange): void {
  const { req, res, body, options, upstream } = exchange;
  (res as TrackedResponse)[EXCHANGE] = exchange;
  try {
    upstream.dispatcher.dispatch(
      { path: req.url ?? '/', method: req.method ?? 'GET', headers: options.headers, body },
      exchange,
    );
  } catch (error) {
    // undici refuses a request it cannot frame (a header it will not send): nothing went out.
    failed(req, res, body, options, error);
  }
}

/**
 * Streams one request to an upstream over its keep-alive pool (undici's `dispatch`) and the answer
 * back, without buffering either body (JSON answers of 1 KiB or more are compressed on the way, see
 * compress-answer.ts). Timeouts live on the pool: `upstream.timeoutMs` of silence → 504, no
 * connection within the connect timeout or a refused/reset connection → 503. A client that goes
 * away aborts the upstream request; an upstream that answers before the client's body is all there
 * (a refusal: 401, 413, 429) gets its answer through and the client's connection stays usable.
 */
export function forwardRequest(
  req: IncomingMessage,
  res: ServerResponse,
  upstream: Upstream,
  options: ForwardOptions,
): void {
  // The body goes through a stream of our own: undici destroys the body it was given when the
  // request ends, and destroying `req` would cut the client's connection.
  const body = hasBody(req) ? req.pipe(new PassThrough()) : null;

  // `on`, not `once`: a response closes once, and `once` wraps each listener in a new function.
  res.on('close', clientClosed);
  // An error on the client's request ends the body stream (and is never left unhandled).
  if (body) req.once('error', (error) => body.destroy(error));
  else req.on('error', ignore);

  dispatch(new Exchange(req, res, body, options, upstream, upstream.instances - 1));
}
