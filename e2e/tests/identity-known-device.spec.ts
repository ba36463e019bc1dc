import { expect, request as playwrightRequest, test } from '@playwright/test';
import { IDENTITY_PATHS } from '@campusloop/contracts';
import { readCode, uniqueEmail } from '../support/accounts';
import { E2E_API_URL } from '../support/e2e-env';

// Issue 34, finding 2 through the composed stack: the device cookie identity sets on sign-in comes back
// through the gateway and gives the browser its own limits (here: its own 30 s cooldown).
test('a browser that signed in gets another code at once through the gateway; one without the device cookie waits', async ({
  request,
}) => {
  const email = uniqueEmail('known-device');
  const since = Date.now();
  await expect(
    await request.post(`${E2E_API_URL}${IDENTITY_PATHS.requestOtp}`, { data: { email } }),
  ).toBeOK();
  const otp = await readCode(request, email, since);
  const signedIn = await request.post(`${E2E_API_URL}${IDENTITY_PATHS.verifyOtp}`, { data: { email, otp } });
  await expect(signedIn).toBeOK();
  const setCookies = signedIn
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value);
  expect(setCookies.find((cookie) => cookie.startsWith('campusloop_device='))).toMatch(
    /HttpOnly.*SameSite=Strict|SameSite=Strict.*HttpOnly/,
  );

  const stranger = await playwrightRequest.newContext();
  try {
    const withoutCookie = await stranger.post(`${E2E_API_URL}${IDENTITY_PATHS.requestOtp}`, {
      data: { email },
    });
    const withCookie = await request.post(`${E2E_API_URL}${IDENTITY_PATHS.requestOtp}`, { data: { email } });

    expect(withoutCookie.status()).toBe(429); // the address's cooldown from this IP (the sign-in's code)
    expect(withCookie.status()).toBe(200); // the known device's own cooldown
  } finally {
    await stranger.dispose();
  }
});
