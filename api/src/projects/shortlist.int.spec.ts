import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectFields } from '@aangan/contracts';
import { validProjectFields } from '../testing/fixtures.ts';
import { manualClock } from '../testing/manualClock.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
const clock = manualClock();
beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;
const at = (revision: number) => ({ 'if-match': `W/"${revision}"` });
const post = (body: ProjectFields) => t.request('POST', '/api/v1/project/post-project', { body, token: t.adminToken });
const edit = (id: string, revision: number, body: ProjectFields) =>
  t.request('PUT', `/api/v1/project/edit-project/${id}`, { token: t.adminToken, headers: at(revision), body });
const succeeded = (response: { status: number; body: unknown }) =>
  expect(response.status, JSON.stringify(response.body)).toBe(200);
const shortlist = (items: string) => t.request('GET', `/api/v1/project/shortlist?${new URLSearchParams({ items })}`);

const threeBhk = validProjectFields().units![0];
const twoBhk = {
  ...threeBhk,
  unitTitle: '2 BHK',
  bedroomCount: 2,
  bathroomCount: 2,
  minPrice: undefined,
  maxPrice: undefined,
  salePrice: 52_15_000,
};
const fields = (units: NonNullable<ProjectFields['units']>, extra: Partial<ProjectFields> = {}) =>
  validProjectFields({ projectTitle: 'Saved Greens', units, ...extra });

describe('GET /project/shortlist', () => {
  it('says what changed since each project was saved, from its events; a deleted or unknown one is removed', async () => {
    const posted = (await post(fields([threeBhk, twoBhk]))).body.result;
    const other = (await post(validProjectFields({ projectTitle: 'Gone Towers' }))).body.result;
    const savedAt = clock.now().toISOString();

    clock.advance(MINUTE);
    const stored = (await t.request('GET', `/api/v1/admin/projects/${posted._id}`, { token: t.auditorToken })).body;
    const [threeId, twoId] = stored.units.map((unit: { unitId: string }) => unit.unitId);
    const unchanged = await shortlist(`${posted.slug}~${clock.now().toISOString()}`);
    expect(unchanged.body.result[0].changes).toEqual({ prices: [], possession: null, newUnits: [], removedUnits: [] });

    // t1: the 2 BHK is cheaper. t2: a 4 BHK is added and the project is ready to move.
    succeeded(
      await edit(
        posted._id,
        0,
        fields([
          { ...threeBhk, unitId: threeId },
          { ...twoBhk, unitId: twoId, salePrice: 49_90_000 },
        ]),
      ),
    );
    const afterPriceCut = clock.now().toISOString();
    clock.advance(MINUTE);
    const fourBhk = {
      ...threeBhk,
      unitTitle: '4 BHK Penthouse',
      bedroomCount: 4,
      minPrice: 3_10_00_000,
      maxPrice: 3_40_00_000,
    };
    succeeded(
      await edit(
        posted._id,
        1,
        fields([{ ...threeBhk, unitId: threeId }, { ...twoBhk, unitId: twoId, salePrice: 49_90_000 }, fourBhk], {
          possessionStatus: 'Ready to Move',
          builtDate: '2026-10',
        }),
      ),
    );
    clock.advance(MINUTE);
    expect(
      (
        await t.request('DELETE', `/api/v1/project/delete-project/${other._id}`, {
          token: t.adminToken,
          headers: at(0),
        })
      ).status,
    ).toBe(200);

    const response = await shortlist(
      [`${posted.slug}~${savedAt}`, `${other.slug}~${savedAt}`, `no-such-project~${savedAt}`].join(','),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const [saved, deleted, unknown] = response.body.result;
    expect(saved).toMatchObject({
      status: 'listed',
      slug: posted.slug,
      savedAt,
      project: {
        projectTitle: 'Saved Greens',
        city: 'Noida',
        locality: 'Sector 150',
        link: `/project/view/${posted.slug}`,
        possessionStatus: 'Ready to Move',
        developerName: 'Vistara Buildcon',
        priceMin: 49_90_000,
      },
      changes: {
        prices: [
          {
            unitId: twoId,
            label: '2 BHK',
            direction: 'down',
            from: { low: 52_15_000, high: 52_15_000 },
            to: { low: 49_90_000, high: 49_90_000 },
          },
        ],
        possession: { from: 'Under Construction', to: 'Ready to Move' },
        newUnits: [{ unitId: expect.any(String), label: '4 BHK Penthouse' }],
        removedUnits: [],
      },
    });
    expect(deleted).toEqual({ status: 'removed', slug: other.slug, savedAt });
    expect(unknown).toEqual({ status: 'removed', slug: 'no-such-project', savedAt });

    // Saved after the price cut: only what came later.
    const later = (await shortlist(`${posted.slug}~${afterPriceCut}`)).body.result[0].changes;
    expect(later.prices).toEqual([]);
    expect(later.newUnits).toHaveLength(1);
  });

  it('takes a strict query: items of slug~ISO time, at most 50, nothing else', async () => {
    const item = `some-project~${clock.now().toISOString()}`;
    const tooMany = Array.from({ length: 51 }, (_, i) => `p${i}~${clock.now().toISOString()}`).join(',');
    for (const query of [
      '',
      `?items=${encodeURIComponent(item)}&name=Asha`,
      `?items=some-project`,
      `?items=some-project~yesterday`,
      `?items=${encodeURIComponent(`bad slug!~${clock.now().toISOString()}`)}`,
      `?items=${encodeURIComponent(tooMany)}`,
    ])
      expect((await t.request('GET', `/api/v1/project/shortlist${query}`)).status).toBe(400);
    const duplicated = await shortlist(`${item},${item}`);
    expect(duplicated.status).toBe(200);
    expect(duplicated.body.result).toHaveLength(1);
  });
});
