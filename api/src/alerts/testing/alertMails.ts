import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseMailMessage, type ParsedPart } from '../../mail/testing/parseMailMessage.ts';
import { outboxMails } from '../../testing/outbox.ts';

/** Mails in DATA_DIR/outbox to one address, oldest name first, parsed. */
export function outboxMailsTo(dataDir: string, address: string): ParsedPart[] {
  return outboxMails(dataDir)
    .map((file) => parseMailMessage(readFileSync(path.join(dataDir, 'outbox', file))))
    .filter((mail) => mail.header('to') === address);
}

/** The plain-text part of a mail (or its body when it has no parts). */
export const mailText = (mail: ParsedPart): string =>
  (mail.parts.find((part) => part.contentType.startsWith('text/plain')) ?? mail).body;

/** The path of an alert mail's first confirm or unsubscribe link, on the site at `origin`. */
export function alertLinkIn(mail: ParsedPart, kind: 'confirm' | 'unsubscribe', origin: string): string {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`${escaped}(/api/v1/alerts/${kind}\\?\\S+)`).exec(mailText(mail));
  if (!found) throw new Error(`no ${kind} link in:\n${mailText(mail)}`);
  return found[1];
}

/** A 2 BHK that passes the posting rules, at ₹90 L. */
export const twoBhkUnit = {
  unitTitle: '2 BHK',
  bedroomCount: 2,
  bathroomCount: 2,
  primaryArea: { areaSize: 1050, areaUnit: 'squareFeet' as const, areaType: 'Carpet' as const },
  secondaryArea: { areaSize: 1200, areaUnit: 'squareFeet' as const, areaType: 'Built-up' as const },
  tertiaryArea: { areaSize: 1380, areaUnit: 'squareFeet' as const, areaType: 'Super Built-up' as const },
  salePrice: 90_00_000,
  unitCount: 80,
};
