import { describe, expect, it } from 'vitest';
import { servedBy, type QueryShape } from './queryShapes.ts';

const shape = (equal: string[], sort: [string, 1 | -1][] = [], range: string[] = []): QueryShape => ({
  collection: 'projects',
  equal,
  range,
  sort,
  via: 'find',
});

describe('whether an index serves a query', () => {
  const newest = { keys: { status: 1, launchDate: -1, postedAt: -1, _id: -1 } } as const;

  it('takes the fields matched by value first, then the sort in order or all reversed', () => {
    expect(
      servedBy(
        shape(
          ['status'],
          [
            ['launchDate', -1],
            ['postedAt', -1],
            ['_id', -1],
          ],
        ),
        [newest],
      ),
    ).toBe(true);
    expect(
      servedBy(
        shape(
          ['status'],
          [
            ['launchDate', 1],
            ['postedAt', 1],
            ['_id', 1],
          ],
        ),
        [newest],
      ),
    ).toBe(true);
    // Other fields matched by value are filtered on the way; the index still gives the order.
    expect(
      servedBy(
        shape(
          ['cityKey', 'status'],
          [
            ['launchDate', -1],
            ['postedAt', -1],
            ['_id', -1],
          ],
        ),
        [newest],
      ),
    ).toBe(true);
  });

  it('refuses a sort the index gives only in part, or in mixed directions', () => {
    const withoutTieBreak = { keys: { status: 1, priceMin: 1 } } as const;
    expect(
      servedBy(
        shape(
          ['status'],
          [
            ['priceMin', 1],
            ['_id', 1],
          ],
        ),
        [withoutTieBreak],
      ),
    ).toBe(false);
    expect(
      servedBy(
        shape(
          ['status'],
          [
            ['priceMin', -1],
            ['_id', 1],
          ],
        ),
        [{ keys: { status: 1, priceMin: 1, _id: 1 } }],
      ),
    ).toBe(false);
    expect(servedBy(shape(['kind'], [['createdAt', -1]]), [{ keys: { status: 1, createdAt: -1 } }])).toBe(false);
  });

  it('serves a query by id, a range on an index’s first field, and a read of everything', () => {
    expect(servedBy(shape(['_id']), [])).toBe(true);
    expect(servedBy(shape([], [], ['createdAt']), [{ keys: { createdAt: -1 } }])).toBe(true);
    expect(servedBy(shape([], [], ['createdAt']), [{ keys: { status: 1, createdAt: -1 } }])).toBe(false);
    expect(servedBy(shape([]), [])).toBe(true);
  });
});
