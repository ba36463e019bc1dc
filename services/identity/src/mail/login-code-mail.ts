import { escapeHtml, htmlCode, htmlLayout, type MailMessage } from '@campusloop/service-kit';

/**
 * The sign-in code. One text for new and existing accounts (sign-up and sign-in are one flow, and the
 * mail must not tell anyone whether an account exists).
 */
export function loginCodeMail(to: string, code: string, validMinutes: number): MailMessage {
  const subject = 'Your CampusLoop sign-in code';
  const text = [
    `Your CampusLoop sign-in code is ${code}.`,
    '',
    `It expires in ${validMinutes} minutes and can be used once.`,
    "If you didn't ask for it, you can ignore this e-mail: nobody can sign in without the code.",
    'CampusLoop will never ask you for this code.',
  ].join('\n');
  const html = htmlLayout(
    subject,
    `<p style="margin:0">Your sign-in code:</p>${htmlCode(code)}
     <p style="margin:0 0 8px">It expires in ${escapeHtml(String(validMinutes))} minutes and can be used once.</p>
     <p style="margin:0;color:#6b7080">If you didn't ask for it, you can ignore this e-mail: nobody can sign in without the code.
     CampusLoop will never ask you for this code.</p>`,
  );
  return { to, subject, text, html };
}
