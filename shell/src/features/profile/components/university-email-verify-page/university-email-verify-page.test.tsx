import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { currentUrl, renderApp } from '../../../../testing/render-app';

const state = { universityEmail: 'asha@iitb.ac.in', universityId: 'Un1v_000001' };
const unverified = aUser({ universityVerified: false, isVerified: false, universityEmail: null, universityEmailVerifiedAt: null });
const open = () => renderApp({ path: '/university-email-verify', state, user: unverified });

async function enterCode(code: string) {
  await userEvent.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
  await userEvent.paste(code);
  await userEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
}

describe('UniversityEmailVerifyPage', () => {
  let fake: FakeApi;
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('accessToken', 'access-1');
    fake = installFakeApi().on('GET', '/api/v1/universities', { body: [{ id: 'Un1v_000001', name: 'IIT Bombay' }] });
  });
  afterEach(() => fake.uninstall());

  it("asks for the whole code: 'Enter full 6-digit OTP'", async () => {
    open();
    await enterCode('123');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter full 6-digit OTP');
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAccessibleDescription('Enter full 6-digit OTP');
    expect(fake.requests).toHaveLength(0);
  });

  it('on success keeps the fresh tokens, re-fetches the user and shows the verified profile', async () => {
    fake
      .on('POST', '/api/v1/users/me/university-email/verify-otp', { body: { accessToken: 'access-2', refreshToken: 'r'.repeat(43), tokenType: 'Bearer', expiresIn: 900, user: aUser() } })
      .on('GET', '/api/v1/users/me', { body: aUser() });
    const { router } = open();

    await enterCode('482913');

    await waitFor(() => expect(currentUrl(router)).toBe('/profile'));
    expect(fake.requestsTo('POST', '/api/v1/users/me/university-email/verify-otp')[0]?.body).toEqual({ ...state, otp: '482913' });
    expect(fake.requestsTo('GET', '/api/v1/users/me')[0]?.headers.get('authorization')).toBe('Bearer access-2');
    expect((await screen.findAllByText('Verified · IIT Bombay')).length).toBeGreaterThan(0);
  });

  it("a refused code shows the server's reason, or 'Verification failed', and empties the boxes", async () => {
    fake.on('POST', '/api/v1/users/me/university-email/verify-otp', { status: 400, body: { status: 400, code: 'BAD_REQUEST', message: 'Invalid or expired OTP. Please try again.' } });
    open();

    await enterCode('000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired OTP. Please try again.');
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');

    fake.on('POST', '/api/v1/users/me/university-email/verify-otp', { status: 500 });
    await enterCode('000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification failed');
    expect(localStorage.getItem('accessToken')).toBe('access-1');
  });
});
