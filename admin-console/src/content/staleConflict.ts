import { formatPrice, isRecord, type Change } from '@aangan/contracts/browser';
import { HttpError } from 'react-admin';
import { statusOf } from '../providers/apiError.ts';

const SHOWN = 6;

/** A value a change line shows as it is: short text, a number, yes/no, or nothing. */
type ShortValue = string | number | boolean | null | undefined;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Rich text (an article's body) as the words it shows: tags dropped, the common entities read. */
const plainText = (value: unknown): unknown =>
  typeof value === 'string' && /<[a-z/][^>]*>/i.test(value)
    ? value
        .replace(/<[^>]*>/g, ' ')
        .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
        .replace(/\s+/g, ' ')
        .trim()
    : value;

const isShort = (value: unknown): value is string | number | boolean =>
  (typeof value === 'string' && value.length <= 60) || typeof value === 'number' || typeof value === 'boolean';

const PRICE = /price/i;

/** One value of a change line: '—' for none, rupees for a price ('₹99 L'), else as it is. */
const valueText = (label: string, value: ShortValue): string => {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'number' && PRICE.test(label)) return formatPrice(value);
  return String(value);
};

/**
 * Changes as lines people read, as the history screens word them: "Rating: 8 → 9", "Goa: — →
 * PRGO-GOA-0042", "Unit “2 BHK” › Maximum price: ₹95 L → ₹99 L", "Photos changed". At most six
 * lines, then how many more.
 */
export function changeLines(changes: readonly Change[]): string[] {
  const lines = changes.slice(0, SHOWN).map((change) => {
    const [before, after] = [plainText(change.old), plainText(change.new)];
    if (
      (isShort(before) || before === undefined || before === null) &&
      (isShort(after) || after === undefined || after === null)
    ) {
      return `${change.label}: ${valueText(change.label, before)} → ${valueText(change.label, after)}`;
    }
    return `${change.label} ${change.kind}`;
  });
  if (changes.length > SHOWN) lines.push(`and ${changes.length - SHOWN} more`);
  return lines;
}

/** A save refused because someone else changed the record first (412): the revision it is at now, and what they changed. */
export interface StaleConflict {
  revision: number;
  changed: string[];
}

const isChange = (value: unknown): value is Change =>
  isRecord(value) &&
  typeof value.path === 'string' &&
  typeof value.label === 'string' &&
  typeof value.kind === 'string';

/**
 * The conflict a failed call reports, or null when it failed for another reason. The API's 412
 * names the record's current `revision` and `changed` since the revision the call was based on.
 */
export function staleConflictOf(error: unknown): StaleConflict | null {
  if (statusOf(error) !== 412) return null;
  const body = error instanceof HttpError && isRecord(error.body) ? error.body : {};
  const changed = Array.isArray(body.changed) ? body.changed.filter(isChange) : [];
  return { revision: typeof body.revision === 'number' ? body.revision : -1, changed: changeLines(changed) };
}
