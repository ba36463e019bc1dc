import { z } from 'zod';
import { ConfigError } from './load-config';
import { defineVerticalConfig } from './define-vertical-config';

const base = { MONGODB_URI: 'mongodb://127.0.0.1:27117/' };

describe('defineVerticalConfig', () => {
  const demo = defineVerticalConfig({
    port: 3199,
    subscribersKey: 'DEMO_EVENT_SUBSCRIBERS',
    env: { DEMO_LIMIT: z.coerce.number().int().positive().default(7) },
    own: (parsed) => ({ demoLimit: parsed.DEMO_LIMIT }),
  });

  it('defaults the vertical\'s port and keys, reads its subscribers variable and maps its own keys', () => {
    expect(
      demo.load({ ...base, DEMO_EVENT_SUBSCRIBERS: '{"demo.happened":["http://127.0.0.1:3108/internal/events"]}' }),
    ).toEqual({
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
      demoLimit: 7,
    });
    expect(demo.load({ ...base, PORT: '4100', DEMO_LIMIT: '3' })).toMatchObject({ port: 4100, demoLimit: 3, eventSubscribers: {} });
  });

  it('when keys are wrong, then startup fails listing each of them', () => {
    expect(() => demo.load({ ...base, PORT: '70000', DEMO_EVENT_SUBSCRIBERS: '{nope', DEMO_LIMIT: '0' })).toThrow(ConfigError);
    try {
      demo.load({ ...base, PORT: '70000', DEMO_EVENT_SUBSCRIBERS: '{nope', DEMO_LIMIT: '0' });
    } catch (error) {
      const problems = (error as ConfigError).problems.map((problem) => problem.split(':')[0]);
      expect(problems).toEqual(['PORT', 'DEMO_EVENT_SUBSCRIBERS', 'DEMO_LIMIT']);
    }
  });
});
