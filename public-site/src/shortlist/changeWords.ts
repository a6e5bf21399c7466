import { formatPriceRange, type ShortlistChanges } from '@aangan/contracts/browser';
import { formatMonthOrDate } from '../format/projectFormat.ts';

type PriceChange = ShortlistChanges['prices'][number];

const PERCENT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** '2 BHK: ₹52.15 L → ₹49.90 L (4.3% lower)'. */
function priceWords({ label, direction, from, to }: PriceChange): string {
  const [before, after] = from.low !== to.low ? [from.low, to.low] : [from.high, to.high];
  const percent =
    before > 0
      ? ` (${PERCENT.format((Math.abs(after - before) / before) * 100)}% ${direction === 'up' ? 'higher' : 'lower'})`
      : '';
  return `${label}: ${formatPriceRange(from.low, from.high)} → ${formatPriceRange(to.low, to.high)}${percent}`;
}

const orNone = (text: string | null | undefined): string => text || 'not given';

export interface ChangeLine {
  text: string;
  tone: 'up' | 'down' | 'neutral';
}

/** What changed in a saved project, one line each, in words a buyer reads at a glance. */
export function changeLines(changes: ShortlistChanges): ChangeLine[] {
  const lines: ChangeLine[] = changes.prices.map((change) => ({ text: priceWords(change), tone: change.direction }));
  const possession = changes.possession;
  if (possession && possession.from !== possession.to)
    lines.push({ text: `Possession: ${orNone(possession.from)} → ${orNone(possession.to)}`, tone: 'neutral' });
  if (possession && possession.fromDate !== possession.toDate)
    lines.push({
      text: `Possession date: ${orNone(formatMonthOrDate(possession.fromDate ?? undefined))} → ${orNone(formatMonthOrDate(possession.toDate ?? undefined))}`,
      tone: 'neutral',
    });
  if (changes.newUnits.length)
    lines.push({ text: `New: ${changes.newUnits.map((unit) => unit.label).join(', ')}`, tone: 'neutral' });
  if (changes.removedUnits.length)
    lines.push({
      text: `No longer offered: ${changes.removedUnits.map((unit) => unit.label).join(', ')}`,
      tone: 'neutral',
    });
  return lines;
}
