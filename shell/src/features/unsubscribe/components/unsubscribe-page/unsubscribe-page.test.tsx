import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, installFakeApi, type FakeApi, type FakeReply } from '@campusloop/web-platform/testing';
import { renderApp } from '../../../../testing/render-app';

describe('/unsubscribe (a notification mail’s link)', () => {
  let fake: FakeApi;
  beforeEach(() => {
    fake = installFakeApi();
  });
  afterEach(() => fake.uninstall());

  it('turns e-mail off without signing in, confirms, and turns it back on from the same link', async () => {
    const reply = deferred<FakeReply>();
    fake.on('POST', '/api/v1/notifications/unsubscribe', () => reply.promise);
    fake.on('POST', '/api/v1/notifications/resubscribe', () => ({
      status: 200,
      body: { emailDelivery: true },
    }));
    renderApp({ path: '/unsubscribe?token=abc.123.sig' });

    expect(await screen.findByText('Turning off e-mail notifications...')).toBeInTheDocument();
    reply.resolve({ status: 200, body: { emailDelivery: false } });
    expect(await screen.findByRole('heading', { name: "You're unsubscribed" })).toBeInTheDocument();
    expect(fake.requestsTo('POST', '/api/v1/notifications/unsubscribe')).toHaveLength(1);
    expect(fake.requestsTo('POST', '/api/v1/notifications/unsubscribe')[0]?.search).toBe(
      '?token=abc.123.sig',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Turn e-mail notifications back on' }));
    expect(await screen.findByText('E-mail notifications are on again.')).toBeInTheDocument();
    expect(fake.requestsTo('POST', '/api/v1/notifications/resubscribe')[0]?.search).toBe(
      '?token=abc.123.sig',
    );
  });

  it('says so when the link is expired or forged, and offers the settings instead', async () => {
    fake.on('POST', '/api/v1/notifications/unsubscribe', () => ({
      status: 410,
      body: {
        status: 410,
        code: 'UNSUBSCRIBE_LINK_EXPIRED',
        message: 'This unsubscribe link has expired. Sign in and turn e-mail notifications off in Settings.',
      },
    }));
    renderApp({ path: '/unsubscribe?token=old' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link has expired.');
    expect(
      screen.queryByRole('button', { name: 'Turn e-mail notifications back on' }),
    ).not.toBeInTheDocument();
  });

  it('calls nothing for a link without a token', async () => {
    renderApp({ path: '/unsubscribe' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is incomplete.');
    expect(fake.requests).toHaveLength(0);
  });
});
