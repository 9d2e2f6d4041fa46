import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { requireWhenNeeded } from './require-when-needed.ts';

const nodemailer = requireWhenNeeded<typeof import('nodemailer')>('nodemailer');

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Writes each message as JSON into DATA_DIR/outbox (the default: nothing leaves the machine,
 * and a developer or a browser test reads the codes from there).
 */
export function outboxMailer(outboxDir: string, from: string): Mailer {
  const jsonTransport = () => nodemailer().createTransport({ jsonTransport: true });
  let transport: ReturnType<typeof jsonTransport> | undefined;
  let sequence = 0;
  return {
    async send(message) {
      transport ??= jsonTransport();
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      sequence += 1;
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const name = `${Date.now()}-${process.pid}-${sequence}-${safeTo}.json`;
      const file = path.join(outboxDir, name);
      await writeFile(`${file}.tmp`, info.message.toString());
      // Rename so that a reader never sees a half-written message.
      const { rename } = await import('node:fs/promises');
      await rename(`${file}.tmp`, file);
    },
  };
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const smtpTransport = () => nodemailer().createTransport(smtpUrl);
  let transport: ReturnType<typeof smtpTransport> | undefined;
  return {
    async send(message) {
      transport ??= smtpTransport();
      await transport.sendMail({ from, ...message });
    },
  };
}

/** Keeps messages in memory: for tests that read what was sent. */
export function memoryMailer(): Mailer & { sent: MailMessage[]; lastTo(to: string): MailMessage | undefined } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    lastTo(to) {
      return sent.filter((m) => m.to === to).at(-1);
    },
  };
}
