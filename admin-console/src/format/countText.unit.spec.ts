import { describe, expect, it } from 'vitest';
import { countText } from './countText.ts';

describe('counts in words', () => {
  it('puts the noun in the right number and groups digits the Indian way', () => {
    expect(countText(0, 'lead')).toBe('0 leads');
    expect(countText(1, 'lead')).toBe('1 lead');
    expect(countText(2, 'lead')).toBe('2 leads');
    expect(countText(125000, 'lead')).toBe('1,25,000 leads');
    expect(countText(1, 'entry', 'entries')).toBe('1 entry');
    expect(countText(3, 'entry', 'entries')).toBe('3 entries');
  });
});
