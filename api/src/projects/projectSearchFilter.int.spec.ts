import { describe, expect, it } from 'vitest';
import {
  bhkBandOf,
  toSquareFeet,
  unitPriceRange,
  type EventOf,
  type ProjectDoc,
  type ProjectFields,
  type Unit,
} from '@aangan/contracts';
import { InMemoryReadStore, projectsProjector, type Recorded } from '@aangan/projections';
import { searchFilter, type SearchCriteria } from './projectSearchFilter.ts';

/**
 * Random catalogues and random filters through the real projector and the real in-memory store:
 * every project found has one unit that meets every unit-level filter, and no project that has
 * such a unit (and meets the project-level filters) is missed. The oracle reads the raw units,
 * not the read model's summary.
 */

function random(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  const pick = <T>(values: readonly T[]): T => values[int(values.length)];
  const maybe = <T>(value: () => T, chance = 0.5): T | undefined => (next() < chance ? value() : undefined);
  return { next, int, pick, maybe };
}
type Rng = ReturnType<typeof random>;

const CITIES = ['Noida', 'Gurugram', 'Pune'];
const SUB_TYPES = ['Apartment', 'Builder Floor', 'Penthouse'];
const POSSESSIONS = ['Ready to Move', 'Under Construction', 'Newly Launched'] as const;
const LAKH = 1_00_000;

function randomUnit(rng: Rng, i: number): Unit {
  const price = (10 + rng.int(400)) * LAKH;
  const priced = rng.pick([
    { salePrice: price },
    { minPrice: price, maxPrice: price + rng.int(80) * LAKH },
    { minPrice: price },
    {},
    { plotSalePrice: price },
  ]);
  const unit = {
    unitTitle: `Unit ${i}`,
    ...rng.maybe(() => ({ bedroomCount: rng.int(7) }), 0.9),
    primaryArea: {
      areaSize: rng.pick([300 + rng.int(3000), 50 + rng.int(300)]),
      areaUnit: rng.pick(['squareFeet', 'squareYards', 'squareMeters'] as const),
    },
    ...priced,
  };
  return unit as Unit;
}

function randomProject(rng: Rng, i: number): ProjectFields {
  return {
    projectType: rng.next() < 0.85 ? 'Residential' : 'Commercial',
    projectSubType: rng.pick(SUB_TYPES),
    projectTitle: `Project ${i}`,
    city: rng.pick(CITIES),
    locality: `Sector ${rng.int(4)}`,
    possessionStatus: rng.pick(POSSESSIONS),
    units: Array.from({ length: rng.int(5) }, (_, u) => randomUnit(rng, u)),
  } as ProjectFields;
}

function randomCriteria(rng: Rng): SearchCriteria {
  const budgetMin = rng.maybe(() => (10 + rng.int(300)) * LAKH, 0.4);
  const budgetMax = rng.maybe(() => (budgetMin ?? 0) + (20 + rng.int(300)) * LAKH, 0.6);
  const areaMin = rng.maybe(() => 300 + rng.int(1500), 0.3);
  return {
    city: rng.maybe(() => rng.pick(CITIES).toLowerCase(), 0.3),
    projectType: rng.maybe(() => 'Residential', 0.2),
    projectSubTypes: rng.maybe(() => [rng.pick(SUB_TYPES), rng.pick(SUB_TYPES)], 0.2),
    possession: rng.maybe(() => rng.pick(POSSESSIONS), 0.2),
    bhkBands: rng.maybe(() => Array.from({ length: 1 + rng.int(2) }, () => rng.int(5)), 0.6),
    budgetMin,
    budgetMax,
    areaMin,
    areaMax: rng.maybe(() => (areaMin ?? 0) + 200 + rng.int(2500), 0.3),
  };
}

const sqFt = (unit: Unit): number | null =>
  unit.primaryArea ? Math.round(toSquareFeet(unit.primaryArea.areaSize, unit.primaryArea.areaUnit)) : null;

