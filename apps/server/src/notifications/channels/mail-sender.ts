import nodemailer from 'nodemailer';
import type { Db } from '../../db/database';
import { type EmailSettings, settingsOf } from './channel-settings';

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Uint8Array; contentType?: string }[];
}

/** Sends a company's mail through its SMTP server; `send` throws when the server refuses it. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}

/** Patience with a slow or silent mail server, so one cannot hold the queue for long. */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpMailSender(settings: EmailSettings): MailSender {
  return {
    async send(mail) {
      const transport = nodemailer.createTransport({
        host: settings.host,
        port: settings.port,
        secure: settings.secure,
        ...(settings.username ? { auth: { user: settings.username, pass: settings.password } } : {}),
        ...smtpTimeouts,
      });
      try {
        await transport.sendMail({
          from: settings.from_address,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          attachments: (mail.attachments ?? []).map((a) => ({
            filename: a.filename,
            content: Buffer.from(a.content),
            ...(a.contentType ? { contentType: a.contentType } : {}),
          })),
        });
      } finally {
        transport.close();
      }
    },
  };
}

/** The company's mail sender, or null when it has no SMTP settings or has switched email off. */
export async function mailSenderOf(db: Db, companyId: number): Promise<MailSender | null> {
  const settings = await settingsOf(db, companyId, 'email');
  return settings?.enabled ? smtpMailSender(settings) : null;
}
