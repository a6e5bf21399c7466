import { describe, expect, it } from 'vitest';
import { parseBhk } from './bhkParser.ts';
import { normalisePrompt } from './promptText.ts';

const bhkOf = (prompt: string) => parseBhk(normalisePrompt(prompt)).bhk;

describe('BHK parser', () => {
  it.each([
    ['2bhk', [2]],
    ['3 BHK', [3]],
    ['2-bhk flat', [2]],
    ['2 bedroom', [2]],
    ['3 bedrooms', [3]],
    ['2 bed flat', [2]],
    ['2 or 3 bhk', [2, 3]],
    ['2/3 BHK', [2, 3]],
    ['2,3 bhk', [2, 3]],
    ['3+ bhk', [3, 4]],
    ['5 bhk', [4]],
    ['two bhk', [2]],
    ['teen bhk chahiye', [3]],
    ['studio', [0]],
    ['1 rk', [0]],
    ['1bhk and 2bhk', [1, 2]],
  ])('%s', (prompt, expected) => {
    expect(bhkOf(prompt)).toEqual(expected);
  });

  it.each(['sector 150', '2 cr', 'flats in noida', 'bhk'])('nothing in "%s"', (prompt) => {
    expect(bhkOf(prompt)).toEqual([]);
  });

  it('consumes what it read', () => {
    expect(parseBhk(normalisePrompt('noida mein 2bhk chahiye')).rest).not.toMatch(/bhk/);
  });
});
