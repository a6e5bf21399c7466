import { diffRecords, formatPrice, PROJECT_DIFF_SPEC } from '@aangan/contracts/browser';
import { changeLines, type ShortValue } from '../../content/staleConflict.ts';

const PRICE = /price/i;

const valueText = (label: string, value: ShortValue): string => {
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
  return changeLines(
    diffRecords(before as Record<string, unknown>, after as Record<string, unknown>, PROJECT_DIFF_SPEC),
    valueText,
  );
}
