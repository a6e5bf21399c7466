import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseMailMessage } from '../mail/testing/parseMailMessage.ts';

/** The mails written to DATA_DIR/outbox, oldest first. */
export function outboxMails(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, 'outbox'))
      .filter((file) => file.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
}

/** Waits until more than `before` mails are in the outbox and reads the reset OTP from the subject of the one written last. */
export async function resetOtpFromOutbox(dataDir: string, before: number): Promise<string> {
  for (let i = 0; i < 250; i += 1) {
    const files = outboxMails(dataDir);
    if (files.length > before) {
      // Written last, not named last: names carry the app's clock, which a test may hold still.
      const newest = files
        .map((file) => path.join(dataDir, 'outbox', file))
        .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
        .at(-1)!;
      const message = parseMailMessage(readFileSync(newest));
      const otp = message.header('subject')?.match(/^(\d{6}) is your Aangan password reset OTP$/)?.[1];
      if (!otp) throw new Error(`Unexpected subject: ${message.header('subject')}`);
      return otp;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no mail arrived in the outbox');
}
