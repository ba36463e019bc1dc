import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { settleUnreadBody, type AppError } from '@campusloop/service-kit';
import { compressAnswer } from './compress-answer';
import { toUpstreamError, type UpstreamFailure } from './upstream-error';
import type { Upstream } from './upstream-pool';

/** Response headers about the upstream connection, not about the response. */
const RESPONSE_HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'trailer',
  'upgrade',
];

export interface ForwardOptions {
  /** A new connection that is not up within this time counts as the upstream being down. */
  connectTimeoutMs: number;
  /** Called at most once, before anything was written to `res`. */
  fail: (error: AppError) => void;
  /** Called when the upstream breaks after the response started (the client connection is cut). */
  onBrokenResponse: (error: unknown) => void;
}

/**
 * Streams one request to an upstream over its keep-alive agent and the answer back, without
 * buffering either body (JSON answers of 1 KiB or more are compressed on the way, see
 * compress-answer.ts). Timeouts: `upstream.timeoutMs` of silence → 504, no connection within
 * `connectTimeoutMs` or a refused/reset connection → 503. A client that goes away aborts the
 * upstream request.
 */
export function forwardRequest(
  req: IncomingMessage,
  res: ServerResponse,
  upstream: Upstream,
  options: ForwardOptions,
): void {
  let failure: UpstreamFailure | undefined;
  let settled = false;
  const client = upstream.target.protocol === 'https:' ? https : http;
  const headers = { ...req.headers, connection: 'keep-alive' };
  // The gateway already told the client to go on (node answers `Expect` itself); the upstream must not wait.
  delete headers.expect;
  const proxyReq = client.request({
    protocol: upstream.target.protocol,
    hostname: upstream.target.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: upstream.target.port,
    method: req.method,
    path: req.url,
    headers,
    agent: upstream.agent,
  });

  proxyReq.setTimeout(upstream.timeoutMs, () => {
    failure = 'timeout';
    proxyReq.destroy();
  });
  proxyReq.once('socket', (socket: Socket) => {
    if (!socket.connecting) return;
    const timer = setTimeout(() => {
      failure = 'unreachable';
      proxyReq.destroy();
    }, options.connectTimeoutMs);
    socket.once('connect', () => clearTimeout(timer));
    proxyReq.once('close', () => clearTimeout(timer));
  });

  let answered: IncomingMessage | undefined;
  proxyReq.on('response', (proxyRes) => {
    settled = true;
    answered = proxyRes;
    if (!req.complete) {
      // The upstream answered before the body was all there (a refusal: 401, 413, 429): stop
      // forwarding it, keep the client's connection usable, and drop the upstream connection,
      // which still expects the rest of the body.
      req.unpipe(proxyReq);
      settleUnreadBody(req, res);
      proxyRes.once('end', () => proxyReq.destroy());
    }
    for (const name of RESPONSE_HOP_BY_HOP) delete proxyRes.headers[name];
    const status = proxyRes.statusCode ?? 502;
    const compressor = compressAnswer(req, status, proxyRes.headers);
    res.writeHead(status, proxyRes.statusMessage, proxyRes.headers);
    const broken = (error: unknown) => {
      options.onBrokenResponse(error);
      res.destroy();
    };
    proxyRes.once('error', broken);
    if (compressor) {
      compressor.once('error', broken);
      res.once('close', () => compressor.destroy());
      proxyRes.pipe(compressor).pipe(res);
    } else {
      proxyRes.pipe(res);
    }
  });
  proxyReq.on('error', (error) => {
    if (answered?.complete) return; // e.g. the upstream closed after refusing an unfinished body
    if (settled || res.headersSent) {
      options.onBrokenResponse(error);
      res.destroy();
      return;
    }
    settled = true;
    // 503/504 before the body was all forwarded: the Express error handler drains it or closes
    // the connection (service-kit's settleUnreadBody), so the client's next request is answered.
    req.unpipe(proxyReq);
    options.fail(toUpstreamError(error, failure));
  });

  // The client went away before the answer was complete: stop the upstream work too.
  res.once('close', () => {
    if (!res.writableFinished) proxyReq.destroy();
  });
  req.once('error', () => proxyReq.destroy());
  req.pipe(proxyReq);
}
