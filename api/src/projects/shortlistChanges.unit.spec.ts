import { describe, expect, it } from 'vitest';
import type { ProjectDoc, Unit } from '@aangan/contracts';
import { shortlistChanges, unitLabel } from './shortlistChanges.ts';

const unit = (unitId: string, unitTitle: string, bedroomCount: number | undefined, prices: Partial<Unit>): Unit => ({
  unitId,
  unitTitle,
  ...(bedroomCount === undefined ? {} : { bedroomCount }),
  primaryArea: { areaSize: 1000, areaUnit: 'squareFeet', areaType: 'Carpet' },
  unitCount: 1,
  ...prices,
});

const doc = (units: Unit[], extra: Partial<ProjectDoc> = {}): ProjectDoc =>
  ({ _id: 'p1', status: 'posted', possessionStatus: 'Under Construction', units, ...extra }) as ProjectDoc;

describe('shortlistChanges', () => {
  const two = unit('u-2', '2 BHK', 2, { salePrice: 52_15_000 });
  const three = unit('u-3', 'Tower B', 3, { minPrice: 90_00_000, maxPrice: 95_00_000 });

  it('matches units recorded without ids (older logs) to the ids an edit gave them', () => {
    const { unitId: _two, ...twoWithoutId } = two;
    const { unitId: _three, ...threeWithoutId } = three;
    const changes = shortlistChanges(
      doc([twoWithoutId, threeWithoutId]),
      doc([
        { ...two, unitId: 'r0u0', salePrice: 49_90_000 },
        { ...three, unitId: 'r0u1' },
      ]),
    );
    expect(changes.prices.map((p) => [p.unitId, p.direction])).toEqual([['r0u0', 'down']]);
    expect(changes.newUnits).toEqual([]);
    expect(changes.removedUnits).toEqual([]);
  });

  it('reports nothing when nothing a buyer sees changed', () => {
    expect(shortlistChanges(doc([two, three]), doc([three, two], { description: 'new words' }))).toEqual({
      prices: [],
      possession: null,
      newUnits: [],
      removedUnits: [],
    });
  });

  it('matches units by id: a price down, a range up, a unit renamed is the same unit', () => {
    const changes = shortlistChanges(
      doc([two, three]),
      doc([
        { ...two, unitTitle: '2 BHK Classic', salePrice: 49_90_000 },
        { ...three, maxPrice: 99_00_000 },
      ]),
    );
    expect(changes.prices).toEqual([
      {
        unitId: 'u-2',
        label: '2 BHK Classic',
        direction: 'down',
        from: { low: 52_15_000, high: 52_15_000 },
        to: { low: 49_90_000, high: 49_90_000 },
      },
      {
        unitId: 'u-3',
        label: '3 BHK · Tower B',
        direction: 'up',
        from: { low: 90_00_000, high: 95_00_000 },
        to: { low: 90_00_000, high: 99_00_000 },
      },
    ]);
    expect(changes.newUnits).toEqual([]);
    expect(changes.removedUnits).toEqual([]);
  });

  it('says which units were added and taken away, and how possession moved', () => {
    const four = unit('u-4', '4 BHK', 4, { salePrice: 3_10_00_000 });
    const changes = shortlistChanges(
      doc([two, three]),
      doc([two, four], { possessionStatus: 'Ready to Move', proposedPossessionDate: '2026-10' }),
    );
    expect(changes.newUnits).toEqual([{ unitId: 'u-4', label: '4 BHK' }]);
    expect(changes.removedUnits).toEqual([{ unitId: 'u-3', label: '3 BHK · Tower B' }]);
    expect(changes.possession).toEqual({
      from: 'Under Construction',
      to: 'Ready to Move',
      fromDate: null,
      toDate: '2026-10',
    });
    expect(changes.prices).toEqual([]);
  });

  it('leaves out a price that appears or goes (price on request): not a move up or down', () => {
    const onRequest = unit('u-2', '2 BHK', 2, {});
    expect(shortlistChanges(doc([two]), doc([onRequest])).prices).toEqual([]);
    expect(shortlistChanges(doc([onRequest]), doc([two])).prices).toEqual([]);
  });
});

describe('unitLabel', () => {
  it('names a unit by its BHK, with a title that says more', () => {
    expect(unitLabel({ unitTitle: '3 BHK Premium', bedroomCount: 3 })).toBe('3 BHK Premium');
    expect(unitLabel({ unitTitle: 'Studio', bedroomCount: 0 })).toBe('Studio');
    expect(unitLabel({ unitTitle: 'Tower B', bedroomCount: 3 })).toBe('3 BHK · Tower B');
    expect(unitLabel({ unitTitle: 'Shop 12' })).toBe('Shop 12');
  });
});
