import { seededRandom } from '@aangan/contracts';
import { describe, expect, it } from 'vitest';
import { firstInOrder, firstOfListed } from './columnOrder.ts';

describe('the first matches in an order', () => {
  it('are the first of the whole order, listed or given as an array, whatever the count and how many are wanted', () => {
    const r = seededRandom(5);
    for (let round = 0; round < 300; round += 1) {
      const count = r.int(0, 3_000);
      const items = Array.from({ length: count }, () => r.int(0, 100_000));
      const key = new Float64Array(100_001).map(() => (r.next() < 0.1 ? Number.NaN : r.int(0, 50)));
      // Ties by the item itself, as the columns' orders tie by id: a total order.
      const compare = (a: number, b: number) => {
        const [ka, kb] = [key[a], key[b]];
        if (ka !== ka || kb !== kb) return ka !== ka && kb !== kb ? a - b : ka !== ka ? 1 : -1;
        return ka < kb ? -1 : ka > kb ? 1 : a - b;
      };
      const wanted = r.pick([1, 12, 24, 200, 255, 256, 600]);
      const whole = [...items].sort(compare).slice(0, wanted);
      expect(firstInOrder([...items], wanted, compare)).toEqual(whole);
      expect(
        firstOfListed(count, (each) => items.forEach((item) => each(item)), wanted, compare),
        `${count} ${wanted}`,
      ).toEqual(whole);
    }
  });
});
