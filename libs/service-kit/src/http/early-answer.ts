import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The most request body an early answer reads and throws away to keep the connection alive. More
 * than any JSON body the services accept (100 kB by default), small enough that a refused upload
 * costs little: above it the answer says `Connection: close` instead.
 */
export const EARLY_ANSWER_DRAIN_LIMIT_BYTES = 1024 * 1024;

/** How long a connection refused with `Connection: close` keeps reading before it is cut. */
export const EARLY_ANSWER_LINGER_MS = 2_000;

/** A declared body length at most `limitBytes` (a chunked body has no length: never bounded). */
function declaredWithin(req: IncomingMessage, limitBytes: number): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return false;
  const declared = Number(req.headers['content-length'] ?? 0);
  return Number.isFinite(declared) && declared <= limitBytes;
}

/**
 * Call before answering a request whose body may not have been read (a refusal, an upstream that
 * failed mid-body). An unread body left on a kept-alive connection is parsed as the start of the
 * next request, or stalls it: the client's next request hangs. So the rest of the body is read and
 * thrown away; when it is larger than `limitBytes` (or of unknown length) the answer also says
 * `Connection: close`, so the client sends its next request on a new connection and the server
 * reads only while the answer goes out. Stops whatever was consuming the body (a pipe to an
 * upstream). Does nothing once the body has been read.
 */
export function settleUnreadBody(
  req: IncomingMessage,
  res: ServerResponse,
  limitBytes: number = EARLY_ANSWER_DRAIN_LIMIT_BYTES,
): void {
  if (req.complete || req.readableEnded || req.destroyed) return;
  req.unpipe();
  if (!declaredWithin(req, limitBytes) && !res.headersSent) {
    res.setHeader('Connection', 'close');
    lingerOnClose(req.socket as Socket);
  }
  req.resume();
}

/**
 * Node ends a `Connection: close` socket as soon as the answer is out. A client still sending its
 * body then writes into a closed socket, gets a reset, and may lose the answer it had not read yet
 * (the gateway, for one, would report 503 instead of the service's 413). So this socket closes
 * gently ("lingering close"): the answer is sent and our side ended, the rest of the body is read
 * and dropped until the client closes too or `EARLY_ANSWER_LINGER_MS` pass.
 */
function lingerOnClose(socket: Socket): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    const cut = setTimeout(() => this.destroy(), EARLY_ANSWER_LINGER_MS);
    cut.unref();
    this.once('end', () => {
      clearTimeout(cut);
      this.destroy();
    });
    this.once('close', () => clearTimeout(cut));
    this.end();
    this.resume();
  };
}
