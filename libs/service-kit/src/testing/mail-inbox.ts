// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient types of maildev (no package types) travel with this file to every test program that imports it
/// <reference path="./maildev.d.ts" />
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import MailDev, { type MailDevEmail } from 'maildev';
import { freePort } from './free-port';

export type ReceivedMail = MailDevEmail;

export interface MailInbox {
  /** smtp://127.0.0.1:<port> of this MailDev. */
  smtpUrl: string;
  port: number;
  /** Waits for the next mail to `address` this test has not taken yet, and takes it. */
  nextMailTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** The 6-digit code in the next mail to `address`. */
  nextCodeFor(address: string): Promise<string>;
  /** Every mail received so far. */
  all(): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long reading the inbox waits at most for MailDev to file the mails it has accepted. */
const FILING_WAIT_MS = 10_000;

/**
 * A real SMTP server (MailDev, in process, web UI off) on a free port (or `port`: a test that stopped
 * one starts the next where the service still sends), with its own mail directory. Services' mail
 * tests read their mails back through it.
 */
export async function startMailInbox(options: { port?: number } = {}): Promise<MailInbox> {
  const port = options.port ?? (await freePort());
  const mailDirectory = mkdtempSync(path.join(os.tmpdir(), 'test-maildev-'));
  const server = new MailDev({ smtp: port, ip: '127.0.0.1', silent: true, disableWeb: true, mailDirectory });
  await server.listen();
  const taken = new Set<string>();
  const filed = () =>
    new Promise<ReceivedMail[]>((resolve, reject) =>
      server.getAllEmail((error, emails) => (error ? reject(error) : resolve([...emails]))),
    );
  /**
   * MailDev answers the sender once a mail's bytes are written and files it (reading the written file
   * back) a moment later. So that a test reading the inbox right after a send sees that mail — and a
   * stop does not remove the directory under a mail being filed, which throws in MailDev's callback —
   * this waits (bounded) until every written mail is filed. The bound is a busy CI machine's, not a quiet
   * one's: on a quiet machine filing takes milliseconds and this returns as soon as it is done.
   */
  const all = async (): Promise<ReceivedMail[]> => {
    const deadline = Date.now() + FILING_WAIT_MS;
    for (;;) {
      const mails = await filed();
      const ids = new Set(mails.map((mail) => `${mail.id}.eml`));
      const unfiled = readdirSync(mailDirectory).some((name) => name.endsWith('.eml') && !ids.has(name));
      if (!unfiled || Date.now() >= deadline) return mails;
      await sleep(20);
    }
  };

  const nextMailTo = async (address: string, timeoutMs = 5_000): Promise<ReceivedMail> => {
    const deadline = Date.now() + timeoutMs;
    const wanted = address.toLowerCase();
    while (Date.now() < deadline) {
      const mail = (await all()).find(
        (candidate) =>
          !taken.has(candidate.id) && candidate.envelope.to.some((to) => to.address.toLowerCase() === wanted),
      );
      if (mail) {
        taken.add(mail.id);
        return mail;
      }
      await sleep(20);
    }
    throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
  };

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    port,
    nextMailTo,
    async nextCodeFor(address) {
      const mail = await nextMailTo(address);
      const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
      if (!code) throw new Error(`mail to ${address} carries no 6-digit code: ${mail.text}`);
      return code;
    },
    all,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await all();
      rmSync(mailDirectory, { recursive: true, force: true });
    },
  };
}
