import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import {
  LIVE_CLOSE,
  LIVE_TIMINGS,
  NOTIFICATIONS_PATHS,
  apiPath,
  type LiveClientMessage,
  type LiveServerMessage,
} from '@campusloop/contracts';
import {
  addressKey,
  trustedClientAddress,
  type AuthUser,
  type ClientAddressProof,
  type Logger,
  type TokenVerifier,
} from '@campusloop/service-kit';
import { materializeAnnouncements } from '../domain/announcements';
import type { NotificationsContext } from '../domain/notifications-context';
import { tokenExpiresAt } from './token-expiry';
import type { LiveConnection } from './live-hub';
import {
  LIVE_LIMIT_DEFAULTS,
  addressCap,
  createMessageBudget,
  createSocketCounter,
  type LiveLimits,
} from './live-limits';

export interface LiveServerOptions {
  ctx: NotificationsContext;
  /** The app's verifier (revoked sessions refused). */
  verifier: TokenVerifier;
  logger: Logger;
  authTimeoutMs?: number;
  heartbeatMs?: number;
  /** Connection and message limits (defaults: LIVE_LIMIT_DEFAULTS). */
  limits?: Partial<LiveLimits>;
  /**
   * Verifies the gateway's signed client address (service-kit's `trustedClientAddress`), the address the
   * per-address cap counts; without it, or without a valid proof, the socket's peer address counts.
   */
  clientAddressProof?: ClientAddressProof | undefined;
}

/** What app deps may set of the live channel: timings (tests shorten them) and limits (from the config). */
export type LiveServerTuning = Pick<LiveServerOptions, 'authTimeoutMs' | 'heartbeatMs' | 'limits'>;

export interface LiveServer {
  /** The http server's `upgrade` listener (startService's `onUpgrade`). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every socket (shutdown). */
  close(): void;
}

const LIVE_PATH = apiPath(NOTIFICATIONS_PATHS.live);
const MAX_MESSAGE_BYTES = 8 * 1024;

function parseClientMessage(data: RawData): LiveClientMessage | null {
  try {
    const value = JSON.parse(data.toString()) as Partial<LiveClientMessage>;
    if (value.type === 'auth' && typeof value.token === 'string' && value.token.length > 0)
      return { type: 'auth', token: value.token };
    if (value.type === 'pong') return { type: 'pong' };
  } catch {
    // not JSON: refused below
  }
  return null;
}

/**
 * The live channel (WebSocket at /api/v1/notifications/live, reached through the gateway's upgrade
 * pass-through). Browsers cannot set an Authorization header on a WebSocket, and a token in the URL
 * would land in logs, so the first message carries the access token, once per socket (a second `auth`
 * closes it: 4400); it is checked on connect, again at every heartbeat (a revoked session is closed
 * within one beat) and when it expires (4401; the client reconnects with its renewed token). A socket
 * that misses a heartbeat is terminated; every closed socket leaves the hub.
 *
 * Limits (live-limits.ts, issue 34 finding 3): open sockets per client address (counted from the
 * upgrade) and per account (from its `auth`) beyond their caps are closed with 4429, a socket sending
 * more than its message budget with 4430. Every count is released when its socket closes.
 */
