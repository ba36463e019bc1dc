import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
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

/** nodemailer over SMTP. A dead or slow server rejects within the timeout instead of hanging a request. */
export function createSmtpMailer({ url, from, timeoutMs = 10_000 }: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport(url, { from });
  const options = transport.options as Record<string, unknown>;
  options['connectionTimeout'] = timeoutMs;
  options['greetingTimeout'] = timeoutMs;
  options['socketTimeout'] = timeoutMs * 2;
  return {
    async send(message) {
      await transport.sendMail({ ...message, from });
    },
    async close() {
      transport.close();
    },
  };
}
