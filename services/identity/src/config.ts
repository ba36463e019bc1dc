import { z } from 'zod';
import { ACCOUNT_RESTRICTION_EVENT, SESSION_REVOKED_EVENT, USER_BLOCK_EVENT, USER_UPDATED_EVENT } from '@campusloop/contracts';
import { baseServiceEnvSchema, cidrListEnv, eventSubscribersEnvSchema, loadConfig, serviceUrlEnv, SESSION_EVENTS_PATH } from '@campusloop/service-kit';
import type { SecurityLimits } from './domain/security-limits';

const booleanString = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const positiveInt = z.coerce.number().int().positive();
/** Comma-separated http(s) base URLs, trailing slashes dropped. */
const baseUrlList = z
  .string()
  .default('')
  .transform((value) => value.split(',').map((url) => url.trim().replace(/\/+$/, '')).filter(Boolean))
  .pipe(z.array(z.url({ protocol: /^https?$/ })));

export const identityEnvSchema = baseServiceEnvSchema
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(3101),
    MONGODB_URI: baseServiceEnvSchema.shape.MONGODB_URI.default('mongodb://127.0.0.1:27117/'),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').default('smtp://127.0.0.1:1025'),
    MAIL_FROM: z.string().min(3).default('CampusLoop <no-reply@campusloop.app>'),
    CONTACT_INBOX: z.email().default('info@campusloop.app'),
    DATA_DIR: z.string().min(1).default('.data'),
    /** A private Ed25519 JWK as JSON; without it a key is generated once and kept in DATA_DIR. */
    IDENTITY_SIGNING_KEY: z.string().min(1).optional(),
    /**
     * Secret mixed into OTP hashes (at least 32 characters). Required in production; otherwise, when
     * unset, main.ts generates one per installation into DATA_DIR (service-kit installationSecret).
     */
    OTP_PEPPER: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * Secret that signs device cookies (a browser that signed in to an address before; its own code
     * limits). At least 32 characters; required in production, generated per installation otherwise.
     */
    DEVICE_COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Secure flag of the refresh cookie; defaults to true in production only (plain-http localhost in dev). */
    COOKIE_SECURE: booleanString.optional(),
    /** The media service (profile pictures are attached through its internal routes). */
    /** Media's instances (one URL, or several separated by commas: balanced by ServiceAuth.fetch). */
    MEDIA_URL: serviceUrlEnv().default('http://127.0.0.1:3102'),
    MEDIA_TIMEOUT_MS: positiveInt.default(5_000),
    /**
     * Base URLs of the services that keep a people projection (comma-separated); each gets
     * `user.updated` at `<url>/internal/events/people`. The dev stack fills it from the services
     * tagged `people:consumer`.
     */
    PEOPLE_SUBSCRIBERS: baseUrlList,
    /**
     * Base URLs of the services that verify access tokens (comma-separated); each gets
     * `session.revoked` at `<url>/internal/events/sessions`. The dev stack fills it with every
     * service but identity.
     */
    SESSION_SUBSCRIBERS: baseUrlList,
    /**
     * The subscribers of the events identity `publishes` in tools/verticals/verticals.json (JSON
     * `{"<event type>": ["<url>", ...]}`, the dev stack derives it): `account.restriction-changed` to
     * notifications' `/internal/events` (the 'Account Restricted' notice), besides SESSION_SUBSCRIBERS.
     */
    IDENTITY_EVENT_SUBSCRIBERS: eventSubscribersEnvSchema,
    OUTBOX_INTERVAL_MS: positiveInt.default(1_000),
    /** Sign-in and university code limits (defaults in domain/security-limits.ts; README lists them). */
    OTP_SENDS_PER_IP_PER_HOUR: positiveInt.optional(),
    OTP_SENDS_PER_ADDRESS_PER_HOUR: positiveInt.optional(),
    OTP_SENDS_PER_ADDRESS_PER_IP_PER_HOUR: positiveInt.optional(),
    OTP_FAILURES_PER_ADDRESS_PER_IP_PER_HOUR: positiveInt.optional(),
    OTP_FAILURES_PER_IP_PER_15_MINUTES: positiveInt.optional(),
    /** Campus egress ranges (CIDR, comma-separated): per-IP caps there are CAMPUS_NETWORK_FACTOR times larger. */
    CAMPUS_NETWORKS: cidrListEnv,
    CAMPUS_NETWORK_FACTOR: positiveInt.optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.OTP_PEPPER) {
      ctx.addIssue({ code: 'custom', path: ['OTP_PEPPER'], message: 'is required in production' });
    }
    if (env.NODE_ENV === 'production' && !env.DEVICE_COOKIE_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['DEVICE_COOKIE_SECRET'], message: 'is required in production' });
    }
  })
  .transform((env) => ({
    ...env,
    COOKIE_SECURE: env.COOKIE_SECURE ?? env.NODE_ENV === 'production',
  }));

