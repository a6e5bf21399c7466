import {
  AMENITY_LABELS,
  formatPriceShort,
  type Amenity,
  type ProjectDoc,
  type SearchRelaxation,
  type SearchRelaxationKey,
} from '@aangan/contracts';
import type { Collection } from '@aangan/projections';
import { distanceKm } from './geo.ts';
import { searchFilter, type SearchCriteria } from './projectSearchFilter.ts';
import type { SearchColumns } from './searchColumns.ts';
import { unitMatchOf } from './searchOrder.ts';

/**
 * When nothing matches, the searches one step wider that do find something, each with its count
 * and what the buyer would see: "2 villas in Goa, under construction" for "ready to move villa
 * goa". One filter is dropped at a time, in the order a buyer gives up on things most easily; when
 * no single one helps, pairs are tried.
 */

const MAX_SHOWN = 3;
/** How many of a wider search's projects are read to say what they are like. */
const SAMPLE = 200;

/** The order relaxations are offered in: what a buyer cares least about first. */
const KEYS: readonly SearchRelaxationKey[] = [
  'possession',
  'amenities',
  'area',
  'bhk',
  'price',
  'projectSubType',
  'locality',
  'near',
  'searchString',
  'projectType',
  'city',
];

const present = (c: SearchCriteria, key: SearchRelaxationKey): boolean => {
  switch (key) {
    case 'possession':
      return Boolean(c.possession);
    case 'amenities':
      return Boolean(c.amenities?.length);
    case 'area':
      return c.areaMin !== undefined || c.areaMax !== undefined;
    case 'bhk':
      return Boolean(c.bhkBands?.length);
    case 'price':
      return c.budgetMin !== undefined || c.budgetMax !== undefined;
    case 'projectSubType':
      return Boolean(c.projectSubTypes?.length);
    case 'locality':
      return Boolean(c.locality);
    case 'near':
      return Boolean(c.near);
    case 'searchString':
      return Boolean(c.termGroups?.length);
    case 'projectType':
      return Boolean(c.projectType);
    case 'city':
      return Boolean(c.city || c.cities?.length);
    default: {
      const unknown: never = key;
      return unknown;
    }
  }
};

const without = (c: SearchCriteria, key: SearchRelaxationKey): SearchCriteria => {
  switch (key) {
    case 'possession':
      return { ...c, possession: undefined };
    case 'amenities':
      return { ...c, amenities: undefined };
    case 'area':
      return { ...c, areaMin: undefined, areaMax: undefined };
    case 'bhk':
      return { ...c, bhkBands: undefined };
    case 'price':
      return { ...c, budgetMin: undefined, budgetMax: undefined };
    case 'projectSubType':
      return { ...c, projectSubTypes: undefined };
    case 'locality':
      return { ...c, locality: undefined };
    case 'near':
      return { ...c, near: undefined };
    case 'searchString':
      return { ...c, termGroups: undefined };
    case 'projectType':
      // A sub type belongs to its type: without the type, the sub types go too.
      return { ...c, projectType: undefined, projectSubTypes: undefined };
    case 'city':
      // A locality belongs to its city.
      return { ...c, city: undefined, cities: undefined, locality: undefined };
    default: {
      const unknown: never = key;
      return unknown;
    }
  }
};

const SAMPLE_FIELDS = {
  _id: 1,
  city: 1,
  locality: 1,
  projectType: 1,
  projectSubType: 1,
  possessionStatus: 1,
  unitSummaries: 1,
  priceMin: 1,
  latitude: 1,
  longitude: 1,
} as const;
type Sampled = Pick<ProjectDoc, keyof typeof SAMPLE_FIELDS>;

/** The projects of a search with the exact near-me circle applied (the store narrows to a box). */
async function matching(
  projects: Collection<ProjectDoc>,
  criteria: SearchCriteria,
  columns: SearchColumns | null,
): Promise<{ count: number; sample: Sampled[] }> {
  if (columns && !criteria.near) {
    // The columns count and choose; the sample's few fields are read by id.
    const { count, ids } = columns.countAndFirstIds(criteria, SAMPLE);
    if (count === 0) return { count, sample: [] };
    const read = new Map(
      (await projects.find({ _id: { $in: ids } }, { projection: SAMPLE_FIELDS })).map((doc) => [doc._id, doc]),
    );
    return { count, sample: ids.flatMap((id) => read.get(id) ?? []) };
  }
  const filter = searchFilter(criteria);
  if (!criteria.near) {
    const count = await projects.count(filter);
    return {
      count,
      sample:
        count === 0
          ? []
          : await projects.find(filter, {
              projection: SAMPLE_FIELDS,
              limit: SAMPLE,
              sort: { _id: 1 },
            }),
    };
  }
  const { latitude, longitude, radiusKm } = criteria.near;
  const inBox = (await projects.find(filter, { projection: SAMPLE_FIELDS })) as Sampled[];
  const within = inBox.filter(
    (d) =>
      d.latitude !== undefined &&
      d.longitude !== undefined &&
      distanceKm(latitude, longitude, d.latitude, d.longitude) <= radiusKm,
  );
  return { count: within.length, sample: within.slice(0, SAMPLE) };
}

// ---- Words ----

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
function describe(c: SearchCriteria, count: number): string {
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

/**
 * What the wider search's projects are in the dropped filter's place, as the end of its label:
 * ", under construction", " in Pune and Goa", ", from ₹72 L".
 */
function differenceOf(
  key: SearchRelaxationKey,
  sample: readonly Sampled[],
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

export async function relaxationsOf(
  projects: Collection<ProjectDoc>,
  criteria: SearchCriteria,
  /** The search columns, up to date with the store: they count and choose the sample when given. */
  columns: SearchColumns | null = null,
): Promise<SearchRelaxation[]> {
  const keys = KEYS.filter((key) => present(criteria, key));
  const found: SearchRelaxation[] = [];
  const tryDropping = async (drop: SearchRelaxationKey[]) => {
    const relaxed = drop.reduce(without, criteria);
    const { count, sample } = await matching(projects, relaxed, columns);
    if (count === 0) return;
    const difference = drop.map((key) => differenceOf(key, sample, relaxed, count)).join('');
    found.push({ count, without: drop, label: `${describe(relaxed, count)}${difference}` });
  };
  for (const key of keys) {
    if (found.length >= MAX_SHOWN) break;
    await tryDropping([key]);
  }
  if (found.length === 0) {
    for (let i = 0; i < keys.length && found.length < MAX_SHOWN; i += 1) {
      for (let j = i + 1; j < keys.length && found.length < MAX_SHOWN; j += 1) await tryDropping([keys[i], keys[j]]);
    }
  }
  return found;
}
