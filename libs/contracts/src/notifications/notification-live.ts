// Zod-free: the live channel's protocol (WebSocket at NOTIFICATIONS_PATHS.live, through the gateway).
import type { Notification } from './notification';

/**
 * The client opens the socket, then sends `{ type: 'auth', token }` (its access token) within
 * `authTimeoutMs`, once: a second `auth` closes the socket (`LIVE_CLOSE.secondAuth`), so a client whose
 * token was renewed opens a new socket. The server checks the token on connect, at every heartbeat and
 * when it expires (`LIVE_CLOSE.authFailed`). Afterwards the client only answers pings. The socket only
 * pushes: after (re)connecting the client reloads its list, the source of truth.
 */
export type LiveClientMessage = { type: 'auth'; token: string } | { type: 'pong' };

export type LiveServerMessage =
  /** Authenticated: the unread count now (the client refetches its list). */
  | { type: 'ready'; unreadCount: number }
  /** A new notification for this user (only when web delivery is on). */
  | { type: 'notification'; notification: Notification; unreadCount: number }
  /** The unread count changed in another tab or device (read, read-all, dismiss). */
  | { type: 'unread-count'; unreadCount: number }
  /** Heartbeat: answer with `{ type: 'pong' }`. */
  | { type: 'ping' };

export const LIVE_CLOSE = {
  /** The token was refused, expired without renewal, or its session ended. */
  authFailed: 4401,
  /** No `auth` message in time. */
  authTimeout: 4408,
  /** Two heartbeats without an answer. */
  heartbeatLost: 4000,
  /** The service is shutting down (reconnect). */
  goingAway: 1001,
  /** A second `auth` on one socket (a renewed token opens a new socket). Do not retry at once. */
  secondAuth: 4400,
  /** The account's or the client address's open sockets are at their cap. Retry slowly (a minute). */
  tooManyConnections: 4429,
  /** The socket sent more messages than its budget allows. Retry slowly (a minute). */
  tooManyMessages: 4430,
} as const;

/** Close codes of the live channel's limits: a client waits `LIVE_TIMINGS.limitRetryMs` before reconnecting. */
export const LIVE_LIMIT_CLOSES: readonly number[] = [
  LIVE_CLOSE.secondAuth,
  LIVE_CLOSE.tooManyConnections,
  LIVE_CLOSE.tooManyMessages,
];

export const LIVE_TIMINGS = { authTimeoutMs: 5_000, heartbeatMs: 25_000, limitRetryMs: 60_000 } as const;
