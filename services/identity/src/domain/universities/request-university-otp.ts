import { UNIVERSITY_MESSAGES, type RequestUniversityOtpResponse } from '@campusloop/contracts';
import { universityCodeMail } from '../../mail/university-code-mail';
import { universityMailboxTakenMail } from '../../mail/university-mailbox-taken-mail';
import type { IdentityContext } from '../identity-context';
import { sendOtpChallenge } from '../otp/send-otp-challenge';
import { loadUser } from '../users/get-me';
import { universityForVerification } from './university-for-verification';
import { universityMailbox } from './university-mailbox';

/**
 * POST /users/me/university-email/request-otp: e-mails a code to the university address. The answer
 * never tells whether another account verified the address (that would let anyone test whether a
 * named person is a verified member): a taken mailbox gets the same 200, the same limits (cooldown
 * and hourly caps per mailbox and per IP) and a mail of the same cost — a notice without a code,
 * stored as a void challenge — so neither the answer nor its timing differ. verify-otp decides.
 */
export async function requestUniversityOtp(
  ctx: IdentityContext,
  input: { userId: string; universityEmail: string; universityId: string; ip: string },
): Promise<RequestUniversityOtpResponse> {
  const user = await loadUser(ctx, input.userId);
  const university = await universityForVerification(ctx, user, input);
  const mailbox = universityMailbox(input.universityEmail, university);
  const claimed = await ctx.models.verifiedUniversityEmails.findById(mailbox).lean();
  const takenByAnother = !!claimed && claimed.userId !== user._id;
  const sent = await sendOtpChallenge(ctx, {
    purpose: 'UNIVERSITY_EMAIL',
    subject: user._id,
    email: input.universityEmail,
    slotKey: mailbox,
    codeUsable: !takenByAnother,
    universityId: university._id,
    ip: input.ip,
    mail: (code, validMinutes) =>
      takenByAnother
        ? universityMailboxTakenMail(input.universityEmail)
        : universityCodeMail(input.universityEmail, code, university.name, validMinutes),
    sendFailedMessage: UNIVERSITY_MESSAGES.sendVerificationOtpFailed,
  });
  return { message: 'OTP sent', ...sent };
}
