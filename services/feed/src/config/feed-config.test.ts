import { ConfigError } from '@campusloop/service-kit';
import { loadFeedConfig } from './feed-config';

const MONGODB_URI = 'mongodb://127.0.0.1:27117/';

describe('feed config', () => {
  it('runs on 3103 with the dev stack neighbours by default', () => {
    const config = loadFeedConfig({ MONGODB_URI });

    expect(config).toMatchObject({
      port: 3103,
      identityJwksUrl: 'http://127.0.0.1:3101/internal/jwks',
      mediaUrl: 'http://127.0.0.1:3102',
      eventSubscribers: {},
    });
  });

  it('asks no communities service unless COMMUNITIES_URL names one', () => {
    expect(loadFeedConfig({ MONGODB_URI })).toMatchObject({ communitiesUrl: null });
    expect(loadFeedConfig({ MONGODB_URI, COMMUNITIES_URL: 'http://127.0.0.1:3104' })).toMatchObject({
      communitiesUrl: 'http://127.0.0.1:3104',
      communitiesTimeoutMs: 3_000,
    });
  });

  it('reads event subscribers as JSON', () => {
    const config = loadFeedConfig({
      MONGODB_URI,
      FEED_EVENT_SUBSCRIBERS: '{"post.commented":["http://127.0.0.1:3108/internal/events"]}',
    });

    expect(config.eventSubscribers).toEqual({ 'post.commented': ['http://127.0.0.1:3108/internal/events'] });
  });

  it('lists every problem at once', () => {
    const load = () =>
      loadFeedConfig({
        PORT: 'x',
        MEDIA_URL: 'ftp://media',
        FEED_EVENT_SUBSCRIBERS: '{not json',
        COMMUNITIES_URL: 'file:///x',
      });

    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/MONGODB_URI/);
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/MEDIA_URL/);
      expect(problems).toMatch(/FEED_EVENT_SUBSCRIBERS/);
      expect(problems).toMatch(/COMMUNITIES_URL/);
    }
  });
});
