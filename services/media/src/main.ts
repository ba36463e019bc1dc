import { mkdir } from 'node:fs/promises';
import { connectDatabase, createLogger, createTokenVerifier, installationSecret, loadServiceAuth, startService } from '@campusloop/service-kit';
import { createApp, createMediaDeps } from './app';
import { SIGNING_SECRET_FILE, loadMediaConfig } from './config/media-config';
import { sweepAbandonedUploads } from './domain/sweep-abandoned-uploads';
import { startUploadSweeper } from './jobs/upload-sweeper';
import { createStorageDriver } from './storage/create-storage-driver';

async function main(): Promise<void> {
  const config = loadMediaConfig();
  const logger = createLogger({ name: 'media', level: config.logLevel });
  if (config.driver === 'local') await mkdir(config.mediaDir, { recursive: true });
  const connection = await connectDatabase({ uri: config.mongodbUri, dbName: 'campusloop_media', logger });
  // Callers of /internal/* must show a service token; media shows its own to identity (issue 17, finding 8d).
  const serviceAuth = await loadServiceAuth('media', config, logger);
  const signingSecret = await installationSecret({
    configured: config.signingSecret,
    envKey: 'MEDIA_SIGNING_SECRET',
    nodeEnv: config.nodeEnv,
    dataDir: config.dataDir,
    fileName: SIGNING_SECRET_FILE,
    logger,
  });
  const storage = createStorageDriver({ ...config, signingSecret });
  const deps = {
    connection,
    storage,
    verifier: createTokenVerifier({ jwksUrl: config.identityJwksUrl, fetch: serviceAuth.fetch }),
    logger,
    policy: config.uploads,
    signingSecret,
    serviceAuth,
    identityUrl: config.identityUrl,
  };
  const app = createApp(deps);
  const mediaDeps = createMediaDeps(deps);
  const sweeper = startUploadSweeper({
    sweep: () => sweepAbandonedUploads(mediaDeps),
    intervalMs: config.sweepIntervalMs,
    logger,
  });
  logger.info({ driver: storage.kind, dir: config.driver === 'local' ? config.mediaDir : undefined }, 'media storage ready');
  await startService({
    app,
    host: config.host,
    port: config.port,
    logger,
    readinessGraceMs: config.readinessGraceMs,
    onClose: [() => sweeper.stop(), () => connection.close()],
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