export function createLiveServer(options: LiveServerOptions): LiveServer {
  const { ctx, verifier, logger } = options;
  const authTimeoutMs = options.authTimeoutMs ?? LIVE_TIMINGS.authTimeoutMs;
  const heartbeatMs = options.heartbeatMs ?? LIVE_TIMINGS.heartbeatMs;
  const limits: LiveLimits = { ...LIVE_LIMIT_DEFAULTS, ...options.limits };
  const byAddress = createSocketCounter();
  const byAccount = createSocketCounter();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });

  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    const address = trustedClientAddress(req, options.clientAddressProof);
    const addressSlot = addressKey(address);
    ws.on('error', (error) => logger.debug({ err: error }, 'live socket error'));
    if (!byAddress.tryAcquire(addressSlot, addressCap(limits, address))) {
      ws.close(LIVE_CLOSE.tooManyConnections, 'Too many connections from this address');
      return;
    }
    let user: AuthUser | null = null;
    let authStarted = false;
    let token = '';
    let alive = true;
    const budget = createMessageBudget(limits.messagesPerWindow, limits.messageWindowMs);
    let expiryTimer: NodeJS.Timeout | undefined;
    const connection: LiveConnection = {
      send(message: LiveServerMessage) {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
      },
    };
    const close = (code: number, reason: string) => {
      if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close(code, reason);
    };
    const authTimer = setTimeout(
      () => close(LIVE_CLOSE.authTimeout, 'Authentication required'),
      authTimeoutMs,
    );

    const armExpiry = (candidate: string) => {
      clearTimeout(expiryTimer);
      const expiresAt = tokenExpiresAt(candidate);
      if (!expiresAt) return;
      const wait = Math.max(0, expiresAt.getTime() - Date.now());
      expiryTimer = setTimeout(
        () => close(LIVE_CLOSE.authFailed, 'Token expired'),
        Math.min(wait, 2 ** 31 - 1),
      );
    };

    const authenticate = async (candidate: string) => {
      let verified: AuthUser;
      try {
        verified = await verifier.verify(candidate);
      } catch {
        close(LIVE_CLOSE.authFailed, 'Session expired');
        return;
      }
      if (ws.readyState !== ws.OPEN) return;
      // Checked and counted in one synchronous step: racing sockets of one account cannot pass together.
      if (!byAccount.tryAcquire(verified.id, limits.socketsPerAccount)) {
        close(LIVE_CLOSE.tooManyConnections, 'Too many connections for this account');
        return;
      }
      token = candidate;
      armExpiry(candidate);
      user = verified;
      clearTimeout(authTimer);
      ctx.live.join(user.id, connection);
      await materializeAnnouncements(ctx, user.id);
      connection.send({ type: 'ready', unreadCount: await ctx.store.unreadCount(user.id) });
    };

    const heartbeat = setInterval(() => {
      if (!alive) {
        ws.close(LIVE_CLOSE.heartbeatLost, 'Heartbeat lost');
        ws.terminate();
        return;
      }
      alive = false;
      connection.send({ type: 'ping' });
      // The token is checked again each beat: a session revoked meanwhile ends the socket.
      if (user && token) {
        verifier.verify(token).catch(() => close(LIVE_CLOSE.authFailed, 'Session expired'));
      }
    }, heartbeatMs);

    ws.on('message', (data) => {
      // A socket being closed reads nothing more (e.g. the rest of a flood of frames).
      if (ws.readyState !== ws.OPEN) return;
      if (!budget.take()) {
        close(LIVE_CLOSE.tooManyMessages, 'Too many messages');
        return;
      }
      alive = true;
      const message = parseClientMessage(data);
      if (!message) {
        close(1003, 'Unsupported message');
        return;
      }
      if (message.type === 'auth') {
        if (authStarted) {
          close(LIVE_CLOSE.secondAuth, 'Already authenticated');
          return;
        }
        authStarted = true;
        authenticate(message.token).catch((error: unknown) => {
          logger.warn({ err: error }, 'live channel authentication failed');
          close(1011, 'Try again');
        });
      }
    });
    ws.on('pong', () => {
      alive = true;
    });
    ws.on('close', () => {
      clearTimeout(authTimer);
      clearTimeout(expiryTimer);
      clearInterval(heartbeat);
      byAddress.release(addressSlot);
      if (user) {
        byAccount.release(user.id);
        ctx.live.leave(user.id, connection);
      }
    });
  });

  return {
    handleUpgrade(req, socket, head) {
      const pathname = (req.url ?? '').split('?')[0];
      if (pathname !== LIVE_PATH) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    },
    close() {
      for (const client of wss.clients) client.close(LIVE_CLOSE.goingAway, 'Shutting down');
      wss.close();
    },
  };
}