export type IdentityConfig = z.output<typeof identityEnvSchema>;

/** Where a generated OTP pepper is kept inside DATA_DIR (development and tests; production sets OTP_PEPPER). */
export const OTP_PEPPER_FILE = 'identity-otp-pepper';
/** Where a generated device-cookie secret is kept inside DATA_DIR (production sets DEVICE_COOKIE_SECRET). */
export const DEVICE_COOKIE_SECRET_FILE = 'identity-device-cookie-secret';

export function loadIdentityConfig(env: Record<string, string | undefined> = process.env): IdentityConfig {
  return loadConfig(identityEnvSchema, env);
}

/**
 * The outbox subscribers of identity's events: `user.updated` to every people projection,
 * `session.revoked` to every service that verifies access tokens, and each type also to its
 * IDENTITY_EVENT_SUBSCRIBERS (the manifest's: `account.restriction-changed` to notifications).
 */
export function eventSubscribers(
  config: Pick<IdentityConfig, 'PEOPLE_SUBSCRIBERS' | 'SESSION_SUBSCRIBERS'> & Partial<Pick<IdentityConfig, 'IDENTITY_EVENT_SUBSCRIBERS'>>,
): Record<string, string[]> {
  const sessionPaths = config.SESSION_SUBSCRIBERS.map((url) => `${url}/internal${SESSION_EVENTS_PATH}`);
  const own: Record<string, string[]> = {
    [USER_UPDATED_EVENT]: config.PEOPLE_SUBSCRIBERS.map((url) => `${url}/internal/events/people`),
    [SESSION_REVOKED_EVENT]: sessionPaths,
    // Restrictions go where revocations go (service-kit's restriction router shares the path).
    [ACCOUNT_RESTRICTION_EVENT]: sessionPaths,
    // Blocks too (service-kit's user-block router shares the path).
    [USER_BLOCK_EVENT]: sessionPaths,
  };
  const manifest = config.IDENTITY_EVENT_SUBSCRIBERS ?? {};
  const types = new Set([...Object.keys(own), ...Object.keys(manifest)]);
  return Object.fromEntries([...types].map((type) => [type, [...new Set([...(own[type] ?? []), ...(manifest[type] ?? [])])]]));
}

type SignInLimitKeys =
  | 'OTP_SENDS_PER_IP_PER_HOUR'
  | 'OTP_SENDS_PER_ADDRESS_PER_HOUR'
  | 'OTP_SENDS_PER_ADDRESS_PER_IP_PER_HOUR'
  | 'OTP_FAILURES_PER_ADDRESS_PER_IP_PER_HOUR'
  | 'OTP_FAILURES_PER_IP_PER_15_MINUTES'
  | 'CAMPUS_NETWORKS'
  | 'CAMPUS_NETWORK_FACTOR';

/** The sign-in code limits the environment overrides (absent keys keep the defaults of security-limits.ts). */
export function signInLimits(config: Pick<IdentityConfig, SignInLimitKeys>): Partial<SecurityLimits> {
  const set = <K extends keyof SecurityLimits>(key: K, value: SecurityLimits[K] | undefined): Partial<SecurityLimits> =>
    value === undefined ? {} : { [key]: value };
  return {
    ...set('sendsPerIpPerHour', config.OTP_SENDS_PER_IP_PER_HOUR),
    ...set('sendsPerAddressPerHour', config.OTP_SENDS_PER_ADDRESS_PER_HOUR),
    ...set('sendsPerAddressPerIpPerHour', config.OTP_SENDS_PER_ADDRESS_PER_IP_PER_HOUR),
    ...set('otpFailuresPerAddressPerIpPerHour', config.OTP_FAILURES_PER_ADDRESS_PER_IP_PER_HOUR),
    ...set('otpFailuresPerIpPerBurstWindow', config.OTP_FAILURES_PER_IP_PER_15_MINUTES),
    ...(config.CAMPUS_NETWORKS.length ? { campusNetworks: config.CAMPUS_NETWORKS } : {}),
    ...set('campusNetworkFactor', config.CAMPUS_NETWORK_FACTOR),
  };
}
