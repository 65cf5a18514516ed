import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  /** Display name of the sender, the provider's alias. */
  fromName: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Where mail goes, once checked: `smtp` after the server accepted a connection and the login (nodemailer's
   * `verify`; throws otherwise), `outbox` when there is no SMTP server to check.
   */
  verify(): Promise<'smtp' | 'outbox'>;
}

/**
 * E-mail goes out over SMTP when SMTP_URL is set. Without it every message is written, exactly as it would
 * be sent (RFC 822), to an outbox folder that the demo and the tests read.
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options.outboxDir, options.from);
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ ...message, from: { name: message.fromName, address: from } });
    },
    async verify() {
      await transport.verify();
      return 'smtp';
    },
  };
}

function outboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ ...message, from: { name: message.fromName, address: from } });
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      // Written aside, then renamed: whoever reads the outbox never finds a message half written.
      const partial = join(dir, `.${name}.partial`);
      await writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await rename(partial, join(dir, name));
    },
    verify: async () => 'outbox',
  };
}
