import { UNIT_PRICE_FIELDS, projectFieldsSchema, type Unit } from '@aangan/contracts';
import { expect } from 'vitest';
import type { TestApp } from './testApp.ts';

/**
 * An admin lowers every price of the first priced unit of the project at `slug` by about 5 %, with
 * the console's edit (units keep their ids; whichever price fields the project gave are lowered).
 */
export async function cutPrice(t: TestApp, slug: string): Promise<void> {
  const view = await t.request('GET', `/api/v1/project/view-project?${new URLSearchParams({ slug })}`);
  expect(view.status).toBe(200);
  const id: string = view.body.result._id;
  const read = await t.request('GET', `/api/v1/admin/projects/${id}`, { token: t.adminToken });
  const doc = read.body as Record<string, unknown> & { revision: number; units: Unit[] };
  const fields = Object.fromEntries(
    Object.keys(projectFieldsSchema.shape).flatMap((key) => (key in doc ? [[key, doc[key]]] : [])),
  );
  const lower = (price: number) => Math.round((price * 0.95) / 1000) * 1000;
  const index = doc.units.findIndex((unit) => UNIT_PRICE_FIELDS.some((field) => typeof unit[field] === 'number'));
  expect(index, 'a unit with a price').toBeGreaterThanOrEqual(0);
  const units = doc.units.map((unit, i) =>
    i !== index
      ? unit
      : {
          ...unit,
          ...Object.fromEntries(
            UNIT_PRICE_FIELDS.flatMap((field) => {
              const price = unit[field];
              return typeof price === 'number' ? [[field, lower(price)]] : [];
            }),
          ),
        },
  );
  const edited = await t.request('PUT', `/api/v1/project/edit-project/${id}`, {
    token: t.adminToken,
    headers: { 'if-match': `W/"${doc.revision}"` },
    body: { ...fields, units },
  });
  // 202 when the read models lag (a loaded machine): the change is stored either way.
  expect([200, 202], JSON.stringify(edited.body)).toContain(edited.status);
}
