import { describe, expect, it } from 'vitest';
import { catalogueFrom } from '../catalogue.ts';
import { analysePrompt } from '../promptAnalysis.ts';
import { normalisePrompt } from '../promptText.ts';
import { readSearchText } from '../searchUnderstanding.ts';
import { DEMO_CITIES } from '../../seed/demoCities.ts';
import { cityInHindi, devanagariShare, transliterate } from './devanagari.ts';
import { CITY_NAMES } from './hindiPlaces.ts';

// Every city of the demo catalogue and of the Tricity, each with the demo catalogue's localities.
const demoPlaces = Object.entries(DEMO_CITIES).flatMap(([city, { localities }]) =>
  localities.map((l) => ({ city, locality: l.name })),
);
const catalogue = catalogueFrom(
  [
    ...demoPlaces,
    { city: 'Zirakpur', locality: 'VIP Road' },
    { city: 'Mohali', locality: 'Sector 70' },
    { city: 'Chandigarh', locality: 'Sector 17' },
    { city: 'Bengaluru', locality: 'Whitefield' },
  ].map((place, i) => ({ _id: `p${i}`, projectTitle: `Demo Project ${i}`, ...place })),
);
const filtersOf = (text: string) => readSearchText(text, catalogue).filters;

describe('Devanagari is read as its Latin twin', () => {
  it.each([
    ['नोएडा में 2 बीएचके 80 लाख तक', 'noida mein 2 bhk 80 lakh tak'],
    ['गुड़गांव 3 बीएचके', 'Gurgaon 3 BHK'],
    ['गुड़गाँव 3 बीएचके', 'Gurgaon 3 BHK'],
    ['गुरुग्राम 3 बीएचके', 'Gurugram 3 BHK'],
    ['२ बीएचके ८० लाख', '2 bhk 80 lakh'],
    ['Noida में 2BHK', 'Noida mein 2BHK'],
    ['लखनऊ में 1.5 करोड़ से ज़्यादा', 'lucknow mein 1.5 crore se zyada'],
    ['लखनऊ में 1.5 करोड से ज्यादा', 'lucknow mein 1.5 crore se zyada'],
    ['जयपुर में 50 लाख से कम', 'jaipur mein 50 lakh se kam'],
    ['जयपुर में 50 लाख के अंदर', 'jaipur mein 50 lakh ke andar'],
    ['पुणे में 80 हज़ार से ऊपर', 'pune mein 80 thousand se upar'],
    ['50 लाख से 1 करोड़ तक', '50 lakh se 1 crore tak'],
    ['रेडी टू मूव फ्लैट मेरठ में', 'ready to move flat in meerut'],
    ['तैयार अपार्टमेंट', 'ready apartment'],
    ['निर्माणाधीन विला', 'under construction villa'],
    ['नया लॉन्च प्लॉट', 'new launch plot'],
    ['कमर्शियल दुकान', 'commercial shop'],
    ['ऑफिस स्पेस नोएडा', 'office space noida'],
    ['सबसे सस्ता फ्लैट', 'cheapest flat'],
    ['सस्ता फ्लैट', 'sasta flat'],
    ['नवीनतम प्रोजेक्ट', 'newest projects'],
    ['दिल्ली के पास प्लॉट', 'plots near delhi'],
    ['नोएडा सेक्टर 150', 'noida sector 150'],
    ['सेक्टर 150 में 3 बीएचके', 'sector 150 3 bhk'],
  ])('"%s" sets the filters of "%s"', (hindi, latin) => {
    expect(filtersOf(hindi)).toEqual(filtersOf(latin));
    expect(Object.keys(filtersOf(hindi)).length).toBeGreaterThan(0);
  });

  it('the issue examples: Noida, 2 BHK, up to ₹80 L; Gurugram, 3 BHK', () => {
    expect(filtersOf('नोएडा में 2 बीएचके 80 लाख तक')).toEqual({ city: 'Noida', bhk: [2], budgetMax: 80_00_000 });
    expect(filtersOf('गुड़गांव 3 बीएचके')).toEqual({ city: 'Gurugram', bhk: [3] });
  });

  it('Devanagari digits are 0-9', () => {
    expect(normalisePrompt('२ बीएचके ८० लाख')).toBe('2 bhk 80 lakh');
    expect(filtersOf('१.५ करोड़ तक')).toEqual({ budgetMax: 1_50_00_000 });
  });

  it.each([
    ['80 लाख तक', { budgetMax: 80_00_000 }],
    ['80 लाख से कम', { budgetMax: 80_00_000 }],
    ['80 लाख के अंदर', { budgetMax: 80_00_000 }],
    ['1 करोड़ से ज़्यादा', { budgetMin: 1_00_00_000 }],
    ['1 करोड से ऊपर', { budgetMin: 1_00_00_000 }],
    ['2.5 करोड़ तक', { budgetMax: 2_50_00_000 }],
    ['90 हज़ार तक', { budgetMax: 90_000 }],
    ['90 हजार तक', { budgetMax: 90_000 }],
  ])('budget "%s"', (text, budget) => {
    expect(filtersOf(text)).toEqual(budget);
  });

  it.each([
    ['रेडी टू मूव', { possession: 'Ready to Move' }],
    ['तैयार', { possession: 'Ready to Move' }],
    ['निर्माणाधीन', { possession: 'Under Construction' }],
    ['नया लॉन्च', { possession: 'Newly Launched' }],
    ['सबसे सस्ता', { sort: 'Price Low To High' }],
    ['सस्ता', { sort: 'Price Low To High' }],
    ['नया', { sort: 'Newest' }],
    ['नवीनतम', { sort: 'Newest' }],
  ])('"%s"', (text, filters) => {
    expect(filtersOf(text)).toEqual(filters);
  });

  it('every city spelling names its city', () => {
    for (const [city, names] of Object.entries(CITY_NAMES)) {
      if (!catalogue.cities.some((c) => c.city === city)) continue;
      for (const name of names) expect(filtersOf(`${name} में 2 बीएचके`).city, name).toBe(city);
    }
    expect(filtersOf('ग्रेटर नोएडा').city).toBe('Greater Noida');
    for (const city of ['Zirakpur', 'Mohali', 'Chandigarh', 'Bengaluru', 'Meerut', 'Kanpur', 'Delhi'])
      expect(filtersOf(cityInHindi(city)).city, city).toBe(city);
  });

  it('localities of the demo catalogue typed in Devanagari are found by their transliteration', () => {
    expect(filtersOf('सेक्टर 150 नोएडा')).toEqual({ city: 'Noida', locality: 'Sector 150' });
    expect(filtersOf('नोएडा एक्सटेंशन')).toMatchObject({ locality: 'Noida Extension' });
    for (const [typed, locality] of [
      ['गोमती नगर', 'Gomti Nagar'],
      ['हज़रतगंज', 'Hazratganj'],
      ['इंदिरापुरम', 'Indirapuram'],
      ['द्वारका', 'Dwarka'],
      ['जनकपुरी', 'Janakpuri'],
      ['वैशाली नगर', 'Vaishali Nagar'],
      ['मानसरोवर', 'Mansarovar'],
      ['अंधेरी वेस्ट', 'Andheri West'],
      ['सोहना रोड', 'Sohna Road'],
      ['कोंडापुर', 'Kondapur'],
    ])
      expect(filtersOf(typed).locality, typed).toBe(locality);
  });

  it('transliterates as Indians spell names, the silent "a" left out', () => {
    expect(['गोमती', 'जनकपुरी', 'हज़रतगंज', 'इंदिरापुरम', 'सिद्धार्थ', 'जगतपुरा'].map(transliterate)).toEqual([
      'gomti',
      'janakpuri',
      'hazratganj',
      'indirapuram',
      'siddharth',
      'jagatpura',
    ]);
  });

  it('a chip removes the Devanagari words it was read from', () => {
    const { reading } = readSearchText('नोएडा में 2 बीएचके 80 लाख तक', catalogue);
    expect(reading.parts.map((p) => p.label)).toEqual(['Noida', '2 BHK', 'Under ₹80 L']);
    expect(reading.parts.map((p) => p.words)).toEqual(['नोएडा में', '2 बीएचके', '80 लाख तक']);
  });

  it('Latin input reads as before, and the share of Devanagari letters says which script a prompt is in', () => {
    expect(normalisePrompt('Noida mein 2BHK 80 lakh tak')).toBe('noida mein 2bhk 80 lakh tak');
    expect(devanagariShare('noida mein 2bhk')).toBe(0);
    expect(devanagariShare('नोएडा में 2 बीएचके')).toBe(1);
    expect(devanagariShare('Noida में 2BHK')).toBeGreaterThan(0.25);
    expect(analysePrompt('नमस्ते', catalogue).greeting).toBe(true);
  });
});
