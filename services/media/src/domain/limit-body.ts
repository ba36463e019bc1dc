import { PassThrough, type Readable } from 'node:stream';

export class BodyTooLargeError extends Error {
  constructor(readonly received: number) {
    super(`body exceeded its limit after ${received} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

export class BodyAbortedError extends Error {
  constructor(cause?: unknown) {
    super('the client stopped sending', { cause });
    this.name = 'BodyAbortedError';
  }
}

const ignore = () => undefined;

/**
 * Passes `body` through until more than `limit` bytes arrive; then the returned stream fails with
 * BodyTooLargeError and the rest of `body` is read and dropped (never destroyed), so the HTTP
 * response can still reach the client. A client that disconnects fails it with BodyAbortedError.
 */
export function limitBody(body: Readable, limit: number): { stream: PassThrough; received: () => number } {
  const out = new PassThrough();
  let received = 0;
  let settled = false;
  body.on('error', ignore);

  const settle = () => {
    settled = true;
    body.off('data', onData);
    body.off('end', onEnd);
    body.off('error', onError);
    body.off('close', onClose);
    out.off('drain', onDrain);
  };
  function onData(chunk: Buffer) {
    received += chunk.length;
    if (received > limit) {
      settle();
      body.resume();
      out.destroy(new BodyTooLargeError(received));
      return;
    }
    if (!out.write(chunk)) body.pause();
  }
  function onDrain() {
    body.resume();
  }
  function onEnd() {
    settle();
    out.end();
  }
  function onError(error: Error) {
    settle();
    out.destroy(new BodyAbortedError(error));
  }
  function onClose() {
    if (settled) return;
    settle();
    out.destroy(new BodyAbortedError());
  }

  body.on('data', onData);
  body.on('end', onEnd);
  body.on('error', onError);
  body.on('close', onClose);
  out.on('drain', onDrain);
  return { stream: out, received: () => received };
}
