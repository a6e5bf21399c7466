import {
  AMENITY_LABELS,
  formatPriceShort,
  type Amenity,
  type ProjectDoc,
  type SearchRelaxationKey,
} from '@aangan/contracts';
import type { SearchCriteria } from './projectSearchFilter.ts';
import { unitMatchOf } from './searchOrder.ts';

/**
 * The words of the wider searches offered when nothing matches: what a search finds ("2 ready to
 * move 3 BHK apartments in Sector 150, Noida under ₹1 Cr"), and what its projects are in the
 * dropped filter's place (", under construction").
 */

/** The fields of a wider search's projects its words are made from. */
export type WordedSample = Pick<
  ProjectDoc,
  'city' | 'projectSubType' | 'possessionStatus' | 'unitSummaries' | 'priceMin'
>;

const NOUNS: Record<string, [one: string, many: string]> = {
  'Independent House/Villa': ['house or villa', 'houses and villas'],
  'PG/Co-living': ['PG or co-living space', 'PGs and co-living spaces'],
  'Farm House': ['farm house', 'farm houses'],
  'Cold Storage': ['cold storage', 'cold storages'],
  'Commercial Land': ['commercial land project', 'commercial land projects'],
  'Industrial Land': ['industrial land project', 'industrial land projects'],
  'Agricultural Land': ['agricultural land project', 'agricultural land projects'],
  Plots: ['farm plot', 'farm plots'],
  'SEZ Office': ['SEZ office', 'SEZ offices'],
  'ATM Space': ['ATM space', 'ATM spaces'],
};

const nounOf = (subType: string, count: number): string => {
  const known = NOUNS[subType];
  if (known) return count === 1 ? known[0] : known[1];
  const lower = subType.toLowerCase();
  return count === 1 ? lower : `${lower}s`;
};

const POSSESSION_WORDS: Record<string, string> = {
  'Ready to Move': 'ready to move',
  'Under Construction': 'under construction',
  'Newly Launched': 'newly launched',
};
/** Before a noun: "ready-to-move villas". */
const POSSESSION_ADJECTIVES: Record<string, string> = {
  'Ready to Move': 'ready-to-move',
  'Under Construction': 'under-construction',
  'Newly Launched': 'newly launched',
};
const bandLabel = (band: number): string => (band === 0 ? 'studio' : band >= 4 ? '4+ BHK' : `${band} BHK`);
const listed = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const distinct = <T>(values: readonly (T | null | undefined)[]): T[] => [
  ...new Set(values.filter((v): v is T => v !== null && v !== undefined && v !== '')),
];

function budgetText(c: SearchCriteria): string {
  if (c.budgetMin !== undefined && c.budgetMax !== undefined)
    return `${formatPriceShort(c.budgetMin)} – ${formatPriceShort(c.budgetMax)}`;
  if (c.budgetMax !== undefined) return `under ${formatPriceShort(c.budgetMax)}`;
  if (c.budgetMin !== undefined) return `over ${formatPriceShort(c.budgetMin)}`;
  return '';
}

/** "2 ready to move 3 BHK apartments in Sector 150, Noida under ₹1 Cr": what a search finds, in words. */
export function describe(c: SearchCriteria, count: number): string {
  const subTypes = c.projectSubTypes ?? [];
  const noun =
    subTypes.length === 1
      ? nounOf(subTypes[0], count)
      : c.projectType
        ? `${c.projectType.toLowerCase()} ${count === 1 ? 'project' : 'projects'}`
        : count === 1
          ? 'project'
          : 'projects';
  const words: string[] = [String(count)];
  if (c.possession) words.push(POSSESSION_ADJECTIVES[c.possession] ?? c.possession.toLowerCase());
  if (c.bhkBands?.length) words.push(listed([...c.bhkBands].sort((a, b) => a - b).map(bandLabel)));
  words.push(noun);
  const place =
    c.locality && c.city
      ? `${c.locality}, ${c.city}`
      : (c.locality ?? c.city ?? (c.cities?.length ? listed(c.cities) : ''));
  if (place) words.push(`in ${place}`);
  if (c.near) words.push(`within ${c.near.radiusKm} km`);
  const budget = budgetText(c);
  if (budget) words.push(budget);
  if (c.areaMin !== undefined || c.areaMax !== undefined) {
    words.push(
      c.areaMin !== undefined && c.areaMax !== undefined
        ? `of ${c.areaMin}–${c.areaMax} sq ft`
        : c.areaMin !== undefined
          ? `of ${c.areaMin}+ sq ft`
          : `up to ${c.areaMax} sq ft`,
    );
  }
  if (c.amenities?.length)
    words.push(`with ${listed(c.amenities.map((a) => (AMENITY_LABELS[a as Amenity] ?? a).toLowerCase()))}`);
  return words.join(' ');
}

/** The dropped filters whose words (`differenceOf`) are made from the wider search's projects: the others need none read. */
export const SAMPLED_KEYS: ReadonlySet<SearchRelaxationKey> = new Set<SearchRelaxationKey>([
  'possession',
  'city',
  'projectSubType',
  'projectType',
  'bhk',
  'price',
]);

/**
 * What the wider search's projects are in the dropped filter's place, as the end of its label:
 * ", under construction", " in Pune and Goa", ", from ₹72 L".
 */
export function differenceOf(
  key: SearchRelaxationKey,
  sample: readonly WordedSample[],
  relaxed: SearchCriteria,
  count: number,
): string {
  switch (key) {
    case 'possession': {
      const stages = distinct(sample.map((d) => d.possessionStatus));
      return stages.length <= 2
        ? `, ${listed(stages.map((p) => POSSESSION_WORDS[p] ?? p.toLowerCase()))}`
        : ', at other stages';
    }
    case 'city': {
      const cities = distinct(sample.map((d) => d.city)).sort();
      return cities.length <= 2 ? ` in ${listed(cities)}` : ` in ${cities.length} other cities`;
    }
    case 'locality':
      return ` elsewhere in ${relaxed.city ?? 'the city'}`;
    case 'projectSubType':
    case 'projectType': {
      const kinds = distinct(sample.map((d) => d.projectSubType));
      return kinds.length <= 2 ? `: ${listed(kinds.map((k) => nounOf(k, count)))}` : ' of other types';
    }
    case 'bhk': {
      const bands = distinct(sample.flatMap((d) => (unitMatchOf(d.unitSummaries, relaxed) ?? { bhk: [] }).bhk));
      return bands.length && bands.length <= 3
        ? `, ${listed(bands.sort((a, b) => a - b).map(bandLabel))}`
        : ' in other sizes';
    }
    case 'price': {
      const prices = sample
        .map((d) => unitMatchOf(d.unitSummaries, relaxed)?.priceLow ?? d.priceMin)
        .filter((p): p is number => p !== null);
      return prices.length ? `, from ${formatPriceShort(Math.min(...prices))}` : ' at other prices';
    }
    case 'area':
      return ' in other sizes';
    case 'amenities':
      return ' without every amenity asked';
    case 'near':
      return ' further away';
    case 'searchString':
      return ' without the other words';
    default: {
      const unknown: never = key;
      return unknown;
    }
  }
}
