import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { currentUrl, renderApp } from '../../../../testing/render-app';

describe('LoginPage', () => {
  let fake: FakeApi;
  beforeEach(() => {
    localStorage.clear();
    fake = installFakeApi();
  });
  afterEach(() => fake.uninstall());

  it('asks for an e-mail, then a valid one, and keeps Send OTP disabled while the error shows', async () => {
    renderApp({ path: '/login' });
    const email = await screen.findByLabelText('Email');
    const send = screen.getByRole('button', { name: 'Send OTP' });

    await userEvent.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    expect(send).toBeDisabled();

    await userEvent.type(email, 'asha@');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');

    await userEvent.clear(email);
    await userEvent.type(email, `${'a'.repeat(64)}@${'b'.repeat(186)}.com`);
    expect(screen.getByRole('alert')).toHaveTextContent('Email address is too long');
    expect(fake.requests).toHaveLength(0);
  });

  it('Enter sends the code and goes to /verify carrying the e-mail', async () => {
    fake.on('POST', '/api/v1/auth/request-otp', { body: { message: 'OTP sent', resendAfterSeconds: 30, expiresInSeconds: 600 } });
    const { router } = renderApp({ path: '/login' });

    await userEvent.type(screen.getByLabelText('Email'), ' Asha@Example.com {Enter}');

    await waitFor(() => expect(currentUrl(router)).toBe('/verify'));
    expect(router.state.location.state).toEqual({ email: 'asha@example.com' });
    expect(fake.requestsTo('POST', '/api/v1/auth/request-otp')[0]?.body).toEqual({ email: 'asha@example.com' });
    expect(await screen.findByText('asha@example.com')).toBeInTheDocument();
  });

  it('says the code could not be sent when the server fails without a message', async () => {
    fake.on('POST', '/api/v1/auth/request-otp', { status: 502 });
    const { router } = renderApp({ path: '/login' });

    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send OTP. Please try again.');
    expect(currentUrl(router)).toBe('/login');
  });
});
