import { ACCOUNT_RESTRICTION_EVENT, SESSION_REVOKED_EVENT, USER_BLOCK_EVENT, USER_UPDATED_EVENT } from '@campusloop/contracts';
import { eventSubscribers, loadIdentityConfig, signInLimits } from './config';

describe('loadIdentityConfig', () => {
  it('has working development defaults', () => {
    const config = loadIdentityConfig({});

    expect(config).toMatchObject({
      PORT: 3101,
      HOST: '127.0.0.1',
      MONGODB_URI: 'mongodb://127.0.0.1:27117/',
      SMTP_URL: 'smtp://127.0.0.1:1025',
      MAIL_FROM: 'CampusLoop <no-reply@campusloop.app>',
      CONTACT_INBOX: 'info@campusloop.app',
      DATA_DIR: '.data',
      COOKIE_SECURE: false,
      MEDIA_URL: 'http://127.0.0.1:3102',
      MEDIA_TIMEOUT_MS: 5000,
    });
    expect(config.IDENTITY_SIGNING_KEY).toBeUndefined();
    expect(config.OTP_PEPPER).toBeUndefined(); // generated per installation at start, never a constant in the source
    expect(config.DEVICE_COOKIE_SECRET).toBeUndefined(); // the same
    expect(signInLimits(config)).toEqual({});
  });

  it('in production requires OTP_PEPPER and DEVICE_COOKIE_SECRET and makes the cookies Secure', () => {
    expect(() => loadIdentityConfig({ NODE_ENV: 'production' })).toThrow('OTP_PEPPER: is required in production');
    expect(() => loadIdentityConfig({ NODE_ENV: 'production', OTP_PEPPER: 'p'.repeat(40) })).toThrow(
      'DEVICE_COOKIE_SECRET: is required in production',
    );
    expect(() => loadIdentityConfig({ DEVICE_COOKIE_SECRET: 'short' })).toThrow('DEVICE_COOKIE_SECRET');

    const config = loadIdentityConfig({ NODE_ENV: 'production', OTP_PEPPER: 'p'.repeat(40), DEVICE_COOKIE_SECRET: 'd'.repeat(40) });
    expect(config.COOKIE_SECURE).toBe(true);
  });

  it('lists every problem at once', () => {
    expect(() => loadIdentityConfig({ PORT: 'x', SMTP_URL: 'http://mail', OTP_PEPPER: 'short', COOKIE_SECURE: 'maybe' })).toThrow(
      /PORT[\s\S]*SMTP_URL[\s\S]*OTP_PEPPER[\s\S]*COOKIE_SECURE/,
    );
  });

  it('reads COOKIE_SECURE explicitly', () => {
    expect(loadIdentityConfig({ COOKIE_SECURE: 'true' }).COOKIE_SECURE).toBe(true);
    expect(
      loadIdentityConfig({ NODE_ENV: 'production', OTP_PEPPER: 'p'.repeat(40), DEVICE_COOKIE_SECRET: 'd'.repeat(40), COOKIE_SECURE: 'false' })
        .COOKIE_SECURE,
    ).toBe(false);
  });

  it('takes the sign-in code limits and the campus ranges from the environment', () => {
    const config = loadIdentityConfig({
      OTP_SENDS_PER_IP_PER_HOUR: '5000',
      OTP_SENDS_PER_ADDRESS_PER_HOUR: '20',
      OTP_SENDS_PER_ADDRESS_PER_IP_PER_HOUR: '5',
      OTP_FAILURES_PER_ADDRESS_PER_IP_PER_HOUR: '8',
      OTP_FAILURES_PER_IP_PER_15_MINUTES: '50',
      CAMPUS_NETWORKS: '10.20.0.0/16, 2001:db8:42::/48',
      CAMPUS_NETWORK_FACTOR: '4',
    });

    expect(signInLimits(config)).toEqual({
      sendsPerIpPerHour: 5000,
      sendsPerAddressPerHour: 20,
      sendsPerAddressPerIpPerHour: 5,
      otpFailuresPerAddressPerIpPerHour: 8,
      otpFailuresPerIpPerBurstWindow: 50,
      campusNetworks: ['10.20.0.0/16', '2001:db8:42::/48'],
      campusNetworkFactor: 4,
    });
    expect(() => loadIdentityConfig({ OTP_SENDS_PER_IP_PER_HOUR: '0', MEDIA_URL: 'ftp://media' })).toThrow(/MEDIA_URL[\s\S]*OTP_SENDS_PER_IP_PER_HOUR/);
    expect(() => loadIdentityConfig({ CAMPUS_NETWORKS: '10.0.0.0/40' })).toThrow(/CAMPUS_NETWORKS: not a CIDR range: 10.0.0.0\/40/);
  });
});

describe('eventSubscribers', () => {
  it('sends user.updated to PEOPLE_SUBSCRIBERS and session.revoked to SESSION_SUBSCRIBERS, both read with the rest of the config', () => {
    const config = loadIdentityConfig({ PEOPLE_SUBSCRIBERS: 'http://feed:3103/', SESSION_SUBSCRIBERS: 'http://feed:3103, http://events:3104/' });

    expect(eventSubscribers(config)).toEqual({
      [USER_UPDATED_EVENT]: ['http://feed:3103/internal/events/people'],
      [SESSION_REVOKED_EVENT]: ['http://feed:3103/internal/events/sessions', 'http://events:3104/internal/events/sessions'],
      // A moderator's restriction goes where revocations go (service-kit's restriction router shares the path).
      [ACCOUNT_RESTRICTION_EVENT]: ['http://feed:3103/internal/events/sessions', 'http://events:3104/internal/events/sessions'],
      // So does a user block (service-kit's user-block router shares the path).
      [USER_BLOCK_EVENT]: ['http://feed:3103/internal/events/sessions', 'http://events:3104/internal/events/sessions'],
    });
    expect(() => loadIdentityConfig({ SESSION_SUBSCRIBERS: 'ftp://feed' })).toThrow(/SESSION_SUBSCRIBERS/);
  });

  it('also sends each event to its IDENTITY_EVENT_SUBSCRIBERS (the manifest’s: the restriction to notifications, for the Account Restricted notice)', () => {
    const config = loadIdentityConfig({
      SESSION_SUBSCRIBERS: 'http://notifications:3108',
      IDENTITY_EVENT_SUBSCRIBERS: JSON.stringify({ [ACCOUNT_RESTRICTION_EVENT]: ['http://notifications:3108/internal/events'] }),
    });

    expect(eventSubscribers(config)[ACCOUNT_RESTRICTION_EVENT]).toEqual([
      'http://notifications:3108/internal/events/sessions',
      'http://notifications:3108/internal/events',
    ]);
    expect(eventSubscribers(config)[SESSION_REVOKED_EVENT]).toEqual(['http://notifications:3108/internal/events/sessions']);
    expect(() => loadIdentityConfig({ IDENTITY_EVENT_SUBSCRIBERS: '{"account.restriction-changed": ["ftp://x"]}' })).toThrow(/IDENTITY_EVENT_SUBSCRIBERS/);
  });
});
