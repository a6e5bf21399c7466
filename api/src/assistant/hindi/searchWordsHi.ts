import { formatPrice, formatPriceRange, HINDI_TERMS, type PossessionStatus, type ProjectCard } from '@aangan/contracts';
import { propertyKindWords } from '../propertyTypeParser.ts';
import type { SearchFilters } from '../searchFilters.ts';
import { cityInHindi } from './devanagari.ts';

/**
 * Search filters in Hindi words, the way describeSearch.ts says them in English: "नोएडा में ₹80 लाख
 * तक के 2 बीएचके घर". The phrase reads back as the same filters (hindiWords.ts), so it serves as a
 * Hindi quick reply too. Localities and sub types the catalogue spells in Latin letters stay so.
 */

const bhkLabel = (n: number): string =>
  n === 0 ? 'स्टूडियो' : n >= 4 ? `${n}+ ${HINDI_TERMS.bhk}` : `${n} ${HINDI_TERMS.bhk}`;

export const bhkWordsHi = (bhk: readonly number[]): string => bhk.map(bhkLabel).join(' या ');

export const POSSESSION_HI: Readonly<Record<PossessionStatus, string>> = {
  'Ready to Move': HINDI_TERMS.readyToMove,
  'Under Construction': HINDI_TERMS.underConstruction,
  'Newly Launched': 'नए लॉन्च',
};

const SORT_HI: Readonly<Record<NonNullable<SearchFilters['sort']>, string>> = {
  'Price Low To High': 'सबसे सस्ते',
  'Price High To Low': 'लग्ज़री',
  Newest: 'सबसे नए',
  Largest: 'सबसे बड़े',
};

/** The property kinds the readers name, in Hindi; a kind not listed keeps its English words (the readers know them too). */
const KIND_HI: Readonly<Record<string, string>> = {
  homes: 'घर',
  flats: 'फ्लैट',
  villas: HINDI_TERMS.villa,
  plots: HINDI_TERMS.plot,
  shops: 'दुकानें',
  'office spaces': 'ऑफिस स्पेस',
  'commercial property': `${HINDI_TERMS.commercial} प्रॉपर्टी`,
  farmland: HINDI_TERMS.farmland,
  land: 'ज़मीन',
};

/** The sub types cards name most, in Hindi; others as the catalogue spells them. */
const SUB_TYPE_HI: Readonly<Record<string, string>> = {
  Apartment: HINDI_TERMS.apartment,
  'Independent House/Villa': HINDI_TERMS.villa,
  'Builder Floor': 'बिल्डर फ्लोर',
  Penthouse: 'पेंटहाउस',
  'Studio Apartment': `स्टूडियो ${HINDI_TERMS.apartment}`,
  'Serviced Apartment': `सर्विस्ड ${HINDI_TERMS.apartment}`,
  'Row House': 'रो हाउस',
  'Residential Plot': HINDI_TERMS.plot,
  Plots: HINDI_TERMS.plot,
  'Office Space': 'ऑफिस स्पेस',
  Shop: 'दुकान',
  Showroom: 'शोरूम',
  Warehouse: 'गोदाम',
  'Farm House': 'फ़ार्म हाउस',
};

/** A project's status on its card ("नया लॉन्च"), where a search for many says "नए लॉन्च". */
const ONE_PROJECT_POSSESSION_HI: Readonly<Record<string, string>> = {
  ...POSSESSION_HI,
  'Newly Launched': HINDI_TERMS.newLaunch,
};
export const projectStatusHi = (status: string): string => ONE_PROJECT_POSSESSION_HI[status] ?? status;

export function budgetWordsHi(f: Pick<SearchFilters, 'budgetMin' | 'budgetMax'>): string | null {
  if (f.budgetMin !== undefined && f.budgetMax !== undefined)
    return `${formatPrice(f.budgetMin, 'hi')} से ${formatPrice(f.budgetMax, 'hi')} के बीच`;
  if (f.budgetMax !== undefined) return `${formatPrice(f.budgetMax, 'hi')} तक`;
  if (f.budgetMin !== undefined) return `${formatPrice(f.budgetMin, 'hi')} से ज़्यादा`;
  return null;
}

