import type { ProjectDoc, SearchRelaxation, SearchRelaxationKey } from '@aangan/contracts';
import type { Collection } from '@aangan/projections';
import { distanceKm } from './geo.ts';
import { searchFilter, type SearchCriteria } from './projectSearchFilter.ts';
import type { SearchColumns } from './searchColumns.ts';
import { describe, differenceOf, SAMPLED_KEYS } from './relaxationWords.ts';

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

/**
 * The projects of a search with the exact near-me circle applied (the store narrows to a box): how
 * many, and with `sampled`, the first of them.
 */
async function matching(
  projects: Collection<ProjectDoc>,
  criteria: SearchCriteria,
  columns: SearchColumns | null,
  sampled: boolean,
): Promise<{ count: number; sample: Sampled[] }> {
  if (columns && !criteria.near && !sampled) return { count: columns.countOf(criteria), sample: [] };
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
        count === 0 || !sampled
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
    const { count, sample } = await matching(
      projects,
      relaxed,
      columns,
      drop.some((key) => SAMPLED_KEYS.has(key)),
    );
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
