import { AUTH_MESSAGES, type RequestOtpResponse } from '@campusloop/contracts';
import { loginCodeMail } from '../../mail/login-code-mail';
import type { IdentityContext } from '../identity-context';
import { sendOtpChallenge } from '../otp/send-otp-challenge';

/**
 * Sends a sign-in code to any valid address. Sign-up and sign-in are one flow: no account is looked
 * up here, so the answer, the mail and the work done are the same whether or not an account exists.
 * A browser with a valid device cookie for the address (`knownDevice`) has limits of its own.
 */
export async function requestLoginOtp(
  ctx: IdentityContext,
  input: { email: string; ip: string; knownDevice?: string | undefined },
): Promise<RequestOtpResponse> {
  const sent = await sendOtpChallenge(ctx, {
    purpose: 'LOGIN',
    subject: input.email,
    email: input.email,
    ip: input.ip,
    ...(input.knownDevice ? { knownDevice: input.knownDevice } : {}),
    mail: (code, validMinutes) => loginCodeMail(input.email, code, validMinutes),
    sendFailedMessage: AUTH_MESSAGES.sendOtpFailed,
  });
  return { message: AUTH_MESSAGES.otpSent, ...sent };
}
