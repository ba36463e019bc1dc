import { z } from 'zod';
import { baseServiceEnvSchema, ConfigError, loadConfig } from './load-config';

describe('loadConfig', () => {
  it('when several keys are missing or wrong, then one error lists every one of them', () => {
    const schema = baseServiceEnvSchema.extend({ JWKS_URL: z.url(), SMTP_HOST: z.string() });

    let error: unknown;
    try {
      loadConfig(schema, { MONGODB_URI: 'postgres://nope' });
    } catch (caught) {
      error = caught;
    }

    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(expect.arrayContaining(['PORT', 'MONGODB_URI', 'JWKS_URL', 'SMTP_HOST']));
    expect(problems).toHaveLength(4);
  });

  it('parses and defaults a complete environment', () => {
    const config = loadConfig(baseServiceEnvSchema, { PORT: '3101', MONGODB_URI: 'mongodb://127.0.0.1:27117/' });

    expect(config).toEqual({ NODE_ENV: 'development', HOST: '127.0.0.1', PORT: 3101, MONGODB_URI: 'mongodb://127.0.0.1:27117/', DATA_DIR: '.data', DRAIN_GRACE_MS: 0 });
  });
});
