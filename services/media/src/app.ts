import { Router, type Express } from 'express';
import type { Connection } from 'mongoose';
import {
  createAccountRestrictions,
  keyedLockOf,
  createServiceApp,
  createSessionRevocations,
  healthRouter,
  refuseRestrictedWrites,
  refuseRevokedSessions,
  systemClock,
  type Clock,
  type Logger,
  type ServiceAuth,
  type TokenVerifier,
} from '@campusloop/service-kit';
import { internalRouter } from './api/internal-router';
import { mediaRouter } from './api/media-router';
import { uploadRateLimit } from './api/upload-rate-limit';
import { uploadsRouter } from './api/uploads-router';
import type { UploadPolicy } from './config/media-config';
import { uploadModel } from './data/upload-model';
import type { MediaDeps } from './domain/media-deps';
import type { StorageDriver } from './storage/storage-driver';

export interface MediaAppDeps {
  connection: Connection;
  storage: StorageDriver;
  verifier: TokenVerifier;
  logger: Logger;
  policy: UploadPolicy;
  signingSecret: string;
  /** Media's credentials: callers of its `/internal/*` must show a service token; it polls identity with its own. */
  serviceAuth: ServiceAuth;
  /** Identity's base URL (IDENTITY_URL): the revocation poll fallback asks it for revoked sessions. */
  identityUrl?: string;
  /** Default: the system clock. Tests pass a test clock's `now`. */
  now?: Clock;
}

/** The use-case dependencies (also used by main for the sweeper). */
export function createMediaDeps(deps: MediaAppDeps): MediaDeps {
  return {
    uploads: uploadModel(deps.connection),
    storage: deps.storage,
    now: deps.now ?? systemClock,
    policy: deps.policy,
    signingSecret: deps.signingSecret,
    logger: deps.logger,
    userLock: keyedLockOf(deps.connection),
  };
}

/** The media service without listening: uploads, image reads, internal attach/detach, health. */
export function createApp(deps: MediaAppDeps): Express {
  const mediaDeps = createMediaDeps(deps);
  // Tokens of signed-out sessions are refused here too (session.revoked at POST /internal/events/sessions).
  const revocations = createSessionRevocations({
    connection: deps.connection,
    logger: deps.logger,
    fetch: deps.serviceAuth.fetch,
    ...(deps.identityUrl ? { identityUrl: deps.identityUrl } : {}),
  });
  // Accounts a moderator restricted may not upload (identity's account.restriction-changed, or its poll).
  const restrictions = createAccountRestrictions({
    connection: deps.connection,
    logger: deps.logger,
    fetch: deps.serviceAuth.fetch,
    ...(deps.identityUrl ? { identityUrl: deps.identityUrl } : {}),
  });
  const verifier = refuseRevokedSessions(deps.verifier, revocations);
  const api = Router();
  api.use(
    uploadsRouter(mediaDeps, {
      verifier,
      presignLimit: uploadRateLimit({
        ...deps.policy.rateLimit,
        connection: deps.connection,
        now: mediaDeps.now,
      }),
    }),
  );
  api.use(mediaRouter(deps.storage));
  return createServiceApp({
    name: 'media',
    logger: deps.logger,
    api,
    internal: Router().use(internalRouter(mediaDeps), restrictions.internalRouter, revocations.internalRouter),
    restrictedWrites: refuseRestrictedWrites({ restrictions, verifier }),
    internalAuth: deps.serviceAuth,
    health: healthRouter({ name: 'media', connection: () => deps.connection }),
  });
}
