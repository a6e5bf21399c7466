import { AppError } from '@aangan/contracts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is for (e.g. 'password-reset-otp'): logged instead of the address. */
  purpose: string;
  /**
   * The Message-ID (`<id@domain>`), the same every time this message is sent: the outbox writes a
   * message once however often it is handed over, and mail clients show one copy of repeats.
   */
  messageId?: string;
  /** Headers besides the usual ones, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Resolves with the message's Message-ID once the message is handed over. */
  send(mail: OutgoingMail): Promise<{ id: string }>;
  close(): Promise<void>;
}

/** The part of the process logger the mail adapters use (a pino logger fits). */
export interface MailLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** The mail server cannot be reached or will not take mail now; the same message may go through later. */
export class MailUnavailableError extends AppError {
  constructor(cause?: unknown) {
    super('MAIL_UNAVAILABLE', 503, 'Email cannot be sent right now. Please try again in a little while.', {
      headers: { 'Retry-After': '30' },
      cause,
    });
  }
}

/**
 * The mail server refused this message for good (recipient, envelope or policy): retrying will not help.
 * Deliberately not an AppError, so it is answered as an unexpected failure and logged; it carries
 * only the SMTP codes and no cause, because the server's reply usually quotes the recipient address.
 */
export class MailRejectedError extends Error {
  readonly code = 'MAIL_REJECTED';

  constructor(
    readonly smtpCode: string | undefined,
    readonly responseCode: number | undefined,
    readonly command: string | undefined,
  ) {
    super(
      `The mail server refused the message (${[smtpCode, responseCode, command].filter(Boolean).join(' ') || 'no reason given'})`,
    );
    this.name = 'MailRejectedError';
  }
}
