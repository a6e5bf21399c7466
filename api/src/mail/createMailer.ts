import path from 'node:path';
import type { MailLogger, Mailer } from './Mailer.ts';
import { OutboxMailer } from './OutboxMailer.ts';

export interface CreateMailerOptions {
  /** SMTP_URL: set in production; without it messages go to `<dataDir>/outbox`. */
  smtpUrl?: string;
  from: string;
  dataDir: string;
  now: () => Date;
  newId: () => string;
  logger: MailLogger;
}

/** The SMTP client loads only when SMTP_URL is set. */
export async function createMailer(options: CreateMailerOptions): Promise<Mailer> {
  const { smtpUrl, from, dataDir, now, newId, logger } = options;
  return smtpUrl
    ? new (await import('./SmtpMailer.ts')).SmtpMailer({ url: smtpUrl, from, logger })
    : new OutboxMailer({ dir: path.join(dataDir, 'outbox'), from, now, newId, logger });
}
