import { htmlLayout, type MailMessage } from '@campusloop/service-kit';

/**
 * What a university address already verified by another account receives instead of a code. The
 * request got the same 200 as any other, so the requester learns nothing; only the mailbox's owner
 * reads this, and they already know their address is verified. It carries no code (there is nothing
 * this address can verify again) and repeats nothing about the requester.
 */
export function universityMailboxTakenMail(to: string): MailMessage {
  const subject = 'Verify your university email for CampusLoop';
  const text = [
    'Someone asked to verify this university email address for a CampusLoop account.',
    '',
    'This address is already verified by a CampusLoop account, and one university mailbox verifies one account, so no code was sent.',
    "If it was you, sign in with the account that verified it. If it wasn't, you can ignore this e-mail: nothing has changed.",
  ].join('\n');
  const html = htmlLayout(
    subject,
    `<p style="margin:0 0 8px">Someone asked to verify this university email address for a CampusLoop account.</p>
     <p style="margin:0 0 8px">This address is already verified by a CampusLoop account, and one university mailbox verifies one account, so no code was sent.</p>
     <p style="margin:0;color:#6b7080">If it was you, sign in with the account that verified it. If it wasn't, you can ignore this e-mail: nothing has changed.</p>`,
  );
  return { to, subject, text, html };
}
