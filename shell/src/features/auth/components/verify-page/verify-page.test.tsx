import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { currentUrl, renderApp } from '../../../../testing/render-app';

const EMAIL = 'asha@example.com';
const openVerify = () => renderApp({ path: '/verify', state: { email: EMAIL } });
const loginResponse = (profileComplete: boolean, audience: string | null) => ({
  body: { accessToken: 'access-1', refreshToken: 'r'.repeat(43), tokenType: 'Bearer', expiresIn: 900, profileComplete, audience },
});

describe('VerifyPage', () => {
  let fake: FakeApi;
  beforeEach(() => {
    localStorage.clear();
    fake = installFakeApi();
  });
  afterEach(() => {
    fake.uninstall();
    jest.useRealTimers();
  });

  it('without an e-mail from /login goes back to /login', async () => {
    const { router } = renderApp({ path: '/verify' });
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
  });

  it('hides the top bar', () => {
    openVerify();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verify OTP' })).toBeInTheDocument();
  });

  it('asks for all six digits before calling the server', async () => {
    openVerify();

    await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the full 6-digit OTP.');
    expect(fake.requests).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Digit 4 of 6' })).toHaveFocus());
  });

  it('starts in the first box', () => {
    openVerify();
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
  });

  it('with a pasted code signs in, stores the token, fetches the user and opens the form of the audience', async () => {
    fake
      .on('POST', '/api/v1/auth/verify-otp', loginResponse(false, 'UNIVERSITY_STUDENT'))
      .on('GET', '/api/v1/users/me', { body: aUser({ profileComplete: false, audience: 'UNIVERSITY_STUDENT', universityVerified: false }) });
    const { router } = openVerify();

    await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('482913');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/university-form'));
    expect(fake.requestsTo('POST', '/api/v1/auth/verify-otp')[0]?.body).toEqual({ email: EMAIL, otp: '482913' });
    expect(fake.requestsTo('GET', '/api/v1/users/me')[0]?.headers.get('authorization')).toBe('Bearer access-1');
    expect(localStorage.getItem('accessToken')).toBe('access-1');
  });

  it('a complete profile lands on the dashboard', async () => {
    fake.on('POST', '/api/v1/auth/verify-otp', loginResponse(true, 'OTHER')).on('GET', '/api/v1/users/me', { body: aUser({ audience: 'OTHER' }) });
    const { router } = openVerify();

    await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard'));
  });

  it('a wrong or expired code says so and empties the boxes', async () => {
    fake.on('POST', '/api/v1/auth/verify-otp', { status: 400, body: { status: 400, code: 'INVALID_OTP', message: 'Invalid or expired OTP' } });
    openVerify();

    await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired OTP. Please try again.');
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus());
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('offers Resend OTP only after 30 seconds, then sends a new code', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    fake.on('POST', '/api/v1/auth/request-otp', { body: { message: 'OTP sent', resendAfterSeconds: 30, expiresInSeconds: 600 } });
    openVerify();

    expect(screen.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
    for (let second = 0; second < 30; second += 1) {
      act(() => jest.advanceTimersByTime(1000));
    }
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

    expect(await screen.findByText(`A new OTP has been sent to ${EMAIL}.`)).toBeInTheDocument();
    expect(fake.requestsTo('POST', '/api/v1/auth/request-otp')[0]?.body).toEqual({ email: EMAIL });
    expect(screen.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
  });
});
