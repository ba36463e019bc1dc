import type { Express } from 'express';
import { DEFAULT_DIGEST_TIME_ZONE } from '@campusloop/contracts';
import {
  createIdempotentConsumer,
  createVerticalApp,
  createVerticalParts,
  refuseRevokedSessions,
  type VerticalAppDeps,
} from '@campusloop/service-kit';
import { notificationsInternalRoutes } from './api/internal-routes';
import { randomBytes } from 'node:crypto';
import { notificationsRoutes } from './api/notifications-routes';
import { createMailStore } from './data/mail-store';
import { createNotificationsStore, type NotificationsStore } from './data/notifications-store';
import type { NotificationsContext } from './domain/notifications-context';
import { announcementArrived } from './domain/announcements';
import { createRelayedLiveHub, type LiveRelayOptions, type RelayedLiveHub } from './live/live-relay';
import { createLiveServer, type LiveServer, type LiveServerTuning } from './live/live-server';
import { createDigestScheduler, type DigestScheduler } from './mail/daily-digest';
import { createMailSender, type MailSender, type MailSenderOptions } from './mail/mail-sender';

/**
 * service-kit's vertical deps (connection `campusloop_notifications`, logger, verifier, serviceAuth,
 * identityUrl for revoked sessions or readRevoked/readPeople in tests, now; it keeps no outbox) and its
 * live channel's timings.
 */
export interface NotificationsAppDeps extends Omit<VerticalAppDeps, 'outbox'> {
  /** Live channel timings (tests shorten them) and limits (main.ts: from the config). */
  live?: LiveServerTuning;
  /**
   * How pushes and announcements cross instances: `pubsubUrl` (LIVE_PUBSUB_URL, `redis://…`) through
   * Redis pub/sub; without it by direct calls between the instances (once `hub.listeningAt(url)` told
   * this one's address; heartbeat default 2 s) with the database behind them (how often each instance
   * reads, default 500 ms behind the direct calls, and how long events are kept).
   */
  liveRelay?: Pick<LiveRelayOptions, 'pollMs' | 'keepMs' | 'pubsubUrl' | 'peerHeartbeatMs'>;
  /**
   * E-mail: the SMTP mailer, identity's address lookup, the links' site and the unsubscribe secret
   * (main.ts wires them from the config). Without it mails are still queued but nothing sends them,
   * and unsubscribe links are signed with a secret of this process only (tools and tests that mail nothing).
   */
  mail?: NotificationsMailDeps;
  /** The daily digest's zone and hour (DIGEST_TIME_ZONE, DIGEST_HOUR; default Asia/Kolkata, 8). */
  digest?: { timeZone?: string; hour?: number };
}

export type NotificationsMailDeps = Pick<
  MailSenderOptions,
  'mailer' | 'mailAddress' | 'site' | 'unsubscribeSecret' | 'leaseMs' | 'maxAttempts' | 'backoff'
>;

const noMail: NotificationsMailDeps = {
  mailer: {
    send: () => Promise.reject(new Error('no mailer configured')),
    close: async () => undefined,
  },
  mailAddress: async () => null,
  site: {
    publicBaseUrl: 'http://localhost:3000',
    replyTo: 'support@campusloop.app',
    messageIdDomain: 'campusloop.app',
  },
  unsubscribeSecret: randomBytes(32).toString('base64url'),
};

export interface NotificationsApp {
  app: Express;
  store: NotificationsStore;
  hub: RelayedLiveHub;
  /** The WebSocket side: pass `live.handleUpgrade` as the server's upgrade listener. */
  live: LiveServer;
  /** The mail outbox's sender: main.ts starts it; tests call `sendDue()`. */
  mailSender: MailSender;
  /** The daily digest's maker: main.ts starts it; tests call `runOnce()`. */
  digest: DigestScheduler;
  ctx: NotificationsContext;
}

/** Builds the notifications service's Express app, its store and its live channel; does not listen. */
export function createNotificationsApp(deps: NotificationsAppDeps): NotificationsApp {
  const store = createNotificationsStore(deps.connection);
  // service-kit's parts every vertical shares: revoked sessions, the clock (notifications shows no authors:
  // actor names arrive in the events, as their publisher may show them).
  const parts = createVerticalParts(deps);
  const { revocations, now } = parts;
  // Pushes reach this instance's tabs at once and the other instances' through the relay
  // (Redis pub/sub with LIVE_PUBSUB_URL, else direct calls with `live_events` in the database behind them).
  const hub = createRelayedLiveHub({
    connection: deps.connection,
    logger: deps.logger,
    now,
    // The direct calls to the other instances carry the service token (`/internal/live-events`).
    authorization: () => deps.serviceAuth.authorization(),
    ...deps.liveRelay,
  });
  const mailDeps = deps.mail ?? noMail;
  const mails = createMailStore(deps.connection);
  const mailSender = createMailSender({ ...mailDeps, mails, store, logger: deps.logger, now });
  const digest = createDigestScheduler({
    store,
    mails,
    sender: mailSender,
    logger: deps.logger,
    now,
    ...deps.digest,
  });
  const ctx: NotificationsContext = {
    store,
    live: hub,
    logger: deps.logger,
    now,
    blocks: parts.blocks,
    mail: {
      store: mails,
      sender: mailSender,
      unsubscribeSecret: mailDeps.unsubscribeSecret,
      digestTimeZone: deps.digest?.timeZone ?? DEFAULT_DIGEST_TIME_ZONE,
    },
  };
  hub.onAnnouncement(() => {
    announcementArrived(ctx).catch((error: unknown) =>
      deps.logger.warn({ err: error }, "live relay: another instance's announcement was not taken in"),
    );
  });
  const consumer = createIdempotentConsumer({ connection: deps.connection });
  const live = createLiveServer({
    ctx,
    verifier: refuseRevokedSessions(deps.verifier, revocations),
    logger: deps.logger,
    // The per-address cap counts the address the gateway vouches for (signed with the service secret).
    clientAddressProof: deps.serviceAuth.clientAddressProof,
    ...deps.live,
  });

  const app = createVerticalApp(deps, parts, {
    name: 'notifications',
    mountApi(api) {
      api.use(notificationsRoutes(ctx));
    },
    internal: notificationsInternalRoutes(ctx, consumer, deps.serviceAuth.service),
  });
  // Closing the live channel (shutdown) also stops reading the other instances' pushes.
  const closeLive = live.close;
  live.close = () => {
    closeLive();
    void hub.close();
  };
  return { app, store, hub, live, ctx, mailSender, digest };
}

/** The Express app alone (what most callers and tests need). */
export function createApp(deps: NotificationsAppDeps): Express {
  return createNotificationsApp(deps).app;
}
