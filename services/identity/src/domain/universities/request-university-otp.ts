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
 * named person is a verified member): a taken mailbox gets the same 200, the same limits and a mail of
 * the same cost — a notice without a code, stored as a void challenge — so neither the answer nor its
 * timing differ. verify-otp decides. Sends are limited per asking account (a 30 s cooldown per
 * mailbox, an hourly cap over all mailboxes), per mailbox from one IP, and per IP — never by a count
 * of the mailbox that other accounts could fill, so nobody can hold up a student's verification.
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
    account: user._id,
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
