import { z } from 'zod';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses environment variables with a zod schema and fails fast, listing every problem at once.
 */
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  return result.data;
}

/** Environment keys every service reads. */
export const baseServiceEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535),
  MONGODB_URI: z.string().regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// or mongodb+srv:// URI'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Where per-installation files live (the generated service token secret, identity's signing key). */
  DATA_DIR: z.string().min(1).default('.data'),
  /** Secret the services sign `/internal/*` calls with (≥ 32 chars); required in production, generated into DATA_DIR otherwise. */
  SERVICE_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** On SIGTERM, how long /readyz answers 503 while requests are still served, before the drain (rolling restarts). */
  DRAIN_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(0),
});
export type BaseServiceEnv = z.infer<typeof baseServiceEnvSchema>;

/** The settings every service has, named for code rather than for the environment. */
export interface BaseServiceConfig {
  nodeEnv: BaseServiceEnv['NODE_ENV'];
  host: string;
  port: number;
  logLevel?: string;
  mongodbUri: string;
  dataDir: string;
  serviceTokenSecret?: string;
  /** `startService`'s readinessGraceMs (DRAIN_GRACE_MS). */
  readinessGraceMs: number;
}

export function toBaseServiceConfig(env: BaseServiceEnv): BaseServiceConfig {
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    ...(env.LOG_LEVEL ? { logLevel: env.LOG_LEVEL } : {}),
    mongodbUri: env.MONGODB_URI,
    dataDir: env.DATA_DIR,
    ...(env.SERVICE_TOKEN_SECRET ? { serviceTokenSecret: env.SERVICE_TOKEN_SECRET } : {}),
    readinessGraceMs: env.DRAIN_GRACE_MS,
  };
}
