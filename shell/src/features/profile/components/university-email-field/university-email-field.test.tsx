import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { currentUrl, renderApp } from '../../../../testing/render-app';

const unverified = aUser({ universityVerified: false, isVerified: false, universityEmail: null, universityEmailVerifiedAt: null });
const verifyButton = () => screen.getByRole('button', { name: 'Verify Email' });

describe('university e-mail verification request', () => {
  let fake: FakeApi;
  beforeEach(() => {
    localStorage.setItem('accessToken', 'access-1');
    fake = installFakeApi().on('GET', '/api/v1/universities', { body: [{ id: 'Un1v_000001', name: 'IIT Bombay' }] });
  });
  afterEach(() => fake.uninstall());

  it('asks for the university e-mail, then for a university, before sending anything', async () => {
    renderApp({ path: '/university-form', user: { ...unverified, universityId: null } });
    await screen.findByRole('option', { name: 'IIT Bombay' });

    await userEvent.click(verifyButton());
    expect(screen.getByLabelText('University Email')).toHaveAccessibleDescription(/Please enter your university email/);

    await userEvent.type(screen.getByLabelText('University Email'), 'asha@iitb.ac.in');
    await userEvent.click(verifyButton());
    expect(screen.getByLabelText('University Email')).toHaveAccessibleDescription(/Please select a university to verify your email/);
    expect(fake.requestsTo('POST', '/api/v1/users/me/university-email/request-otp')).toHaveLength(0);
  });

  it('sends the code and opens /university-email-verify with the e-mail and university', async () => {
    fake.on('POST', '/api/v1/users/me/university-email/request-otp', { body: { message: 'OTP sent', resendAfterSeconds: 30, expiresInSeconds: 600 } });
    const { router } = renderApp({ path: '/profile', user: unverified });
    await screen.findByRole('option', { name: 'IIT Bombay' });

    await userEvent.type(screen.getByLabelText('University Email'), ' Asha@IITB.ac.in ');
    await userEvent.click(verifyButton());

    await waitFor(() => expect(currentUrl(router)).toBe('/university-email-verify'));
    expect(router.state.location.state).toEqual({ universityEmail: 'asha@iitb.ac.in', universityId: 'Un1v_000001' });
    expect(fake.requestsTo('PATCH', '/api/v1/users/me')).toHaveLength(0);
  });

  it('saves pending profile changes first so they are not lost while verifying', async () => {
    fake
      .on('PATCH', '/api/v1/users/me', { body: { ...unverified, degree: 'M.Tech' } })
      .on('POST', '/api/v1/users/me/university-email/request-otp', { body: { message: 'OTP sent', resendAfterSeconds: 30, expiresInSeconds: 600 } });
    const { router } = renderApp({ path: '/profile', user: unverified });
    await screen.findByRole('option', { name: 'IIT Bombay' });

    await userEvent.clear(screen.getByLabelText('Degree'));
    await userEvent.type(screen.getByLabelText('Degree'), 'M.Tech');
    await userEvent.type(screen.getByLabelText('University Email'), 'asha@iitb.ac.in');
    await userEvent.click(verifyButton());

    await waitFor(() => expect(currentUrl(router)).toBe('/university-email-verify'));
    expect(fake.requestsTo('PATCH', '/api/v1/users/me')[0]?.body).toMatchObject({ degree: 'M.Tech' });
  });

  it("shows the server's reason (a mismatched domain), or 'Failed to send verification OTP'", async () => {
    fake.on('POST', '/api/v1/users/me/university-email/request-otp', {
      status: 400,
      body: { status: 400, code: 'VALIDATION_ERROR', message: 'x', validationErrors: { universityEmail: 'This email address does not belong to the selected university.' } },
    });
    const { router } = renderApp({ path: '/profile', user: unverified });
    await screen.findByRole('option', { name: 'IIT Bombay' });
    await userEvent.type(screen.getByLabelText('University Email'), 'asha@iitd.ac.in');

    await userEvent.click(verifyButton());
    expect(await screen.findByText('This email address does not belong to the selected university.')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/profile');

    fake.on('POST', '/api/v1/users/me/university-email/request-otp', { status: 502 });
    await userEvent.click(verifyButton());
    expect(await screen.findByText('Failed to send verification OTP')).toBeInTheDocument();
  });
});
