import { escapeHtml, htmlLayout, type MailMessage } from '@campusloop/service-kit';

export interface ContactDetails {
  id: string;
  name: string;
  email: string;
  message: string;
  receivedAt: Date;
}

/** Header-safe single line (nodemailer also refuses header injection; this keeps subjects tidy). */
function oneLine(value: string, max = 80): string {
  return value.replace(/[\r\n\t]+/g, ' ').slice(0, max);
}

/** The message as the team reads it at info@; replying answers the sender. */
export function contactForwardMail(inbox: string, contact: ContactDetails): MailMessage {
  const subject = `Contact form: ${oneLine(contact.name)}`;
  const text = [
    `From: ${contact.name} <${contact.email}>`,
    `Received: ${contact.receivedAt.toISOString()}`,
    `Reference: ${contact.id}`,
    '',
    contact.message,
  ].join('\n');
  const html = htmlLayout(
    subject,
    `<p style="margin:0 0 8px"><strong>From:</strong> ${escapeHtml(contact.name)} &lt;${escapeHtml(contact.email)}&gt;</p>
     <p style="margin:0 0 8px"><strong>Received:</strong> ${escapeHtml(contact.receivedAt.toISOString())} · ${escapeHtml(contact.id)}</p>
     <p style="margin:16px 0 0;white-space:pre-wrap">${escapeHtml(contact.message)}</p>`,
  );
  return { to: inbox, subject, text, html, replyTo: contact.email };
}

/**
 * The receipt for the sender. It repeats nothing the sender typed (not even the name): the address is
 * unverified, and echoing input would let anyone send our mail with their text to a stranger.
 */
export function contactReceiptMail(to: string): MailMessage {
  const subject = 'We received your message';
  const text = [
    'Hello,',
    '',
    'Thank you for contacting CampusLoop. We received your message and will reply to this address.',
    "If you didn't write to us, you can ignore this e-mail.",
  ].join('\n');
  const html = htmlLayout(
    subject,
    `<p style="margin:0 0 8px">Hello,</p>
     <p style="margin:0 0 8px">Thank you for contacting CampusLoop. We received your message and will reply to this address.</p>
     <p style="margin:0;color:#6b7080">If you didn't write to us, you can ignore this e-mail.</p>`,
  );
  return { to, subject, text, html };
}
