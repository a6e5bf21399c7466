import { describe, expect, it } from 'vitest';
import type { ProjectFields } from '@aangan/contracts';
import type { RecordedEvent } from '@aangan/projections';
import { validProjectFields } from '../testing/fixtures.ts';
import { itemLine } from './alertMail.ts';
import { watchedProjectItems } from './alertItems.ts';

let position = 0;
const event = (type: string, at: string, fields: ProjectFields): RecordedEvent => {
  position += 1;
  return {
    id: `e${position}`,
    type,
    stream: 'project-p1',
    revision: position - 1,
    position,
    data:
      type === 'ProjectPosted'
        ? { projectId: 'p1', ownerId: 'a', slug: 'lakeview', fields }
        : { projectId: 'p1', fields, changed: [] },
    metadata: { at, actor: { id: 'a', role: 'admin' } },
    recordedAt: at,
  };
};
const unit = (unitId: string, unitTitle: string, bedroomCount: number, salePrice: number) => ({
  ...validProjectFields().units![0],
  unitId,
  unitTitle,
  bedroomCount,
  minPrice: undefined,
  maxPrice: undefined,
  salePrice,
});
const base = (extra: Partial<ProjectFields>) =>
  validProjectFields({ projectTitle: 'Lakeview', city: 'Pune', locality: 'Baner', ...extra });

describe('what a watched project tells', () => {
  const posted = event(
    'ProjectPosted',
    '2026-11-20T04:00:00.000Z',
    base({ units: [unit('u2', '2 BHK', 2, 90_00_000), unit('u3', '3 BHK', 3, 1_40_00_000)] }),
  );
  const edited = event(
    'ProjectEdited',
    '2026-11-20T06:00:00.000Z',
    base({
      units: [unit('u2', '2 BHK', 2, 85_00_000), unit('u3', '3 BHK', 3, 1_45_00_000)],
      possessionStatus: 'Ready to Move',
      builtDate: '2026-10',
      reraDetails: [{ projectReraId: 'P52100012345', projectStatus: 'Completed' }],
    }),
  );

  it('a price drop by unit type with the percentage (not a rise), possession and RERA changes', () => {
    const items = watchedProjectItems(
      { _id: 'a1' },
      [posted, edited],
      '2026-11-20T05:00:00.000Z',
      '2026-11-21T02:29:00.000Z',
    );
    expect(items.map((item) => item.kind)).toEqual(['priceDrop', 'possession', 'rera']);
    expect(items.map(itemLine)).toEqual([
      { headline: 'Price down 5.6%: 2 BHK at Lakeview', detail: '₹90 L → ₹85 L' },
      { headline: 'Possession update: Lakeview', detail: 'Under Construction → Ready to Move' },
      { headline: 'RERA status changed: Lakeview', detail: 'None → Completed' },
    ]);
    expect(items[0]).toMatchObject({
      link: '/project/view/lakeview',
      place: 'Baner, Pune',
      from: 90_00_000,
      to: 85_00_000,
    });
  });

  it('nothing outside the span: before it started, or after it ends', () => {
    expect(
      watchedProjectItems({ _id: 'a1' }, [posted, edited], '2026-11-20T06:00:00.000Z', '2026-11-21T02:29:00.000Z'),
    ).toEqual([]);
    expect(
      watchedProjectItems({ _id: 'a1' }, [posted, edited], '2026-11-20T04:30:00.000Z', '2026-11-20T05:00:00.000Z'),
    ).toEqual([]);
  });
});
