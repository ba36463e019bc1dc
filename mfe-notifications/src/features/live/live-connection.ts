import {
  LIVE_CLOSE,
  LIVE_LIMIT_CLOSES,
  LIVE_TIMINGS,
  NOTIFICATIONS_PATHS,
  type LiveServerMessage,
} from '@campusloop/contracts';
import { API_BASE_URL, tokenStorage } from '@campusloop/web-platform';

export type LiveStatus = 'idle' | 'connecting' | 'open' | 'lost';

export interface LiveSnapshot {
  status: LiveStatus;
  /** Grows on every (re)connect: lists reload then (the list is the source of truth). */
  epoch: number;
}

export interface LiveHandlers {
  onMessage(message: LiveServerMessage): void;
  /** The token was refused or expired: make the session renew it (a call that gets 401 refreshes). */
  renewToken(): Promise<void>;
}

const RECONNECT = { baseMs: 1000, maxMs: 30_000, jitter: 0.1 } as const;
const TOKEN_CHECK_MS = 30_000;

let snapshot: LiveSnapshot = { status: 'idle', epoch: 0 };
const listeners = new Set<() => void>();
let owners: LiveHandlers[] = [];
let socket: WebSocket | null = null;
let sentToken: string | null = null;
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let tokenTimer: ReturnType<typeof setInterval> | undefined;

function set(next: Partial<LiveSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  listeners.forEach((listener) => listener());
}

function liveUrl(): string {
  const url = new URL(`${API_BASE_URL}${NOTIFICATIONS_PATHS.live}`, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

function reconnectDelay(): number {
  const delay = Math.min(RECONNECT.maxMs, RECONNECT.baseMs * 2 ** attempt);
  attempt += 1;
  return Math.round(delay * (1 + (Math.random() * 2 - 1) * RECONNECT.jitter));
}

/**
 * After a limit close (too many sockets for the account or the address, too many messages, a second
 * auth: LIVE_LIMIT_CLOSES, documented in the notifications README) the next try waits at least a
 * minute (with jitter), so tabs never hammer a refusing server in a tight loop; the backoff goes on
 * growing from there.
 */
function limitDelay(): number {
  const backoff = reconnectDelay();
  const floor = LIVE_TIMINGS.limitRetryMs * (1 + Math.random() * RECONNECT.jitter);
  return Math.round(Math.max(backoff, floor));
}

function scheduleReconnect(delayMs = reconnectDelay()): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(connect, delayMs);
}

function sendAuth(ws: WebSocket, token: string): void {
  sentToken = token;
  ws.send(JSON.stringify({ type: 'auth', token }));
}

function connect(): void {
  clearTimeout(retryTimer);
  if (owners.length === 0 || typeof WebSocket === 'undefined') return;
  const token = tokenStorage.getAccessToken();
  if (!token) return;
  socket?.close();
  set({ status: snapshot.status === 'lost' ? 'lost' : 'connecting' });
  const ws = new WebSocket(liveUrl());
  socket = ws;
  ws.onopen = () => sendAuth(ws, token);
  ws.onmessage = (event) => {
    let message: LiveServerMessage;
    try {
      message = JSON.parse(String(event.data)) as LiveServerMessage;
    } catch {
      return;
    }
    if (message.type === 'ping') {
      ws.send(JSON.stringify({ type: 'pong' }));
      return;
    }
    if (message.type === 'ready') {
      attempt = 0;
      set({ status: 'open', epoch: snapshot.epoch + 1 });
    }
    owners.forEach((owner) => owner.onMessage(message));
  };
  ws.onclose = (event) => {
    if (socket !== ws) return;
    socket = null;
    if (owners.length === 0) {
      set({ status: 'idle' });
      return;
    }
    set({ status: 'lost' });
    if (LIVE_LIMIT_CLOSES.includes(event.code)) {
      scheduleReconnect(limitDelay());
      return;
    }
    if (event.code === LIVE_CLOSE.authFailed || event.code === LIVE_CLOSE.authTimeout) {
      const [owner] = owners;
      void (owner ? owner.renewToken() : Promise.resolve()).finally(() => scheduleReconnect());
      return;
    }
    scheduleReconnect();
  };
}

/**
 * The tab's one live connection (spec §2 toasts), shared by the bell and the page: opened while
 * anyone holds it, reopened with the new token when the session's token changes (the server takes one
 * `auth` per socket), reconnected with backoff (1 s × 2 up to 30 s, 10 % jitter) after a drop, and
 * not before a minute after a limit close. Returns the release.
 */
export function acquireLiveConnection(handlers: LiveHandlers): () => void {
  owners = [...owners, handlers];
  if (owners.length === 1) {
    connect();
    tokenTimer = setInterval(() => {
      const token = tokenStorage.getAccessToken();
      // A renewed token opens a new socket: a second auth on the open one would close it (4400).
      if (socket?.readyState === WebSocket.OPEN && token && token !== sentToken) connect();
      if (!socket && token && snapshot.status === 'idle') connect();
    }, TOKEN_CHECK_MS);
  }
  return () => {
    owners = owners.filter((owner) => owner !== handlers);
    if (owners.length > 0) return;
    clearTimeout(retryTimer);
    clearInterval(tokenTimer);
    const open = socket;
    socket = null;
    open?.close(1000, 'Closed by the page');
    set({ status: 'idle' });
  };
}

/** 'Retry' on the connection-lost panel: try now, without waiting for the backoff. */
export function retryLiveConnection(): void {
  attempt = 0;
  connect();
}

export function subscribeLive(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getLiveSnapshot = (): LiveSnapshot => snapshot;
