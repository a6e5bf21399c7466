import { describe, expect, it } from 'vitest';
import { textWithout } from '@aangan/contracts';
import { catalogueFrom } from './catalogue.ts';
import { readSearchText, understandSearch } from './searchUnderstanding.ts';

// Projects whose titles hold filter words ("Villas", "Greens"), localities in several cities, and a developer.
const catalogue = catalogueFrom([
  {
    _id: 'p1',
    projectTitle: 'Prakriti Greens',
    city: 'Noida',
    locality: 'Sector 150',
    developer: { name: 'Vistara Buildcon' },
  },
  { _id: 'p2', projectTitle: 'Shanti Villas', city: 'Noida', locality: 'Sector 128' },
  { _id: 'p3', projectTitle: 'Aravali Towers', city: 'Gurugram', locality: 'Golf Course Road' },
  { _id: 'p4', projectTitle: 'Harit Residency', city: 'Ghaziabad', locality: 'Raj Nagar Extension' },
  { _id: 'p5', projectTitle: 'Gomti Orchards', city: 'Lucknow', locality: 'Gomti Nagar' },
]);
const read = (text: string, given = {}) => readSearchText(text, catalogue, given);
const FLATS = ['Apartment', 'Builder Floor', 'Penthouse', 'Studio Apartment', 'Serviced Apartment'];

