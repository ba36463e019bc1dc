import {
  createNetworkAllowlist,
  createSmtpMailer,
  installationSecret,
  runVerticalService,
} from '@campusloop/service-kit';
import { createNotificationsApp } from './app';
import { NOTIFICATIONS_DB_NAME, loadNotificationsConfig, mailDomainOf } from './config/notifications-config';
import { livePeerUrl } from './live/live-peer-url';
import { identityMailAddresses } from './mail/mail-addresses';

// Notifications publishes nothing: no event outbox, so no dispatcher. Its mail outbox has a sender of its own.
runVerticalService({
  name: 'notifications',
  dbName: NOTIFICATIONS_DB_NAME,
  loadConfig: () => loadNotificationsConfig(),
  async build({ connection, logger, verifier, serviceAuth, config }) {
    const mailer = createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom });
    const unsubscribeSecret = await installationSecret({
      configured: config.unsubscribeSecret,
      envKey: 'UNSUBSCRIBE_SECRET',
      nodeEnv: config.nodeEnv,
      dataDir: config.dataDir,
      fileName: 'notifications-unsubscribe-secret',
      logger,
    });
    const { app, store, hub, live, mailSender, digest } = createNotificationsApp({
      connection,
      logger,
      verifier,
      serviceAuth,
      identityUrl: config.identityUrl,
      // LIVE_PUBSUB_URL: pushes and announcements cross instances through Redis pub/sub, else the database.
      liveRelay: config.livePubsubUrl ? { pubsubUrl: config.livePubsubUrl } : {},
      live: {
        limits: { ...config.live, campusNetworks: createNetworkAllowlist(config.live.campusNetworks) },
      },
      mail: {
        mailer,
        mailAddress: identityMailAddresses({ identityUrl: config.identityUrl, fetch: serviceAuth.fetch }),
        site: {
          publicBaseUrl: config.publicBaseUrl,
          replyTo: config.mailReplyTo,
          messageIdDomain: mailDomainOf(config.mailFrom),
        },
        unsubscribeSecret,
      },
      digest: { timeZone: config.digestTimeZone, hour: config.digestHour },
    });
    logger.info({ transport: hub.transport }, `live pushes cross instances through the ${hub.transport}`);
    return {
      app,
      init: () => store.init(),
      start() {
        // Without Redis the other instances call this one directly at its internal address (the live relay).
        hub.listeningAt(livePeerUrl(config.host, config.port));
        mailSender.start(config.mailIntervalMs);
        digest.start();
        return async () => {
          await digest.stop();
          await mailSender.stop();
          await mailer.close();
        };
      },
      onUpgrade: live.handleUpgrade,
      onClose: [
        async () => {
          live.close();
          await hub.close();
        },
      ],
    };
  },
});