/** Read straight from the units as an admin entered them. */
function unitMatches(unit: Unit, fields: ProjectFields, c: SearchCriteria): boolean {
  if (c.bhkBands?.length) {
    if (
      fields.projectType !== 'Residential' ||
      unit.bedroomCount === undefined ||
      !c.bhkBands.includes(bhkBandOf(unit.bedroomCount))
    )
      return false;
  }
  const price = unitPriceRange(unit);
  if (c.budgetMax !== undefined && (!price || price.low > c.budgetMax)) return false;
  if (c.budgetMin !== undefined && (!price || price.high < c.budgetMin)) return false;
  const area = sqFt(unit);
  if (c.areaMin !== undefined && (area === null || area < c.areaMin)) return false;
  if (c.areaMax !== undefined && (area === null || area > c.areaMax)) return false;
  return true;
}

const hasUnitLevelFilter = (c: SearchCriteria): boolean =>
  Boolean(c.bhkBands?.length) || [c.budgetMin, c.budgetMax, c.areaMin, c.areaMax].some((v) => v !== undefined);

function projectMatches(fields: ProjectFields, c: SearchCriteria): boolean {
  if (c.city && fields.city?.toLowerCase() !== c.city) return false;
  if (c.projectType && fields.projectType !== c.projectType) return false;
  if (c.projectSubTypes?.length && !c.projectSubTypes.includes(fields.projectSubType ?? '')) return false;
  if (c.possession && fields.possessionStatus !== c.possession) return false;
  return !hasUnitLevelFilter(c) || (fields.units ?? []).some((unit) => unitMatches(unit, fields, c));
}

const postedEvent = (i: number, fields: ProjectFields): Recorded<EventOf<'ProjectPosted'>> => ({
  id: `e${i}`,
  type: 'ProjectPosted',
  stream: `project-p${i}`,
  revision: 0,
  position: i + 1,
  data: { projectId: `p${i}`, ownerId: 'owner', slug: `project-${i}`, fields },
  metadata: { at: '2026-01-01T00:00:00.000Z' },
  recordedAt: '2026-01-01T00:00:00.000Z',
});

describe('unit-level search', () => {
  it.each([
    [11, 'without indexes'],
    [29, 'without indexes'],
    [83, 'without indexes'],
    [11, "with the read model's indexes"],
    [47, "with the read model's indexes"],
    [83, "with the read model's indexes"],
  ])(
    'finds exactly the projects with one unit meeting every unit-level filter (seed %i, %s)',
    async (seed, indexes) => {
      const rng = random(seed);
      const store = new InMemoryReadStore();
      const projects = store.collection<ProjectDoc>('projects');
      if (indexes !== 'without indexes')
        for (const spec of projectsProjector.indexes ?? []) await projects.ensureIndex(spec);
      const catalogue = Array.from({ length: 150 }, (_, i) => randomProject(rng, i));
      for (const [i, fields] of catalogue.entries()) {
        const doc = projectsProjector.evolve(null, postedEvent(i, fields), undefined)!;
        await projects.put({ ...doc, _position: i + 1 });
      }
      let nonEmpty = 0;
      for (let round = 0; round < 200; round += 1) {
        const criteria = randomCriteria(rng);
        const found = (await projects.find(searchFilter(criteria), { sort: { _id: 1 } })).map((d) => d._id).sort();
        const expected = catalogue.flatMap((fields, i) => (projectMatches(fields, criteria) ? [`p${i}`] : [])).sort();
        expect(found, JSON.stringify(criteria)).toEqual(expected);
        expect(await projects.count(searchFilter(criteria)), JSON.stringify(criteria)).toBe(expected.length);
        if (expected.length > 0 && hasUnitLevelFilter(criteria)) nonEmpty += 1;
      }
      // The generator must reach searches that find something, or the check above proves little.
      expect(nonEmpty).toBeGreaterThan(50);
      await store.close();
    },
  );
});