/** Where, without the postposition: "Sector 150, नोएडा". */
export const placeNameHi = (f: Pick<SearchFilters, 'city' | 'locality' | 'region'>): string | null =>
  f.locality && f.city
    ? `${f.locality}, ${cityInHindi(f.city)}`
    : (f.locality ?? (f.city ? cityInHindi(f.city) : (f.region ?? null)));

export const placeWordsHi = (f: Pick<SearchFilters, 'city' | 'locality' | 'region'>): string | null => {
  const place = placeNameHi(f);
  return place ? `${place} में` : null;
};

export function regionCitiesWordsHi(f: Pick<SearchFilters, 'region' | 'cities'>): string | null {
  if (!f.region || !f.cities?.length) return null;
  const names = f.cities.map(cityInHindi);
  const cities = names.length > 1 ? `${names.slice(0, -1).join(', ')} और ${names.at(-1)}` : names[0];
  return `${f.region} में ${cities} आते हैं; मैंने इन सभी में खोजा।`;
}

const kindHi = (f: SearchFilters): string | null => {
  const words = propertyKindWords(f);
  return words === null ? null : (KIND_HI[words] ?? words.replaceAll(' or ', ' या '));
};

/** The search without its place: "₹80 लाख तक के 2 बीएचके घर". */
function whatHi(f: SearchFilters, noun: string): string {
  const budget = budgetWordsHi(f);
  return [
    budget ? `${budget} के` : null,
    f.sort ? SORT_HI[f.sort] : null,
    f.bhk?.length ? bhkWordsHi(f.bhk) : null,
    f.possession ? POSSESSION_HI[f.possession] : null,
    noun,
  ]
    .filter(Boolean)
    .join(' ');
}

export function describeFiltersHi(f: SearchFilters): string {
  const noun = kindHi(f) ?? (f.bhk?.length ? 'घर' : HINDI_TERMS.projects);
  return [placeWordsHi(f), whatHi(f, noun)].filter(Boolean).join(' ');
}

/** "नोएडा में ₹80 लाख तक के 2 बीएचके घर के 3 प्रोजेक्ट", or "नोएडा में 3 रेडी टू मूव प्रोजेक्ट" when no kind was asked for. */
export function countedDescriptionHi(f: SearchFilters, count: number): string {
  if (kindHi(f) === null && !f.bhk?.length)
    return [placeWordsHi(f), whatHi(f, `${count} ${HINDI_TERMS.projects}`)].filter(Boolean).join(' ');
  return `${describeFiltersHi(f)} के ${count} ${HINDI_TERMS.projects}`;
}

const bhkOfCardHi = (card: ProjectCard): string | null => {
  const counts = [...card.bhk].sort((a, b) => a - b);
  if (counts.length === 0) return null;
  if (counts.every((n) => n === 0)) return 'स्टूडियो';
  return `${counts.map((n) => (n === 0 ? 'स्टूडियो' : String(n))).join(', ')} ${HINDI_TERMS.bhk}`;
};

/** One line per project, in Hindi, only from its card: "• Prakriti Greens, Sector 150, नोएडा: 2, 3 बीएचके अपार्टमेंट, ₹48 लाख - ₹72 लाख, निर्माणाधीन". */
export function cardLineHi(card: ProjectCard): string {
  const place = [card.locality, card.city ? cityInHindi(card.city) : undefined].filter(Boolean).join(', ');
  const subType = card.projectSubType ? (SUB_TYPE_HI[card.projectSubType] ?? card.projectSubType) : null;
  const kind = [bhkOfCardHi(card), subType].filter(Boolean).join(' ');
  const price = formatPriceRange(card.priceMin, card.priceMax, 'hi') || null;
  const possession = card.possessionStatus ? projectStatusHi(card.possessionStatus) : null;
  const facts = [kind || null, price, possession].filter(Boolean).join(', ');
  return `• ${card.projectTitle ?? 'बिना नाम का प्रोजेक्ट'}${place ? `, ${place}` : ''}${facts ? `: ${facts}` : ''}`;
}
