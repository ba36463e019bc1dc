import { ConfigError } from '@campusloop/service-kit';
import { loadMediaConfig } from './media-config';

const MONGODB_URI = 'mongodb://127.0.0.1:27117/';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadMediaConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('loadMediaConfig', () => {
  it('runs with defaults in development: port 3102, local driver, no secret in the source (generated per installation at start), origin-relative URLs', () => {
    const config = loadMediaConfig({ MONGODB_URI });

    expect(config).toMatchObject({
      port: 3102,
      driver: 'local',
      signingSecret: undefined,
      dataDir: '.data',
      publicBaseUrl: '',
      identityJwksUrl: 'http://127.0.0.1:3101/internal/jwks',
      uploads: { urlTtlSeconds: 900, abandonAfterSeconds: 86_400, rateLimit: { limit: 60, windowMs: 600_000 } },
    });
    expect(config.mediaDir).toMatch(/\.data\/media$/);
  });

  it('requires a signing secret in production and a bucket for the S3 driver, listing both', () => {
    expect(problemsOf({ MONGODB_URI, NODE_ENV: 'production', MEDIA_DRIVER: 's3' })).toEqual([
      'MEDIA_SIGNING_SECRET: is required in production',
      'S3_BUCKET: is required when MEDIA_DRIVER=s3',
    ]);
  });

  it('takes a configured signing secret in production', () => {
    const config = loadMediaConfig({ MONGODB_URI, NODE_ENV: 'production', MEDIA_SIGNING_SECRET: 's'.repeat(40) });

    expect(config.signingSecret).toBe('s'.repeat(40));
  });

  it('reads the S3 settings and trims a trailing slash from base URLs', () => {
    const config = loadMediaConfig({
      MONGODB_URI,
      MEDIA_DRIVER: 's3',
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      PUBLIC_BASE_URL: 'https://campusloop.app/',
    });

    expect(config.publicBaseUrl).toBe('https://campusloop.app');
    expect(config.s3).toEqual({
      bucket: 'media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      publicBaseUrl: undefined,
    });
  });
});
