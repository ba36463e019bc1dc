import { z } from 'zod';
import { serviceUrlEnv } from '../instances/service-url-env';
import { baseServiceEnvSchema, toBaseServiceConfig, type BaseServiceConfig } from './load-config';

const positiveInt = z.coerce.number().int().positive();
const httpUrl = () => z.url({ protocol: /^https?$/ });

/**
 * An outbox subscribers map from one environment variable, e.g.
 * `{"post.commented":["http://127.0.0.1:3108/internal/events"]}`: event type → subscriber URLs.
 * Each vertical names its own variable (`FEED_EVENT_SUBSCRIBERS`, `EVENTS_EVENT_SUBSCRIBERS`, …).
 */
export const eventSubscribersEnvSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return {};
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON: {"<event type>": ["<url>", ...]}' });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string().min(1), z.array(httpUrl())));

/**
 * Environment keys every vertical (feed, events, …) reads on top of the base ones: where identity and
 * media live and how often the outbox is drained. A vertical extends it with its own `PORT` default,
 * its subscribers variable and its own keys.
 */
export const verticalServiceEnvSchema = baseServiceEnvSchema.extend({
  IDENTITY_JWKS_URL: httpUrl().default('http://127.0.0.1:3101/internal/jwks'),
  // One URL, or the service's instances separated by commas (the first is kept; ServiceAuth.fetch balances).
  IDENTITY_URL: serviceUrlEnv().default('http://127.0.0.1:3101'),
  MEDIA_URL: serviceUrlEnv().default('http://127.0.0.1:3102'),
  MEDIA_TIMEOUT_MS: positiveInt.default(5_000),
  OUTBOX_INTERVAL_MS: positiveInt.default(1_000),
});
export type VerticalServiceEnv = z.infer<typeof verticalServiceEnvSchema>;

/** The settings every vertical has, named for code rather than for the environment. */
export interface VerticalServiceConfig extends BaseServiceConfig {
  identityJwksUrl: string;
  /** Identity's base URL (its `/internal/people` batch read fills the people projection on a miss). */
  identityUrl: string;
  mediaUrl: string;
  mediaTimeoutMs: number;
  eventSubscribers: Record<string, string[]>;
  outboxIntervalMs: number;
}

/** Maps the shared vertical keys; `eventSubscribers` is the parsed value of the vertical's own variable. */
export function toVerticalServiceConfig(
  env: VerticalServiceEnv,
  eventSubscribers: Record<string, string[]>,
): VerticalServiceConfig {
  return {
    ...toBaseServiceConfig(env),
    identityJwksUrl: env.IDENTITY_JWKS_URL,
    identityUrl: env.IDENTITY_URL,
    mediaUrl: env.MEDIA_URL,
    mediaTimeoutMs: env.MEDIA_TIMEOUT_MS,
    eventSubscribers,
    outboxIntervalMs: env.OUTBOX_INTERVAL_MS,
  };
}
