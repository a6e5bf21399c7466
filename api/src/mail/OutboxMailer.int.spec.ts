import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './createMailer.ts';
import { MailUnavailableError, type OutgoingMail } from './Mailer.ts';
import { OutboxMailer } from './OutboxMailer.ts';
import { parseMailMessage } from './testing/parseMailMessage.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aangan-outbox-'));
  dirs.push(dataDir);
  const lines: { obj: object; msg: string }[] = [];
  const logger = { info: (obj: object, msg: string) => lines.push({ obj, msg }) };
  const dir = path.join(dataDir, 'outbox');
  const mailer = new OutboxMailer({
    dir,
    from: 'Aangan <no-reply@aangan.local>',
    now: () => new Date('2026-01-31T09:05:07.123Z'),
    newId: () => '0f8b2c1e-5d4a-4c3b-9a87-6e5d4c3b2a19',
    logger,
  });
  return { dataDir, dir, mailer, lines };
}

const resetMail: OutgoingMail = {
  to: 'Priya Sharma <priya.sharma@example.in>',
  subject: 'आपका पासवर्ड रीसेट कोड — Aangan',
  text: 'Your password reset code is 493817. It expires in 10 minutes.',
  purpose: 'password-reset-otp',
};

const onlyFile = (dir: string) => {
  const names = readdirSync(dir);
  expect(names).toHaveLength(1);
  return path.join(dir, names[0]);
};

describe('OutboxMailer (mail without a mail server)', () => {
  it('writes an RFC 5322 message with an encoded UTF-8 subject into a private outbox folder', async () => {
    const { dir, mailer } = setup();
    const { id } = await mailer.send(resetMail);

    const file = onlyFile(dir);
    expect(path.basename(file)).toBe('2026-01-31T09-05-07-123Z-password-reset-otp-4c3b2a19.eml');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);

    const raw = readFileSync(file);
    expect(raw.toString('latin1')).toMatch(/^[\x20-\x7e\r\n\t]*$/); // 7-bit clean: every header and body is encoded
    expect(raw.toString('latin1')).toContain('\r\n\r\n');
    expect(raw.toString('latin1')).not.toMatch(/[^\r]\n/);

    const message = parseMailMessage(raw);
    expect(message.headers['subject']).toMatch(/^=\?UTF-8\?[BQ]\?/);
    expect(message.header('Subject')).toBe(resetMail.subject);
    expect(message.header('From')).toBe('Aangan <no-reply@aangan.local>');
    expect(message.header('To')).toBe('Priya Sharma <priya.sharma@example.in>');
    expect(message.header('Date')).toBe('Sat, 31 Jan 2026 09:05:07 +0000');
    expect(message.header('Message-ID')).toBe('<0f8b2c1e-5d4a-4c3b-9a87-6e5d4c3b2a19@aangan.local>');
    expect(id).toBe('<0f8b2c1e-5d4a-4c3b-9a87-6e5d4c3b2a19@aangan.local>');
    expect(message.header('MIME-Version')).toBe('1.0');
    expect(message.contentType).toMatch(/^text\/plain; charset=utf-8$/i);
    expect(message.body.trimEnd()).toBe(resetMail.text);
  });

  it('with html, writes multipart/alternative holding the text and the html version', async () => {
    const { dir, mailer } = setup();
    await mailer.send({ ...resetMail, html: '<p>Your password reset code is <b>493817</b> — valid 10 minutes.</p>' });

    const message = parseMailMessage(readFileSync(onlyFile(dir)));
    expect(message.contentType).toMatch(/^multipart\/alternative;\s*boundary=/i);
    expect(message.parts.map((part) => part.contentType.toLowerCase())).toEqual([
      'text/plain; charset=utf-8',
      'text/html; charset=utf-8',
    ]);
    expect(message.parts[0].body.trimEnd()).toBe(resetMail.text);
    expect(message.parts[1].body.trimEnd()).toBe(
      '<p>Your password reset code is <b>493817</b> — valid 10 minutes.</p>',
    );
    expect(message.header('Subject')).toBe(resetMail.subject);
  });

  it('logs one line with the file and the purpose, never the address or the code', async () => {
    const { dir, mailer, lines } = setup();
    await mailer.send(resetMail);

    expect(lines).toHaveLength(1);
    expect(lines[0].obj).toEqual({ path: onlyFile(dir), purpose: 'password-reset-otp' });
    const logged = JSON.stringify(lines);
    for (const secret of ['priya', 'Priya', 'example.in', '493817']) expect(logged).not.toContain(secret);
  });

  it('leaves no temporary file behind, and keeps messages sent in the same millisecond apart', async () => {
    const { dir } = setup();
    let n = 0;
    const mailer = new OutboxMailer({
      dir,
      from: 'no-reply@aangan.local',
      now: () => new Date('2026-01-31T09:05:07.123Z'),
      newId: () => `id-${(n += 1)}`,
      logger: { info: () => {} },
    });
    await Promise.all([mailer.send(resetMail), mailer.send({ ...resetMail, purpose: 'Welcome / first login' })]);
    expect(readdirSync(dir).sort()).toEqual([
      '2026-01-31T09-05-07-123Z-password-reset-otp-id1.eml',
      '2026-01-31T09-05-07-123Z-welcome-first-login-id2.eml',
    ]);
  });

  it('answers 503 MAIL_UNAVAILABLE with Retry-After when the outbox cannot be written', async () => {
    const { dataDir } = setup();
    const blocked = path.join(dataDir, 'not-a-folder');
    writeFileSync(blocked, '');
    const mailer = new OutboxMailer({
      dir: blocked,
      from: 'no-reply@aangan.local',
      now: () => new Date(),
      newId: () => 'x1',
      logger: { info: () => {} },
    });

    const error = await mailer.send(resetMail).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailUnavailableError);
    expect(error).toMatchObject({ code: 'MAIL_UNAVAILABLE', status: 503, headers: { 'Retry-After': '30' } });
  });

  it('createMailer writes to <dataDir>/outbox when no SMTP URL is configured', async () => {
    const { dataDir } = setup();
    const mailer = await createMailer({
      from: 'Aangan <no-reply@aangan.local>',
      dataDir,
      now: () => new Date('2026-01-31T09:05:07.123Z'),
      newId: () => 'abcdef0123456789',
      logger: { info: () => {}, warn: () => {} },
    });
    await mailer.send(resetMail);
    await mailer.close();
    expect(readdirSync(path.join(dataDir, 'outbox'))).toEqual([
      '2026-01-31T09-05-07-123Z-password-reset-otp-23456789.eml',
    ]);
  });
});
