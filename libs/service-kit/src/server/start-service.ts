import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Logger } from '../logging/logger';
import { createHttpServer } from './express-aware-server';

export interface StartServiceOptions {
  app: http.RequestListener;
  host: string;
  port: number;
  logger: Logger;
  /** Run in order after the server stopped (e.g. stop the outbox dispatcher, close the database). */
  onClose?: Array<() => Promise<void>>;
  /** How long in-flight requests may take to finish on shutdown; then every socket is cut. Default 10 s. */
  drainTimeoutMs?: number;
  /**
   * The server's `upgrade` listener (WebSockets, e.g. the gateway's pass-through). Sockets it receives
   * are destroyed as soon as shutdown starts: they carry no request that could finish, and would
   * otherwise hold the drain for its whole timeout. Without it Node answers upgrade requests as plain
   * requests (an `upgrade` listener of our own would change that, so none is added).
   */
  onUpgrade?: (req: http.IncomingMessage, socket: Duplex, head: Buffer) => void;
  /** Exit the process on SIGTERM/SIGINT after closing. Default true (tests pass false). */
  handleSignals?: boolean;
  /**
   * On shutdown, how long `/readyz` answers 503 while requests are still served before the server stops
   * accepting (default 0): a balancer in front (the gateway's health checks, a Kubernetes readiness probe)
   * takes the instance out of rotation first, so a rolling restart refuses no one.
   */
  readinessGraceMs?: number;
}

export interface RunningService {
  server: http.Server;
  port: number;
  /** Stops accepting, drains in-flight requests (bounded), runs onClose. Idempotent. */
  close(): Promise<void>;
}

/** Longer than the gateway agent's idle timeout, so the service never closes a socket the gateway is reusing. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isReadinessProbe = (req: http.IncomingMessage) => req.url === '/readyz' || req.url?.startsWith('/readyz?') === true;

/** A draining instance's answer to `/readyz` (the error shape, like the health router's own 503). */
function answerDraining(res: http.ServerResponse): void {
  res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service temporarily unavailable. Please try again later.' }));
}

/** The set holds each socket until it closes. */
function remember<S extends Duplex>(sockets: Set<S>, socket: S): void {
  sockets.add(socket);
  socket.once('close', () => sockets.delete(socket));
}

/**
 * `server.close()` waits for every socket, but `closeIdleConnections`/`closeAllConnections` only see
 * sockets still speaking HTTP: an upgraded socket (WebSocket) left that bookkeeping and would hold
 * the server open for ever. So every socket is tracked from 'connection', and those still open at the
 * deadline are destroyed.
 */
async function drain(server: http.Server, sockets: Set<Socket>, timeoutMs: number): Promise<boolean> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  let done = false;
  void closed.then(() => {
    done = true;
  });
  const deadline = Date.now() + timeoutMs;
  // Keep-alive sockets become idle once their current response is sent: close them as they do.
  while (!done && Date.now() < deadline) {
    server.closeIdleConnections();
    await Promise.race([closed, sleep(50)]);
  }
  if (!done) for (const socket of sockets) socket.destroy();
  await closed;
  return done;
}

/** Listens, logs the URL, and shuts down gracefully on SIGTERM/SIGINT (then exits 0, or 1 if closing failed). */
export async function startService(options: StartServiceOptions): Promise<RunningService> {
  const {
    app,
    host,
    port,
    logger,
    onClose = [],
    drainTimeoutMs = 10_000,
    handleSignals = true,
    onUpgrade,
    readinessGraceMs = 0,
  } = options;
  const server = createHttpServer(app);
  // Readiness turns false first on shutdown (the app's own /readyz is not asked then).
  let draining = false;
  server.removeAllListeners('request');
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (draining && isReadinessProbe(req)) answerDraining(res);
    else app(req, res);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => remember(sockets, socket));
  const upgraded = new Set<Duplex>();
  if (onUpgrade) {
    server.on('upgrade', (req, socket, head) => {
      remember(upgraded, socket);
      onUpgrade(req, socket, head);
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  logger.info({ url: `http://${host}:${actualPort}` }, 'service listening');

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      removeSignalHandlers();
      draining = true;
      if (readinessGraceMs > 0) {
        logger.info({ readinessGraceMs }, 'draining: not ready, still serving');
        await sleep(readinessGraceMs);
      }
      for (const socket of upgraded) socket.destroy();
      const drained = await drain(server, sockets, drainTimeoutMs);
      if (!drained) logger.warn({ drainTimeoutMs }, 'in-flight requests cut off at shutdown');
      for (const hook of onClose) await hook();
      logger.info('service stopped');
    })();
    return closing;
  };

  const onSignal = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  const removeSignalHandlers = () => {
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
  };
  if (handleSignals) {
    process.once('SIGTERM', onSignal);
    process.once('SIGINT', onSignal);
  }

  return { server, port: actualPort, close };
}
