import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Connection } from 'mongoose';
import { NOTIFICATIONS_PATHS, apiPath } from '@campusloop/contracts';
import { createLogger, type TokenVerifier } from '@campusloop/service-kit';
import { testServiceAuth } from '@campusloop/testing';
import { createNotificationsApp, type NotificationsApp, type NotificationsAppDeps } from '../app';

export interface LiveTestServer {
  built: NotificationsApp;
  /** `ws://…/api/v1/notifications/live` of this server. */
  liveUrl: string;
  close(): Promise<void>;
}

/** The notifications app behind a real HTTP server that upgrades its live channel, as main.ts wires it. */
export async function startLiveTestServer(options: {
  connection: Connection;
  verifier: TokenVerifier;
  live: NotificationsAppDeps['live'];
  /** How pushes cross instances (e.g. `{ pubsubUrl: 'redis://…' }`); default the database. */
  liveRelay?: NotificationsAppDeps['liveRelay'];
  /** false: this instance does not register for direct calls (the others reach it through the database alone). */
  peers?: boolean;
}): Promise<LiveTestServer> {
  const built = createNotificationsApp({
    connection: options.connection,
    logger: createLogger({ name: 'notifications-live-test', level: 'silent' }),
    verifier: options.verifier,
    serviceAuth: testServiceAuth('notifications'),
    readRevoked: async () => [],
    live: options.live,
    ...(options.liveRelay ? { liveRelay: options.liveRelay } : {}),
  });
  await built.store.init();
  const server = http.createServer(built.app);
  server.on('upgrade', built.live.handleUpgrade);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // As main.ts does: the other instances may call this one directly (unless `peers: false`).
  if (options.peers !== false) built.hub.listeningAt(`http://127.0.0.1:${port}`);
  return {
    built,
    liveUrl: `ws://127.0.0.1:${port}${apiPath(NOTIFICATIONS_PATHS.live)}`,
    async close() {
      built.live.close();
      await built.hub.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
