import { UNIVERSITY_MESSAGES, type RequestUniversityOtpResponse } from '@campusloop/contracts';
import { universityCodeMail } from '../../mail/university-code-mail';
import type { IdentityContext } from '../identity-context';
import { sendOtpChallenge } from '../otp/send-otp-challenge';
import { loadUser } from '../users/get-me';
import { universityForVerification } from './university-for-verification';

/** POST /users/me/university-email/request-otp: e-mails a code to the university address. */
export async function requestUniversityOtp(
  ctx: IdentityContext,
  input: { userId: string; universityEmail: string; universityId: string; ip: string },
): Promise<RequestUniversityOtpResponse> {
  const user = await loadUser(ctx, input.userId);
  const university = await universityForVerification(ctx, user, input);
  const sent = await sendOtpChallenge(ctx, {
    purpose: 'UNIVERSITY_EMAIL',
    subject: user._id,
    email: input.universityEmail,
    universityId: university._id,
    ip: input.ip,
    mail: (code, validMinutes) => universityCodeMail(input.universityEmail, code, university.name, validMinutes),
    sendFailedMessage: UNIVERSITY_MESSAGES.sendVerificationOtpFailed,
  });
  return { message: 'OTP sent', ...sent };
}
