import { describe, expect, it } from 'vitest';
import { maskPersonalData } from './personalDataMask.ts';

describe('personal data in prompts', () => {
  it.each([
    ['call me on 98765 43210', 'call me on +91******3210'],
    ['my number is +91-98765-43210 please', 'my number is +91******3210 please'],
    ['9876543210', '+91******3210'],
    ['landline 0120 456 7890', 'landline *******7890'],
    ['mail ravi.kumar@example.in today', 'mail r***@example.in today'],
  ])('%s', (prompt, masked) => {
    expect(maskPersonalData(prompt)).toBe(masked);
  });

  it.each(['2bhk under 1,50,00,000', '50L-1Cr in sector 150', 'emi 1 cr 9% 30 yrs', 'possession 2027-03'])(
    'leaves "%s" alone',
    (prompt) => {
      expect(maskPersonalData(prompt)).toBe(prompt);
    },
  );
});
