import { escapeHtml, htmlCode, htmlLayout, type MailMessage } from '@campusloop/service-kit';

/** The code that proves the user reads this university mailbox. */
export function universityCodeMail(
  to: string,
  code: string,
  universityName: string,
  validMinutes: number,
): MailMessage {
  const subject = 'Verify your university email for CampusLoop';
  const text = [
    `Your CampusLoop verification code for ${universityName} is ${code}.`,
    '',
    `It expires in ${validMinutes} minutes and can be used once.`,
    "If you didn't ask for it, you can ignore this e-mail.",
  ].join('\n');
  const html = htmlLayout(
    subject,
    `<p style="margin:0">Your verification code for ${escapeHtml(universityName)}:</p>${htmlCode(code)}
     <p style="margin:0 0 8px">It expires in ${escapeHtml(String(validMinutes))} minutes and can be used once.</p>
     <p style="margin:0;color:#6b7080">If you didn't ask for it, you can ignore this e-mail.</p>`,
  );
  return { to, subject, text, html };
}
