import { formatIndianNumber, formatPriceRange, type Locale, type ShortlistChanges } from '@aangan/contracts/browser';
import type { SiteStrings } from '../i18n/en/index.ts';
import { monthOrDateIn, nameOf } from '../i18n/projectWords.ts';

type PriceChange = ShortlistChanges['prices'][number];

/** The words of the change lines and the page's language. */
export interface ChangeWords {
  strings: SiteStrings;
  locale: Locale;
}

/** '2 BHK: ₹52.15 L → ₹49.90 L (4.3% lower)'. */
function priceWords({ label, direction, from, to }: PriceChange, { strings, locale }: ChangeWords): string {
  const t = strings.saved.changes;
  const [before, after] = from.low !== to.low ? [from.low, to.low] : [from.high, to.high];
  const change = formatIndianNumber((Math.abs(after - before) / before) * 100, 1);
  const percent = before > 0 ? ` (${direction === 'up' ? t.higher(change) : t.lower(change)})` : '';
  return `${label}: ${formatPriceRange(from.low, from.high, locale)} → ${formatPriceRange(to.low, to.high, locale)}${percent}`;
}

export interface ChangeLine {
  text: string;
  tone: 'up' | 'down' | 'neutral';
}

/** What changed in a saved project, one line each, in words a buyer reads at a glance. */
export function changeLines(changes: ShortlistChanges, words: ChangeWords): ChangeLine[] {
  const { strings } = words;
  const t = strings.saved.changes;
  const orNone = (text: string | null | undefined): string => text || t.notGiven;
  const status = (value: string | null | undefined) => value && nameOf(strings.enums.possession, value);
  const when = (value: string | null | undefined) => orNone(monthOrDateIn(strings.project, value));
  const lines: ChangeLine[] = changes.prices.map((change) => ({
    text: priceWords(change, words),
    tone: change.direction,
  }));
  const possession = changes.possession;
  if (possession && possession.from !== possession.to)
    lines.push({ text: t.possession(orNone(status(possession.from)), orNone(status(possession.to))), tone: 'neutral' });
  if (possession && possession.fromDate !== possession.toDate)
    lines.push({ text: t.possessionDate(when(possession.fromDate), when(possession.toDate)), tone: 'neutral' });
  if (changes.newUnits.length)
    lines.push({ text: t.newUnits(changes.newUnits.map((unit) => unit.label).join(', ')), tone: 'neutral' });
  if (changes.removedUnits.length)
    lines.push({ text: t.removedUnits(changes.removedUnits.map((unit) => unit.label).join(', ')), tone: 'neutral' });
  return lines;
}
