import nodemailer, { type NodemailerError } from 'nodemailer';
import { MailRejectedError, MailUnavailableError, type MailLogger, type Mailer, type OutgoingMail } from './Mailer.ts';

export interface SmtpMailerOptions {
  /** `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://user:password@host:465`. */
  url: string;
  /** From header, e.g. `Aangan <no-reply@example.in>`. */
  from: string;
  logger: MailLogger;
}

const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 20_000;
/** Upper bound for one send, queueing included: a server trickling its replies defeats the socket timeout. */
const SEND_DEADLINE_MS = 60_000;

/** Failures of the connection, the login or the server's current state: the same message may go through later. */
const UNAVAILABLE_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EPROXY',
  'EAUTH',
  'ENOAUTH',
  'EOAUTH2',
  'EPROTOCOL',
  'EMAXLIMIT',
  'EABORT',
]);

/** Production adapter: a pooled SMTP connection through nodemailer. */
export class SmtpMailer implements Mailer {
  private readonly transport;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(private readonly options: SmtpMailerOptions) {
    if (!/^smtps?:\/\//i.test(options.url)) throw new Error('The SMTP URL must start with smtp:// or smtps://');
    this.transport = nodemailer.createTransport({
      url: options.url,
      pool: true,
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      greetingTimeout: CONNECTION_TIMEOUT_MS,
      dnsTimeout: CONNECTION_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
      maxConnections: 2,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  }

  async send(mail: OutgoingMail): Promise<{ id: string }> {
    const sending = this.transport.sendMail({
      from: this.options.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html === undefined ? {} : { html: mail.html }),
      ...(mail.messageId === undefined ? {} : { messageId: mail.messageId }),
      ...(mail.headers === undefined ? {} : { headers: mail.headers }),
      signal: AbortSignal.timeout(SEND_DEADLINE_MS),
    });
    this.inFlight.add(sending);
    try {
      const info = await sending;
      this.options.logger.info({ purpose: mail.purpose, messageId: info.messageId }, 'mail sent');
      return { id: info.messageId };
    } catch (error) {
      throw this.translate(error as NodemailerError, mail.purpose);
    } finally {
      this.inFlight.delete(sending);
    }
  }

  /** Lets messages already handed over finish (each is bounded by the send deadline), then closes the pool. */
  async close(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
    this.transport.close();
  }

  /**
   * Only codes go to the log: nodemailer's messages and its `recipient`/`rejected` fields quote the
   * recipient address. A connection or login failure keeps its cause (it names the server, not the
   * person); a temporary refusal of the recipient is kept only as its codes.
   */
  private translate(error: NodemailerError, purpose: string): Error {
    const unavailable =
      UNAVAILABLE_CODES.has(error.code ?? '') || (typeof error.responseCode === 'number' && error.permanent === false);
    this.options.logger.warn(
      {
        purpose,
        smtpCode: error.code,
        responseCode: error.responseCode,
        command: error.command,
        reason: error.originalCode ?? error.timeoutType,
      },
      unavailable ? 'mail server unavailable' : 'mail refused by the mail server',
    );
    if (!unavailable) return new MailRejectedError(error.code, error.responseCode, error.command);
    return new MailUnavailableError(quotesRecipient(error) ? new Error(`SMTP ${codesOf(error)}`) : error);
  }
}

const codesOf = (error: NodemailerError) => [error.code, error.responseCode, error.command].filter(Boolean).join(' ');

const quotesRecipient = (error: NodemailerError) =>
  error.recipient !== undefined ||
  error.rejected !== undefined ||
  error.code === 'EENVELOPE' ||
  /^RCPT/i.test(error.command ?? '');
