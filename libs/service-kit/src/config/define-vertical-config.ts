import { z } from 'zod';
import { loadConfig } from './load-config';
import {
  eventSubscribersEnvSchema,
  toVerticalServiceConfig,
  verticalServiceEnvSchema,
  type VerticalServiceConfig,
  type VerticalServiceEnv,
} from './vertical-service-config';

const portWithDefault = (port: number) => z.coerce.number().int().min(0).max(65535).default(port);

type VerticalEnvShape<K extends string, X extends z.ZodRawShape> = {
  PORT: ReturnType<typeof portWithDefault>;
} & { [P in K]: typeof eventSubscribersEnvSchema } & X;

/** `verticalServiceEnvSchema` extended with a vertical's `PORT` default, its subscribers variable and its own keys. */
export function verticalEnvSchema<K extends string, X extends z.ZodRawShape = Record<never, never>>(options: {
  port: number;
  subscribersKey: K;
  env?: X;
}) {
  const shape = {
    PORT: portWithDefault(options.port),
    [options.subscribersKey]: eventSubscribersEnvSchema,
    ...options.env,
  } as VerticalEnvShape<K, X>;
  return verticalServiceEnvSchema.extend(shape);
}

export interface VerticalConfigDefinition<K extends string, X extends z.ZodRawShape, E extends object> {
  /** The dev stack's port for the vertical (tools/verticals/verticals.json); the gateway finds it via `<NAME>_URL`. */
  port: number;
  /** Its outbox subscribers variable (`FEED_EVENT_SUBSCRIBERS`, …): event type → subscriber URLs. */
  subscribersKey: K;
  /** Its own environment keys. */
  env?: X;
  /** Maps its own keys to config fields (beside the shared `VerticalServiceConfig`). */
  own?: (parsed: z.output<ReturnType<typeof verticalEnvSchema<K, X>>>) => E;
}

/**
 * One vertical's config in one place: its env schema (the shared vertical keys, `PORT` with its
 * default, its subscribers variable, its own keys) and `load(env)`, which validates the environment
 * (every problem listed at once) and returns `VerticalServiceConfig` plus what `own` maps.
 */
export function defineVerticalConfig<
  K extends string,
  X extends z.ZodRawShape = Record<never, never>,
  E extends object = Record<never, never>,
>(definition: VerticalConfigDefinition<K, X, E>) {
  const envSchema = verticalEnvSchema({
    port: definition.port,
    subscribersKey: definition.subscribersKey,
    ...(definition.env ? { env: definition.env } : {}),
  });
  const load = (env: Record<string, string | undefined> = process.env): VerticalServiceConfig & E => {
    const parsed = loadConfig(envSchema, env);
    const shared = parsed as unknown as VerticalServiceEnv & Record<K, Record<string, string[]>>;
    return {
      ...toVerticalServiceConfig(shared, shared[definition.subscribersKey]),
      ...(definition.own ? definition.own(parsed) : ({} as E)),
    };
  };
  return { envSchema, load };
}
