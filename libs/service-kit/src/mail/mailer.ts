import nodemailer from 'nodemailer';
import { headerSafe } from './header-safe';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** `<id@domain>`: stable per mail, so a receiver can drop a second copy of the same message. */
  messageId?: string;
  /** Threading: the message this one answers, and the thread's ids (RFC 5322 §3.6.4). */
  inReplyTo?: string;
  references?: string[];
  /** Extra headers (e.g. List-Unsubscribe); names and values must be single lines (checked). */
  headers?: Record<string, string>;
}

/** Sends one message or rejects; the domain layer decides what a failure means. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export interface SmtpMailerOptions {
  /** e.g. smtp://127.0.0.1:1025 (MailDev) or smtps://user:pass@smtp.example.com */
  url: string;
  /** e.g. 'CampusLoop <no-reply@campusloop.app>' */
  from: string;
  /** Upper bound for connecting, the greeting and each socket read (default 10 s). */
  timeoutMs?: number;
}

/**
 * True when the SMTP server refused the message for good (a 5xx reply, e.g. 550 "no such mailbox"):
 * sending it again cannot succeed. Connection failures, timeouts and 4xx replies are temporary.
 */
export function isPermanentMailFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Every header value as one line (a CR/LF in a value would start a header of the sender's choosing). */
function safeHeaders(headers: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!headers) return undefined;
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => {
      if (!/^[A-Za-z0-9-]+$/.test(name)) throw new Error(`Invalid mail header name: ${JSON.stringify(name)}`);
      return [name, headerSafe(value, 2_000)];
    }),
  );
}

/** nodemailer over SMTP. A dead or slow server rejects within the timeout instead of hanging a request. */
export function createSmtpMailer({ url, from, timeoutMs = 10_000 }: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport(url, { from });
  const options = transport.options as Record<string, unknown>;
  options['connectionTimeout'] = timeoutMs;
  options['greetingTimeout'] = timeoutMs;
  options['socketTimeout'] = timeoutMs * 2;
  return {
    async send({ subject, messageId, inReplyTo, references, headers, replyTo, ...message }) {
      const extraHeaders = safeHeaders(headers);
      await transport.sendMail({
        ...message,
        from,
        subject: headerSafe(subject),
        ...(replyTo ? { replyTo: headerSafe(replyTo) } : {}),
        ...(messageId ? { messageId: headerSafe(messageId) } : {}),
        ...(inReplyTo ? { inReplyTo: headerSafe(inReplyTo) } : {}),
        ...(references?.length ? { references: references.map((reference) => headerSafe(reference)) } : {}),
        ...(extraHeaders ? { headers: extraHeaders } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}
