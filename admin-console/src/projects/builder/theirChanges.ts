import { diffRecords, formatPrice, PROJECT_DIFF_SPEC } from '@aangan/contracts/browser';

const SHOWN = 6;
const PRICE = /price/i;

const isShort = (value: unknown): value is string | number | boolean =>
  (typeof value === 'string' && value.length <= 60) || typeof value === 'number' || typeof value === 'boolean';

const valueText = (label: string, value: unknown): string => {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'number' && PRICE.test(label)) return formatPrice(value);
  return String(value);
};

/**
 * What someone else's save changed, in the words of the history screens (contracts' project diff):
 * "Rating: 8 → 9", "Unit “2 BHK” › Maximum price: ₹95 L → ₹99 L", "Photos changed". At most six
 * lines, then how many more.
 */
export function theirChanges(before: object, after: object): string[] {
  const changes = diffRecords(before as Record<string, unknown>, after as Record<string, unknown>, PROJECT_DIFF_SPEC);
  const lines = changes.slice(0, SHOWN).map((change) => {
    if (change.kind === 'changed' && (isShort(change.old) || change.old === undefined) && (isShort(change.new) || change.new === undefined)) {
      return `${change.label}: ${valueText(change.label, change.old)} → ${valueText(change.label, change.new)}`;
    }
    return `${change.label} ${change.kind}`;
  });
  if (changes.length > SHOWN) lines.push(`and ${changes.length - SHOWN} more`);
  return lines;
}
