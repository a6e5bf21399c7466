import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { MailRejectedError, MailUnavailableError, type OutgoingMail } from './Mailer.ts';
import { SmtpMailer } from './SmtpMailer.ts';
import { parseMailMessage } from './testing/parseMailMessage.ts';

interface Received {
  from: string | undefined;
  to: string[];
  raw: Buffer;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A real SMTP server on 127.0.0.1 (ephemeral port) that wants `mailer` / `s3cret`, without TLS. */
async function startSmtpServer(options: { refuse?: (address: string) => Error | null } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      callback(options.refuse?.(address.address) ?? null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined;
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as net.AddressInfo).port;
  cleanups.push(() => new Promise<void>((resolve) => server.close(resolve)));
  return { port, received };
}

function mailerFor(url: string) {
  const lines: { level: string; obj: object; msg: string }[] = [];
  const logger = {
    info: (obj: object, msg: string) => lines.push({ level: 'info', obj, msg }),
    warn: (obj: object, msg: string) => lines.push({ level: 'warn', obj, msg }),
  };
  const mailer = new SmtpMailer({ url, from: 'Aangan <no-reply@aangan.test>', logger });
  cleanups.push(() => mailer.close());
  return { mailer, lines };
}

const resetMail: OutgoingMail = {
  to: 'priya.sharma@example.in',
  subject: 'आपका पासवर्ड रीसेट कोड — Aangan',
  text: 'Your password reset code is 493817. It expires in 10 minutes.',
  html: '<p>Your password reset code is <b>493817</b>.</p>',
  purpose: 'password-reset-otp',
};

const expectNoPersonalData = (lines: object[]) => {
  const logged = JSON.stringify(lines);
  for (const secret of ['priya', 'example.in', '493817', 's3cret']) expect(logged).not.toContain(secret);
};

describe('SmtpMailer against a real SMTP server', () => {
  it('delivers recipient, subject and body, and logs only the purpose and the message id', async () => {
    const { port, received } = await startSmtpServer();
    const { mailer, lines } = mailerFor(`smtp://mailer:s3cret@127.0.0.1:${port}`);

    const { id } = await mailer.send(resetMail);

    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('no-reply@aangan.test');
    expect(received[0].to).toEqual(['priya.sharma@example.in']);
    const message = parseMailMessage(received[0].raw);
    expect(message.header('Subject')).toBe(resetMail.subject);
    expect(message.header('To')).toBe('priya.sharma@example.in');
    expect(message.header('Message-ID')).toBe(id);
    expect(message.contentType).toMatch(/^multipart\/alternative/i);
    expect(message.parts[0].body.trimEnd()).toBe(resetMail.text);
    expect(message.parts[1].body.trimEnd()).toBe(resetMail.html);

    expect(lines).toEqual([{ level: 'info', obj: { purpose: 'password-reset-otp', messageId: id }, msg: 'mail sent' }]);
    expectNoPersonalData(lines);
  });

  it('keeps sending over the pool, and close() lets the server shut down', async () => {
    const { port, received } = await startSmtpServer();
    const { mailer } = mailerFor(`smtp://mailer:s3cret@127.0.0.1:${port}`);
    await Promise.all([mailer.send(resetMail), mailer.send({ ...resetMail, to: 'ravi@example.in', html: undefined })]);
    await mailer.close();
    expect(received.map((r) => r.to[0]).sort()).toEqual(['priya.sharma@example.in', 'ravi@example.in']);
  });

  it('a closed port fails at once with MailUnavailableError (503, Retry-After) that keeps the cause', async () => {
    const port = await freePort();
    const { mailer, lines } = mailerFor(`smtp://mailer:s3cret@127.0.0.1:${port}`);

    const error = await mailer.send(resetMail).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(MailUnavailableError);
    expect(error).toMatchObject({ code: 'MAIL_UNAVAILABLE', status: 503, headers: { 'Retry-After': '30' } });
    expect((error as Error).cause).toMatchObject({ code: expect.stringMatching(/^E(SOCKET|CONNECTION)$/) });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'warn', obj: { purpose: 'password-reset-otp' } });
    expectNoPersonalData(lines);
  }, 5_000);

  it('wrong credentials are MailUnavailableError too: the operator must fix the server, the user can retry later', async () => {
    const { port, received } = await startSmtpServer();
    const { mailer, lines } = mailerFor(`smtp://mailer:wrong@127.0.0.1:${port}`);

    const error = await mailer.send(resetMail).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(MailUnavailableError);
    expect((error as Error).cause).toMatchObject({ code: 'EAUTH' });
    expect(lines[0]).toMatchObject({ level: 'warn', obj: { smtpCode: 'EAUTH' } });
    expect(received).toHaveLength(0);
    expectNoPersonalData(lines);
  });

  it('a recipient refused for good is MailRejectedError, which does not quote the address anywhere', async () => {
    const { port } = await startSmtpServer({
      refuse: (address) => Object.assign(new Error(`<${address}>: mailbox unknown`), { responseCode: 550 }),
    });
    const { mailer, lines } = mailerFor(`smtp://mailer:s3cret@127.0.0.1:${port}`);

    const error = await mailer.send(resetMail).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(MailRejectedError);
    expect(error).toMatchObject({ code: 'MAIL_REJECTED', responseCode: 550 });
    expect((error as Error).cause).toBeUndefined();
    expect(JSON.stringify({ ...(error as object), message: (error as Error).message })).not.toContain('priya');
    expect(lines[0]).toMatchObject({ level: 'warn', obj: { purpose: 'password-reset-otp', responseCode: 550 } });
    expectNoPersonalData(lines);
  });

  it('a recipient refused for now is MailUnavailableError whose cause carries only the codes', async () => {
    const { port } = await startSmtpServer({
      refuse: (address) => Object.assign(new Error(`<${address}>: mailbox busy, try later`), { responseCode: 450 }),
    });
    const { mailer } = mailerFor(`smtp://mailer:s3cret@127.0.0.1:${port}`);

    const error = await mailer.send(resetMail).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(MailUnavailableError);
    expect(String((error as Error).cause)).not.toContain('priya');
  });
});

/** A port nobody listens on: bound by the system, then released. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
