import { API_SOCKET_PATHS } from '@campusloop/contracts';
import type { UpstreamName } from './upstreams';

export interface SocketPath {
  /** The full public path, e.g. `/api/v1/notifications/live`. */
  path: string;
  /** The vertical that declares (and serves) it. */
  upstream: UpstreamName;
}

/** Every public WebSocket endpoint, from the contracts (`API_SOCKET_PATHS`): the only paths the gateway upgrades. */
export const SOCKET_PATHS: readonly SocketPath[] = Object.entries(API_SOCKET_PATHS).flatMap(([vertical, paths]) =>
  paths.map((path): SocketPath => ({ path: `/api/v1${path}`, upstream: vertical as UpstreamName })),
);

const SOCKETS = new Set(SOCKET_PATHS.map((socket) => socket.path));

/** Whether an upgrade on this path (without its query) may be passed through. */
export function isSocketPath(pathname: string): boolean {
  return SOCKETS.has(pathname);
}
