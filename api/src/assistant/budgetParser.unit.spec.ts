import { describe, expect, it } from 'vitest';
import { parseBudget } from './budgetParser.ts';
import { normalisePrompt } from './promptText.ts';

const budgetOf = (prompt: string) => parseBudget(normalisePrompt(prompt)).budget;
const L = 1e5;
const CR = 1e7;

describe('budget parser', () => {
  it.each([
    ['under 80 lakh', { budgetMax: 80 * L }],
    ['below 1.5 cr', { budgetMax: 1.5 * CR }],
    ['3bhk 1.5 crore', { budgetMax: 1.5 * CR }],
    ['upto 90 lacs', { budgetMax: 90 * L }],
    ['up to 75L', { budgetMax: 75 * L }],
    ['2 cr tak', { budgetMax: 2 * CR }],
    ['50 lakh se kam', { budgetMax: 50 * L }],
    ['budget 8000000', { budgetMax: 80 * L }],
    ['₹45,00,000', { budgetMax: 45 * L }],
    ['Rs. 1,20,00,000', { budgetMax: 1.2 * CR }],
    ['above 1 cr', { budgetMin: 1 * CR }],
    ['1 cr+', { budgetMin: 1 * CR }],
    ['more than 60 lakhs', { budgetMin: 60 * L }],
    ['around 1 crore', { budgetMin: 90 * L, budgetMax: 1.1 * CR }],
    ['50L-1Cr', { budgetMin: 50 * L, budgetMax: 1 * CR }],
    ['50 lakh to 1 crore', { budgetMin: 50 * L, budgetMax: 1 * CR }],
    ['50 to 80 lakh', { budgetMin: 50 * L, budgetMax: 80 * L }],
    ['80 to 1.2 cr', { budgetMin: 80 * L, budgetMax: 1.2 * CR }],
    ['1-1.5 cr', { budgetMin: 1 * CR, budgetMax: 1.5 * CR }],
    ['between 60 lakh and 1 crore', { budgetMin: 60 * L, budgetMax: 1 * CR }],
    ['50 lakh se 1 crore tak', { budgetMin: 50 * L, budgetMax: 1 * CR }],
    ['above 50 lakh under 1 cr', { budgetMin: 50 * L, budgetMax: 1 * CR }],
  ])('%s', (prompt, expected) => {
    expect(budgetOf(prompt)).toEqual(expected);
  });

  it.each(['2bhk in sector 150', 'flats near 201301', '2 or 3 bhk', 'tower 12 floor 20', '5k'])(
    'no budget in "%s"',
    (prompt) => {
      expect(budgetOf(prompt)).toEqual({});
    },
  );

  it('leaves the other words for the next reader', () => {
    expect(parseBudget(normalisePrompt('2bhk noida under 80 lakh')).rest.trim().replace(/\s+/g, ' ')).toBe(
      '2bhk noida under',
    );
  });
});
