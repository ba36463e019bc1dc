import { ConfigError, loadConfig } from './load-config';
import { eventSubscribersEnvSchema, toVerticalServiceConfig, verticalServiceEnvSchema } from './vertical-service-config';

const schema = verticalServiceEnvSchema.extend({ DEMO_EVENT_SUBSCRIBERS: eventSubscribersEnvSchema });
const base = { PORT: '3199', MONGODB_URI: 'mongodb://127.0.0.1:27117/' };

describe('verticalServiceEnvSchema / toVerticalServiceConfig', () => {
  it('defaults identity, media and outbox settings and reads the vertical\'s own subscribers variable', () => {
    const parsed = loadConfig(schema, {
      ...base,
      DEMO_EVENT_SUBSCRIBERS: '{"demo.happened":["http://127.0.0.1:3108/internal/events"]}',
    });

    expect(toVerticalServiceConfig(parsed, parsed.DEMO_EVENT_SUBSCRIBERS)).toEqual({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 3199,
      mongodbUri: 'mongodb://127.0.0.1:27117/',
      dataDir: '.data',
      identityJwksUrl: 'http://127.0.0.1:3101/internal/jwks',
      identityUrl: 'http://127.0.0.1:3101',
      mediaUrl: 'http://127.0.0.1:3102',
      mediaTimeoutMs: 5_000,
      eventSubscribers: { 'demo.happened': ['http://127.0.0.1:3108/internal/events'] },
      outboxIntervalMs: 1_000,
      readinessGraceMs: 0,
    });
  });

  it('when the subscribers variable is not JSON or a URL is not http(s), then startup fails naming the variable', () => {
    for (const value of ['{nope', '{"demo.happened":["ftp://example.com"]}']) {
      let error: unknown;
      try {
        loadConfig(schema, { ...base, DEMO_EVENT_SUBSCRIBERS: value });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems[0]).toMatch(/^DEMO_EVENT_SUBSCRIBERS/);
    }
  });

  it('an empty subscribers variable means no subscribers', () => {
    const parsed = loadConfig(schema, { ...base, DEMO_EVENT_SUBSCRIBERS: '  ' });
    expect(parsed.DEMO_EVENT_SUBSCRIBERS).toEqual({});
  });

  it('takes IDENTITY_URL and MEDIA_URL as several instances separated by commas (calls are built from the first; ServiceAuth.fetch balances), and refuses a non-http one', () => {
    const parsed = loadConfig(schema, {
      ...base,
      IDENTITY_URL: 'http://10.0.0.5:3101, http://10.0.0.6:3101',
      MEDIA_URL: 'http://m:3102',
    });
    expect(toVerticalServiceConfig(parsed, {})).toMatchObject({ identityUrl: 'http://10.0.0.5:3101', mediaUrl: 'http://m:3102' });
    expect(() => loadConfig(schema, { ...base, IDENTITY_URL: 'http://a:3101,ftp://b' })).toThrow(/IDENTITY_URL/);
  });
});
