import { describe, expect, it } from 'vitest';
import { renderTurns } from './renderTurns.ts';

describe('renderTurns', () => {
  it('lets renders go in the order asked, each in a turn of the event loop of its own', async () => {
    const turn = renderTurns();
    // Counts the turns of the loop while the renders wait.
    let turns = 0;
    let counting = true;
    const count = () => {
      turns += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const rendered: Array<[string, number]> = [];
    await Promise.all(['first', 'second', 'third'].map((page) => turn().then(() => rendered.push([page, turns]))));
    counting = false;
    expect(rendered.map(([page]) => page)).toEqual(['first', 'second', 'third']);
    expect(new Set(rendered.map(([, at]) => at)).size).toBe(3);
  });

  it('takes renders asked for later, after the queue has emptied, at once on the next turn', async () => {
    const turn = renderTurns();
    await turn();
    await Promise.all([turn(), turn()]);
    await expect(turn()).resolves.toBeUndefined();
  });
});
