// Zod-free: the live channel's protocol (WebSocket at NOTIFICATIONS_PATHS.live, through the gateway).
import type { Notification } from './notification';

/**
 * The client opens the socket, then sends `{ type: 'auth', token }` (its access token) within
 * `authTimeoutMs`; it sends a fresh one whenever its token is renewed. The server checks the token on
 * connect and again when it expires: without a fresh token by then it closes with `LIVE_CLOSE.authExpired`.
 * The socket only pushes: after (re)connecting the client reloads its list, the source of truth.
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
} as const;

export const LIVE_TIMINGS = { authTimeoutMs: 5_000, heartbeatMs: 25_000 } as const;
