import { describe, expect, it } from 'vitest';
import { phraseSafely, type Phraser, type PhrasingRequest } from './llmPhraser.ts';
import { checkPhrasing } from './phrasingGuard.ts';

const draft =
  'I found 1 project for 2 BHK homes in Noida:\n• Prakriti Greens, Sector 150, Noida: 2, 3 BHK Apartment, ₹48 L - ₹72 L, Under Construction';
const context = {
  draft,
  allowedTitles: ['Prakriti Greens'],
  knownTitles: ['Prakriti Greens', 'Aravali Towers', 'Shanti Villas'],
};

describe('phrasing guard', () => {
  it('accepts a rephrasing that keeps to the given project and facts', () => {
    expect(
      checkPhrasing(
        'Good news! Prakriti Greens in Sector 150, Noida has 2 and 3 BHK apartments from ₹48 L - ₹72 L, under construction.',
        context,
      ),
    ).toEqual({ ok: true });
  });

  it('accepts name-like phrases that the answer itself holds (an amenity, a locality)', () => {
    const withAmenity = { ...context, draft: `${draft}\nAmenities: Swimming Pool and Tennis Court.` };
    expect(checkPhrasing('Prakriti Greens has a lovely Tennis Court.', withAmenity)).toEqual({ ok: true });
  });

  it.each([
    ['a listed project it was not given', 'Prakriti Greens is nice, and so is Aravali Towers.'],
    ['a project that does not exist', 'Try Prakriti Greens or Sunrise Heights in Noida.'],
    ['a price that is not in the answer', 'Prakriti Greens starts at ₹45 L.'],
    ['a phone number that is not in the answer', 'Prakriti Greens: call 98765 43210.'],
    ['a link that is not in the answer', 'See https://example.com/deal for Prakriti Greens.'],
    ['nothing', '   '],
  ])('refuses %s', (_case, candidate) => {
    expect(checkPhrasing(candidate, context).ok).toBe(false);
  });
});

describe('phraseSafely', () => {
  const request: PhrasingRequest = {
    purpose: 'reply',
    question: '2bhk noida',
    draft,
    facts: [],
    allowedTitles: ['Prakriti Greens'],
  };
  const guard = { knownTitles: context.knownTitles };

  it('without a model, the rule-based text', async () => {
    expect(await phraseSafely(undefined, request, guard)).toEqual({ text: draft, by: 'rules' });
  });

  it("uses the model's text when it passes the guard", async () => {
    const phraser: Phraser = async () => 'Prakriti Greens (Sector 150, Noida) has 2 BHK homes: ₹48 L - ₹72 L.';
    expect(await phraseSafely(phraser, request, guard)).toEqual({
      text: 'Prakriti Greens (Sector 150, Noida) has 2 BHK homes: ₹48 L - ₹72 L.',
      by: 'model',
    });
  });

  it('falls back when the model names another project, fails or is too slow', async () => {
    const namesAnother: Phraser = async () => 'You will love Shanti Villas.';
    const fails: Phraser = async () => {
      throw new Error('HTTP 500');
    };
    const hangs: Phraser = (_request, signal) =>
      new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
    for (const phraser of [namesAnother, fails])
      expect(await phraseSafely(phraser, request, guard)).toEqual({ text: draft, by: 'rules' });
    expect(await phraseSafely(hangs, request, guard, undefined, 50)).toEqual({ text: draft, by: 'rules' });
  });
});
