import {
  connectDatabase,
  createHttpMediaClient,
  createLogger,
  createOutbox,
  installationSecret,
  loadServiceAuth,
  startService,
  createSmtpMailer,
} from '@campusloop/service-kit';
import { createApp } from './app';
import {
  DEVICE_COOKIE_SECRET_FILE,
  OTP_PEPPER_FILE,
  eventSubscribers,
  loadIdentityConfig,
  signInLimits,
} from './config';
import { ensureIdentityIndexes, identityModels } from './data/identity-models';
import { schedulePurge } from './domain/maintenance/purge-expired-records';
import { normaliseVerifiedMailboxes } from './domain/universities/normalise-verified-mailboxes';
import { loadSigningKey } from './domain/tokens/signing-key';
import { mediaProfileImageStore } from './domain/users/profile-image-store';
import { mediaCampusImageStore } from './domain/universities/campus-image-store';
import { seedUniversities } from './seed/seed-universities';

async function main(): Promise<void> {
  const config = loadIdentityConfig();
  const logger = createLogger({ name: 'identity', level: config.LOG_LEVEL });
  const connection = await connectDatabase({
    uri: config.MONGODB_URI,
    dbName: 'campusloop_identity',
    logger,
  });
  const models = identityModels(connection);
  await ensureIdentityIndexes(models);
  const seeded = await seedUniversities(connection);
  logger.info({ universities: seeded }, 'university catalogue seeded');
  const rekeyed = await normaliseVerifiedMailboxes(models, logger);
  if (rekeyed) logger.info({ rekeyed }, 'verified university addresses re-keyed to their mailboxes');

  const signingKey = await loadSigningKey({
    configuredJwk: config.IDENTITY_SIGNING_KEY,
    dataDir: config.DATA_DIR,
    logger,
  });
  // Calls between services carry a service token of this installation (issue 17, finding 8d).
  const serviceAuth = await loadServiceAuth(
    'identity',
    {
      nodeEnv: config.NODE_ENV,
      dataDir: config.DATA_DIR,
      ...(config.SERVICE_TOKEN_SECRET ? { serviceTokenSecret: config.SERVICE_TOKEN_SECRET } : {}),
    },
    logger,
  );
  const otpPepper = await installationSecret({
    configured: config.OTP_PEPPER,
    envKey: 'OTP_PEPPER',
    nodeEnv: config.NODE_ENV,
    dataDir: config.DATA_DIR,
    fileName: OTP_PEPPER_FILE,
    logger,
  });
  const deviceCookieSecret = await installationSecret({
    configured: config.DEVICE_COOKIE_SECRET,
    envKey: 'DEVICE_COOKIE_SECRET',
    nodeEnv: config.NODE_ENV,
    dataDir: config.DATA_DIR,
    fileName: DEVICE_COOKIE_SECRET_FILE,
    logger,
  });
  const outbox = createOutbox({
    connection,
    logger,
    subscribers: eventSubscribers(config),
    fetch: serviceAuth.fetch,
  });
  const mailer = createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  const app = createApp({
    connection,
    logger,
    mailer,
    signingKey,
    otpPepper,
    deviceCookieSecret,
    cookieSecure: config.COOKIE_SECURE,
    contactInbox: config.CONTACT_INBOX,
    limits: signInLimits(config),
    profileImages: mediaProfileImageStore(
      createHttpMediaClient({
        baseUrl: config.MEDIA_URL,
        timeoutMs: config.MEDIA_TIMEOUT_MS,
        field: 'profileImage',
        fetch: serviceAuth.fetch,
      }),
    ),
    campusImages: mediaCampusImageStore(
      createHttpMediaClient({
        baseUrl: config.MEDIA_URL,
        timeoutMs: config.MEDIA_TIMEOUT_MS,
        fetch: serviceAuth.fetch,
      }),
    ),
    outbox,
    serviceAuth,
  });
  outbox.startDispatcher({ intervalMs: config.OUTBOX_INTERVAL_MS });

  const stopPurge = schedulePurge(
    models,
    () => new Date(),
    (error) => logger.error({ err: error }, 'purge of expired records failed'),
  );

  await startService({
    app,
    host: config.HOST,
    port: config.PORT,
    logger,
    readinessGraceMs: config.DRAIN_GRACE_MS,
    onClose: [
      async () => stopPurge(),
      () => outbox.stopDispatcher(),
      () => mailer.close(),
      () => connection.close(),
    ],
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
