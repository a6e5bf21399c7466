import { describe, expect, it } from 'vitest';
import { catalogueFrom } from './catalogue.ts';
import { namelessPrompt, withoutWords } from './namelessPrompt.ts';
import { maskPersonalData } from './personalDataMask.ts';
import { analysePrompt } from './promptAnalysis.ts';

const catalogue = catalogueFrom([
  { _id: 'p1', projectTitle: 'Prakriti Greens', city: 'Noida', locality: 'Sector 150' },
  { _id: 'p2', projectTitle: 'Shanti Villas', city: 'Noida', locality: 'Sector 128' },
]);
const kept = (prompt: string) => {
  const masked = maskPersonalData(prompt);
  return namelessPrompt(masked, analysePrompt(masked, catalogue));
};

describe('prompts are kept without names', () => {
  it.each([
    ['2bhk in noida under 50 lakh', '2bhk in noida under 50 lakh'],
    ['Price of Prakriti Greens?', 'Price of Prakriti Greens?'],
    ['gurgaon me 3bhk chahiye', 'gurgaon me 3bhk chahiye'],
    ['I am Rahul Sharma, looking for 2bhk in noida', 'I am *** ***, looking for 2bhk in noida'],
    ["Hi, I'm Priyanka Venkataraman", "Hi, I'm *** ***"],
    // A name that is also a project's word goes all the same after "my name is".
    ['My name is Shanti, flat in noida', 'My name is ***, flat in noida'],
    ['mera naam Anil hai, noida mein 2bhk', 'mera naam *** hai, noida mein 2bhk'],
    ['मेरा नाम राहुल है, noida 2bhk', 'मेरा नाम *** है, noida 2bhk'],
    ['मेरा नाम सुनील है, नोएडा में 2 बीएचके', 'मेरा नाम *** है, नोएडा में 2 बीएचके'],
    ['call Meera on 98765 43210 or meera.iyer@example.in', 'call *** on +91******3210 or m***@example.in'],
  ])('%s', (prompt, expected) => {
    expect(kept(prompt).text).toBe(expected);
  });

  it('a word in Devanagari the assistant did not understand is withheld too', () => {
    expect(kept('सुनीता जी, नोएडा में फ्लैट').text).toBe('*** जी, नोएडा में फ्लैट');
  });

  it("a model's answer loses the words withheld from its prompt, and keeps its own", () => {
    const { withheld } = kept('I am Rahul, 2bhk in noida please');
    expect(withoutWords('Hello Rahul! Here are 2 BHK homes in Noida: Prakriti Greens.', withheld)).toBe(
      'Hello ***! Here are 2 BHK homes in Noida: Prakriti Greens.',
    );
  });
});