describe('a search string read as the assistant reads a prompt', () => {
  const flats = { projectType: 'Residential', projectSubTypes: FLATS };
  const villas = { projectType: 'Residential', projectSubTypes: ['Independent House/Villa'] };
  it.each([
    ['Gurgaon 3 BHK under 2 Cr', { city: 'Gurugram', bhk: [3], budgetMax: 2e7 }],
    [
      'redy to move apartmnt in ghaziabd below 60 lakhs',
      { possession: 'Ready to Move', ...flats, city: 'Ghaziabad', budgetMax: 60e5 },
    ],
    ['undr construction vilas in noida', { possession: 'Under Construction', ...villas, city: 'Noida' }],
    ['2.5 BHK in Pune', { bhk: [2], city: 'Pune' }],
    ['3.5 bhk flat', { bhk: [3], ...flats }],
    ['plots in lucknow', { projectType: 'Residential', projectSubTypes: ['Residential Plot'], city: 'Lucknow' }],
    ['commercial plot in noida', { projectType: 'Commercial', projectSubTypes: ['Commercial Land'], city: 'Noida' }],
    ['industrial plots', { projectType: 'Industrial', projectSubTypes: ['Industrial Land'] }],
    ['newest projects in noida', { sort: 'Newest', city: 'Noida' }],
    ['latest flats', { sort: 'Newest', ...flats }],
    ['cheapest 1bhk in ghaziabad', { sort: 'Price Low To High', bhk: [1], city: 'Ghaziabad' }],
    // Non-regressions
    ['Noida 2 BHK under 80 lakh', { city: 'Noida', bhk: [2], budgetMax: 80e5 }],
    ['noida mein 2bhk 80 lakh tak', { city: 'Noida', bhk: [2], budgetMax: 80e5 }],
    [
      'villas in NCR',
      { region: 'NCR', cities: ['Delhi', 'Noida', 'Greater Noida', 'Gurugram', 'Ghaziabad', 'Faridabad'], ...villas },
    ],
  ])('%s', (text, filters) => {
    expect(read(text)).toMatchObject({ filters, textQuery: '' });
    expect(read(text).filters).toEqual(filters);
  });

  it('"2.5 BHK" is never read as 4+ or as a budget', () => {
    expect(read('2.5 bhk under 90 lakh').filters).toEqual({ bhk: [2], budgetMax: 90e5 });
  });

  it('a project name holding filter words is a name, searched as text ("Shanti Villas")', () => {
    expect(read('Shanti Villas')).toMatchObject({ filters: {}, textQuery: 'Shanti Villas' });
    expect(read('shanti villas noida')).toMatchObject({ filters: { city: 'Noida' }, textQuery: 'shanti villas' });
    expect(read('villas in noida').filters).toMatchObject({
      projectSubTypes: ['Independent House/Villa'],
      city: 'Noida',
    });
  });

  it('words nothing reads stay as text: unknown names, and real words near ours are not corrected into filters', () => {
    expect(read('Lodha Palava 2bhk')).toMatchObject({ filters: { bhk: [2] }, textQuery: 'Lodha Palava' });
    expect(read('lake view homes in pune').filters).toEqual({ projectType: 'Residential', city: 'Pune' });
    expect(read('read reviews noida').filters).toEqual({ city: 'Noida' });
    expect(read('Vistara Buildcon flats').textQuery).toBe('Vistara Buildcon');
    expect(read('pure veg society').filters.city).toBeUndefined();
  });

  it('reports each part with the typed words, the parameters it sets and a label, in the order typed', () => {
    expect(read('Gurgaon 3 BHK under ₹2 Cr').reading).toEqual({
      text: 'Gurgaon 3 BHK under ₹2 Cr',
      parts: [
        { params: { city: 'Gurugram' }, label: 'Gurugram', words: 'Gurgaon', spans: [[0, 7]] },
        { params: { bhk: '3' }, label: '3 BHK', words: '3 BHK', spans: [[8, 13]] },
        { params: { maxPrice: '20000000' }, label: 'Under ₹2 Cr', words: 'under ₹2 Cr', spans: [[14, 25]] },
      ],
    });
    const hinglish = read('Noida mein 2bhk 80 lakh tak').reading.parts.map((p) => [p.label, p.words]);
    expect(hinglish).toEqual([
      ['Noida', 'Noida mein'],
      ['2 BHK', '2bhk'],
      ['Under ₹80 L', '80 lakh tak'],
    ]);
    expect(read('redy to move apartmnt').reading.parts.map((p) => [p.label, p.words])).toEqual([
      ['Ready to Move', 'redy to move'],
      ['Flats', 'apartmnt'],
    ]);
    expect(read('prakrti 2.5 BHK').reading.parts.map((p) => [p.label, p.words, p.params])).toEqual([
      ['“prakrti”', 'prakrti', {}],
      ['2 BHK', '2.5 BHK', { bhk: '2' }],
    ]);
  });

  it('a part taken out of the text leaves a text that reads as the other parts', () => {
    const { reading } = read('3 BHK, Gurgaon, under 2 Cr');
    const withoutCity = textWithout(reading.text, reading.parts.find((p) => p.label === 'Gurugram')!.spans);
    expect(withoutCity).toBe('3 BHK, under 2 Cr');
    expect(read(withoutCity).filters).toEqual({ bhk: [3], budgetMax: 2e7 });
  });

  it('a parameter given beside the text wins: words saying otherwise leave the text, words saying the same stay', () => {
    expect(read('Gurgaon 3 BHK under 2 Cr', { city: 'Noida' })).toMatchObject({
      filters: { bhk: [3], budgetMax: 2e7 },
      reading: { text: '3 BHK under 2 Cr' },
    });
    expect(read('Gurgaon 3 BHK under 2 Cr', { city: 'gurugram', bhk: '3' }).reading.text).toBe(
      'Gurgaon 3 BHK under 2 Cr',
    );
    expect(read('cheapest 2bhk noida', { sort: 'Newest' })).toMatchObject({
      filters: { bhk: [2], city: 'Noida' },
      reading: { text: '2bhk noida' },
    });
    // "Sector 150" says Noida: another city given drops it, Noida itself does not.
    expect(read('sector 150 2bhk', { city: 'Gurugram' }).reading.text).toBe('2bhk');
    expect(read('sector 150 2bhk', { city: 'Noida' }).filters).toMatchObject({ locality: 'Sector 150', bhk: [2] });
  });

  it('the search box and the API read the same: the understanding and its results link', () => {
    expect(understandSearch('Gurgaon 3 BHK under 2 Cr', catalogue)).toMatchObject({
      city: 'Gurugram',
      bhk: [3],
      budgetMax: 2e7,
      searchString: '',
      link: '/search-result?city=Gurugram&maxPrice=20000000&bhk=3',
    });
    expect(understandSearch('Prakriti Greens 3bhk', catalogue)).toMatchObject({
      bhk: [3],
      searchString: 'Prakriti Greens',
      link: '/search-result?bhk=3&searchString=Prakriti+Greens',
    });
  });
});
