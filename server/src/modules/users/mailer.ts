/**
 * Sending mail through nodemailer: real SMTP when SMTP_URL is set; otherwise each mail is written
 * as an `.eml` file under MAIL_DIR and its link is logged, so that a fresh machine can register and
 * activate an account with no mail server.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AccountSettings } from '#server/accounts-config';
import type { MailContent } from './mails.ts';

export interface MailLog {
  info(context: object, message: string): void;
}

export class Mailer {
  private readonly transport: Transporter;

  constructor(
    private readonly settings: AccountSettings,
    private readonly log: MailLog,
  ) {
    this.transport = settings.smtpUrl
      ? nodemailer.createTransport(settings.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Sends one mail; rejects when the server refused it or the file could not be written. */
  async send(to: string, content: MailContent, link: string): Promise<void> {
    const info = (await this.transport.sendMail({ from: this.settings.mailFrom, to, ...content })) as { message?: unknown; messageId?: string };
    if (this.settings.smtpUrl) {
      this.log.info({ messageId: info.messageId }, 'mail sent');
      return;
    }
    await mkdir(this.settings.mailDir, { recursive: true });
    const file = path.join(this.settings.mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, info.message as Buffer);
    this.log.info({ file, link }, 'mail written (no SMTP_URL)');
  }

  close(): void {
    this.transport.close();
  }
}
