import type { Db } from '../../db/database';

// Placeholder for the email channel being written beside this work: its contract only.
export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Uint8Array; contentType?: string }[];
}
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}
export async function mailSenderOf(_db: Db, _companyId: number): Promise<MailSender | null> {
  return null;
}
