// The part of MailDev's Node API the tests use (the package ships no types).
declare module 'maildev' {
  interface MailDevAddress {
    address: string;
    name?: string;
  }
  export interface MailDevEmail {
    id: string;
    subject: string;
    text?: string;
    html?: string;
    from: MailDevAddress[];
    to: MailDevAddress[];
    replyTo?: MailDevAddress[];
    headers: Record<string, string>;
    envelope: { to: MailDevAddress[]; from: MailDevAddress };
  }
  interface MailDevOptions {
    smtp: number;
    web?: number;
    ip?: string;
    silent?: boolean;
    disableWeb?: boolean;
    mailDirectory?: string;
  }
  interface MailDevServer {
    listen(): Promise<void>;
    close(callback: (error?: Error) => void): void;
    getAllEmail(done: (error: Error | null, emails: MailDevEmail[]) => void): void;
  }
  const MailDev: new (options: MailDevOptions) => MailDevServer;
  export default MailDev;
}
