import { z } from 'zod';
import { cidrListEnv, defineVerticalConfig, type VerticalServiceConfig } from '@campusloop/service-kit';

export const NOTIFICATIONS_DB_NAME = 'campusloop_notifications';

const notificationsConfig = defineVerticalConfig({
  // The dev stack's port for notifications (tools/verticals/verticals.json); the gateway finds it via NOTIFICATIONS_URL.
  port: 3108,
  /** It publishes nothing yet; kept so the dev stack's derived env is accepted. */
  subscribersKey: 'NOTIFICATIONS_EVENT_SUBSCRIBERS',
  env: {
    /** Where notification e-mail goes out (MailDev in the dev stack, any SMTP relay in production). */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .default('smtp://127.0.0.1:1025'),
    MAIL_FROM: z.string().min(3).default('CampusLoop <no-reply@campusloop.app>'),
    MAIL_REPLY_TO: z.email().default('support@campusloop.app'),
    /** The app's public origin: the links in mails (target, unsubscribe) start with it. Required in production. */
    PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Signs the unsubscribe links (≥ 32 chars); required in production, generated into DATA_DIR otherwise. */
    UNSUBSCRIBE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** How often the mail outbox is drained (a new mail is also sent at once). */
    MAIL_INTERVAL_MS: z.coerce.number().int().positive().default(5_000),
    /** The daily digest goes out from DIGEST_HOUR o'clock in this IANA zone. */
    DIGEST_TIME_ZONE: z
      .string()
      .default('Asia/Kolkata')
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, 'must be an IANA time zone, e.g. Asia/Kolkata'),
    DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(8),
    /** The live channel's caps (README "Live channel limits"): open sockets per account and per client address. */
    LIVE_SOCKETS_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
    LIVE_SOCKETS_PER_ADDRESS: z.coerce.number().int().positive().default(500),
    /** Campus egress ranges, as on the gateway: there the per-address cap is × CAMPUS_NETWORK_FACTOR. */
    CAMPUS_NETWORKS: cidrListEnv,
    CAMPUS_NETWORK_FACTOR: z.coerce.number().int().positive().default(10),
    /**
     * How live pushes cross instances: a Redis URL (`redis://…`, `rediss://…` with TLS) uses its pub/sub;
     * unset, the service's own database (the embedded default, no extra server).
     */
    LIVE_PUBSUB_URL: z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
      .optional(),
  },
  own: (env) => ({
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailReplyTo: env.MAIL_REPLY_TO,
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://localhost:3000`).replace(/\/+$/, ''),
    publicBaseUrlSet: env.PUBLIC_BASE_URL !== undefined,
    unsubscribeSecret: env.UNSUBSCRIBE_SECRET,
    mailIntervalMs: env.MAIL_INTERVAL_MS,
    digestTimeZone: env.DIGEST_TIME_ZONE,
    digestHour: env.DIGEST_HOUR,
    live: {
      socketsPerAccount: env.LIVE_SOCKETS_PER_ACCOUNT,
      socketsPerAddress: env.LIVE_SOCKETS_PER_ADDRESS,
      campusNetworks: env.CAMPUS_NETWORKS,
      campusFactor: env.CAMPUS_NETWORK_FACTOR,
    },
    livePubsubUrl: env.LIVE_PUBSUB_URL,
  }),
});

export const notificationsEnvSchema = notificationsConfig.envSchema;
export type NotificationsConfig = VerticalServiceConfig & {
  smtpUrl: string;
  mailFrom: string;
  mailReplyTo: string;
  publicBaseUrl: string;
  publicBaseUrlSet: boolean;
  unsubscribeSecret: string | undefined;
  mailIntervalMs: number;
  digestTimeZone: string;
  digestHour: number;
  live: {
    socketsPerAccount: number;
    socketsPerAddress: number;
    campusNetworks: string[];
    campusFactor: number;
  };
  /** LIVE_PUBSUB_URL: Redis pub/sub for the live fan-out across instances (unset: the database). */
  livePubsubUrl: string | undefined;
};

/** Reads and validates the notifications service's environment (every problem listed at once). */
export function loadNotificationsConfig(
  env: Record<string, string | undefined> = process.env,
): NotificationsConfig {
  const config = notificationsConfig.load(env);
  if (config.nodeEnv === 'production' && !config.publicBaseUrlSet)
    throw new Error('Invalid environment: PUBLIC_BASE_URL is required in production (the links in mails)');
  return config;
}

/** The domain of MAIL_FROM's address (Message-IDs end with it). */
export function mailDomainOf(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'campusloop.app';
}
