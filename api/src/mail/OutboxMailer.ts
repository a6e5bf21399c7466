import { createHash } from 'node:crypto';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { MailUnavailableError, type MailLogger, type Mailer, type OutgoingMail } from './Mailer.ts';

export interface OutboxMailerOptions {
  /** Folder the messages are written to, `<DATA_DIR>/outbox` in the embedded default. */
  dir: string;
  /** From header, e.g. `Aangan <no-reply@aangan.local>`. */
  from: string;
  now: () => Date;
  newId: () => string;
  logger: Pick<MailLogger, 'info'>;
}

/**
 * The embedded default: each message becomes an RFC 5322 `.eml` file in a private folder, and one
 * log line says where it is. An admin without a mail server opens the file to read the code.
 */
export class OutboxMailer implements Mailer {
  constructor(private readonly options: OutboxMailerOptions) {}

  async send(mail: OutgoingMail): Promise<{ id: string }> {
    const { dir, from, now, newId, logger } = this.options;
    const date = now();
    const id = mail.messageId ?? newId();
    const messageId = mail.messageId ?? `<${id}@${domainOf(from)}>`;
    // A message with its own Message-ID is written once: handed over again (a send repeated after a
    // crash, before its outcome was recorded), it is found by the id's end and not written twice.
    const ending = `-${mail.messageId ? idDigest(mail.messageId) : shortId(id)}.eml`;
    if (mail.messageId && (await alreadyWritten(dir, ending))) return { id: messageId };
    const file = path.join(dir, `${fileTime(date)}-${fileSafe(mail.purpose) || 'mail'}${ending}`);
    const temp = path.join(dir, `.${path.basename(file)}.tmp`);
    let tempCreated = false;
    try {
      const { default: MailComposer } = await import('nodemailer/lib/mail-composer');
      const message = await new MailComposer({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === undefined ? {} : { html: mail.html }),
        ...(mail.headers === undefined ? {} : { headers: mail.headers }),
        date,
        messageId,
        newline: 'win',
        disableFileAccess: true,
        disableUrlAccess: true,
      })
        .compile()
        .build();
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Written in full and flushed under a temporary name, then renamed: a reader never sees half a message.
      const handle = await open(temp, 'wx', 0o600);
      tempCreated = true;
      try {
        await handle.writeFile(message);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, file);
    } catch (error) {
      // The original failure is the one worth reporting, not a failed clean-up.
      if (tempCreated) await rm(temp, { force: true }).catch(() => undefined);
      throw new MailUnavailableError(error);
    }
    logger.info({ path: file, purpose: mail.purpose }, 'mail written to the outbox');
    return { id: messageId };
  }

  async close(): Promise<void> {}
}

/** `2026-01-31T09:05:07.123Z` -> `2026-01-31T09-05-07-123Z`: sorts by time and is a valid name everywhere. */
const fileTime = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

const fileSafe = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);

/** The random end of the id (both uuids and object ids start with less random parts). */
const shortId = (id: string) => id.replace(/[^A-Za-z0-9]/g, '').slice(-8) || 'x';

const domainOf = (from: string) => /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'aangan.local';

/** 16 hex characters of the Message-ID's hash: its file's ending. */
const idDigest = (messageId: string) => createHash('sha256').update(messageId).digest('hex').slice(0, 16);

async function alreadyWritten(dir: string, ending: string): Promise<boolean> {
  try {
    return (await readdir(dir)).some((name) => name.endsWith(ending));
  } catch {
    return false;
  }
}
