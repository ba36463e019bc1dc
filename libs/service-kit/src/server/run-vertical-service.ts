import type http from 'node:http';
import type { Duplex } from 'node:stream';
import type { Connection } from 'mongoose';
import { createTokenVerifier, type TokenVerifier } from '../auth/token-verifier';
import type { VerticalServiceConfig } from '../config/vertical-service-config';
import { connectDatabase } from '../data/connect-database';
import { createLogger, type Logger } from '../logging/logger';
import { createHttpMediaClient, type MediaClient } from '../media/http-media-client';
import { createOutbox, type Outbox } from '../outbox/create-outbox';
import { loadServiceAuth } from '../service-auth/load-service-secret';
import type { ServiceAuth } from '../service-auth/service-auth';
import { startService, type RunningService } from './start-service';

/** What `runVerticalService` prepares before the vertical builds its app. */
export interface VerticalRuntime<C extends VerticalServiceConfig> {
  config: C;
  logger: Logger;
  connection: Connection;
  /** Its service token on every call to another service's `/internal/*`. */
  serviceAuth: ServiceAuth;
  /** Identity's access tokens, checked against its JWKS (`IDENTITY_JWKS_URL`). */
  verifier: TokenVerifier;
  /** A media client on `MEDIA_URL` (media's own validation errors passed on beside `field`, default `media`). */
  media(options?: { field?: string }): MediaClient;
  /** The vertical's outbox to `config.eventSubscribers` (made on first call; its dispatcher runs once the app is ready). */
  outbox(): Outbox;
}

/** The vertical's app and what it runs beside it. */
export interface BuiltVertical {
  app: http.RequestListener;
  /** Prepares the collections (and whatever must happen before traffic), before the outbox dispatcher starts. */
  init(): Promise<void>;
  /** Started after init and the outbox dispatcher (e.g. a sweeper); the stop it returns runs first on close. */
  start?(): () => Promise<void>;
  /** The server's `upgrade` listener (WebSockets). */
  onUpgrade?: (req: http.IncomingMessage, socket: Duplex, head: Buffer) => void;
  /** Run on close before the outbox dispatcher stops and the database closes. */
  onClose?: Array<() => Promise<void>>;
}

export interface RunVerticalServiceOptions<C extends VerticalServiceConfig> {
  /** The service's name (logger, service token subject). */
  name: string;
  /** Its database (`campusloop_<name>`). */
  dbName: string;
  loadConfig(): C;
  build(runtime: VerticalRuntime<C>): BuiltVertical | Promise<BuiltVertical>;
  /** Default true; tests pass false. */
  handleSignals?: boolean;
}

/**
 * A vertical's main: reads its config, connects its database, loads its service token, lets the
 * vertical build its app, runs `init`, starts the outbox dispatcher (if it made an outbox) and
 * `start`, listens, and on SIGTERM/SIGINT stops them in reverse and closes the database.
 */
export async function startVerticalService<C extends VerticalServiceConfig>(
  options: RunVerticalServiceOptions<C>,
): Promise<RunningService> {
  const config = options.loadConfig();
  const logger = createLogger({ name: options.name, ...(config.logLevel ? { level: config.logLevel } : {}) });
  const connection = await connectDatabase({ uri: config.mongodbUri, dbName: options.dbName, logger });
  // Every call to another service's /internal/* carries a service token.
  const serviceAuth = await loadServiceAuth(options.name, config, logger);
  let outbox: Outbox | undefined;
  const runtime: VerticalRuntime<C> = {
    config,
    logger,
    connection,
    serviceAuth,
    verifier: createTokenVerifier({ jwksUrl: config.identityJwksUrl, fetch: serviceAuth.fetch }),
    media: (mediaOptions = {}) =>
      createHttpMediaClient({
        baseUrl: config.mediaUrl,
        timeoutMs: config.mediaTimeoutMs,
        ...(mediaOptions.field ? { field: mediaOptions.field } : {}),
        passValidationErrors: true,
        fetch: serviceAuth.fetch,
      }),
    outbox: () =>
      (outbox ??= createOutbox({
        connection,
        logger,
        subscribers: config.eventSubscribers,
        fetch: serviceAuth.fetch,
      })),
  };
  const built = await options.build(runtime);
  await built.init();
  const dispatching = outbox;
  dispatching?.startDispatcher({ intervalMs: config.outboxIntervalMs });
  const stop = built.start?.();

  return startService({
    app: built.app,
    host: config.host,
    port: config.port,
    logger,
    readinessGraceMs: config.readinessGraceMs,
    ...(built.onUpgrade ? { onUpgrade: built.onUpgrade } : {}),
    ...(options.handleSignals === undefined ? {} : { handleSignals: options.handleSignals }),
    onClose: [
      ...(stop ? [stop] : []),
      ...(built.onClose ?? []),
      ...(dispatching ? [() => dispatching.stopDispatcher()] : []),
      () => connection.close(),
    ],
  });
}

/** `startVerticalService` as a process's main: any failure to start is printed and exits 1. */
export function runVerticalService<C extends VerticalServiceConfig>(options: RunVerticalServiceOptions<C>): void {
  startVerticalService(options).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
