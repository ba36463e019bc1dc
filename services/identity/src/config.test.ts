import { DEV_OTP_PEPPER, loadIdentityConfig } from './config';

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
      OTP_PEPPER: DEV_OTP_PEPPER,
      COOKIE_SECURE: false,
    });
    expect(config.IDENTITY_SIGNING_KEY).toBeUndefined();
  });

  it('in production requires OTP_PEPPER and makes the cookie Secure', () => {
    expect(() => loadIdentityConfig({ NODE_ENV: 'production' })).toThrow('OTP_PEPPER: is required in production');

    const config = loadIdentityConfig({ NODE_ENV: 'production', OTP_PEPPER: 'p'.repeat(40) });
    expect(config.COOKIE_SECURE).toBe(true);
  });

  it('lists every problem at once', () => {
    expect(() => loadIdentityConfig({ PORT: 'x', SMTP_URL: 'http://mail', OTP_PEPPER: 'short', COOKIE_SECURE: 'maybe' })).toThrow(
      /PORT[\s\S]*SMTP_URL[\s\S]*OTP_PEPPER[\s\S]*COOKIE_SECURE/,
    );
  });

  it('reads COOKIE_SECURE explicitly', () => {
    expect(loadIdentityConfig({ COOKIE_SECURE: 'true' }).COOKIE_SECURE).toBe(true);
    expect(loadIdentityConfig({ NODE_ENV: 'production', OTP_PEPPER: 'p'.repeat(40), COOKIE_SECURE: 'false' }).COOKIE_SECURE).toBe(false);
  });
});
