import { formatPrice, HINDI_TERMS, type Locale } from '@aangan/contracts';
import { cityInHindi } from '../hindi/devanagari.ts';

/**
 * The sentences of a search answer in each language; searchAnswer.ts decides what is said (which
 * count, which wider searches), these only say it.
 */

/** A facet of the search dropped on its own, as a no-match answer offers it. */
export type WideningKind =
  | { kind: 'budget'; side: 'above' | 'below' | 'outside' }
  | { kind: 'possession' | 'bhk' | 'type' | 'otherCities' | 'sort' }
  | { kind: 'wholeCity'; city: string };

export interface SearchWording {
  broad(counted: string): string;
  fewToStartWith: string;
  unread: string;
  found(counted: string, total: number): string;
  showing(shown: number, total: number): string;
  noneListed(described: string): string;
  offer(widening: WideningKind, total: number, lowestPrice: number | null): string;
  widen(offers: string[], firstTotal: number): string;
  nearest: string;
  tryAnother(hasPlace: boolean): string;
  beyondListed(asked: number, place: string | null, most: number): string;
  nearestOf(described: string): string;
}

const projectsWord = (n: number): string => (n === 1 ? '1 project' : `${n} projects`);

const ENGLISH_LABELS = {
  possession: 'at any construction stage',
  bhk: 'with any number of bedrooms',
  type: 'of any property type',
  otherCities: 'in other cities',
  sort: 'at any price',
} as const;

const HINDI_LABELS = {
  possession: 'निर्माण के किसी भी चरण में',
  bhk: 'कितने भी बेडरूम वाले',
  type: 'किसी भी तरह की प्रॉपर्टी के',
  otherCities: 'दूसरे शहरों में',
  sort: 'किसी भी कीमत के',
} as const;

const HINDI_BUDGET_SIDES = { above: 'आपके बजट से ऊपर', below: 'आपके बजट से नीचे', outside: 'आपके बजट से बाहर' } as const;

export const SEARCH_WORDING: Readonly<Record<Locale, SearchWording>> = {
  en: {
    broad: (counted) =>
      `Aangan lists ${counted}. To narrow it down, what is your budget and how many bedrooms do you need?`,
    fewToStartWith: 'A few to start with:',
    unread: "I didn't recognise every word of your message, so this is the closest search I could make. ",
    found: (counted) => `I found ${counted}:`,
    showing: (shown, total) => `Showing ${shown} of ${total}. Tell me a budget, BHK or locality to narrow it down.`,
    noneListed: (described) => `No ${described} are listed on Aangan right now.`,
    offer(w, total, lowestPrice) {
      const label =
        w.kind === 'budget'
          ? `${w.side} your budget`
          : w.kind === 'wholeCity'
            ? `anywhere in ${w.city}`
            : ENGLISH_LABELS[w.kind];
      const from = w.kind === 'budget' && lowestPrice !== null ? `, from ${formatPrice(lowestPrice)}` : '';
      return `${projectsWord(total)} ${label}${from}`;
    },
    widen: (offers, firstTotal) =>
      `I can widen the search: there ${firstTotal === 1 ? 'is' : 'are'} ${offers.join('; ')}. Tap a suggestion to see them.`,
    nearest: 'The nearest:',
    tryAnother: (hasPlace) =>
      `Try another ${hasPlace ? 'city' : 'budget'}, or ask our advisors: we add new projects every week.`,
    beyondListed: (asked, place, most) =>
      `No ${asked} BHK homes are listed on Aangan${place ? ` ${place}` : ''}: the most bedrooms in any listed home is ${most}.`,
    nearestOf: (described) => `The nearest: the ${described}.`,
  },
  hi: {
    broad: (counted) => `Aangan पर ${counted} हैं। खोज छोटी करने के लिए बताइए: आपका बजट कितना है और कितने बेडरूम चाहिए?`,
    fewToStartWith: 'शुरुआत के लिए कुछ प्रोजेक्ट:',
    unread: 'आपके संदेश के कुछ शब्द मैं समझ नहीं पाया, इसलिए यह सबसे नज़दीकी खोज है। ',
    found: (counted, total) => `मुझे ${counted} ${total === 1 ? 'मिला' : 'मिले'}:`,
    showing: (shown, total) =>
      `${total} में से ${shown} दिखा रहा हूँ। बजट, ${HINDI_TERMS.bhk} या ${HINDI_TERMS.locality} बताइए, तो खोज और छोटी कर दूँगा।`,
    noneListed: (described) => `अभी Aangan पर ${described} उपलब्ध नहीं हैं।`,
    offer(w, total, lowestPrice) {
      const label =
        w.kind === 'budget'
          ? HINDI_BUDGET_SIDES[w.side]
          : w.kind === 'wholeCity'
            ? `पूरे ${cityInHindi(w.city)} में`
            : HINDI_LABELS[w.kind];
      const from = w.kind === 'budget' && lowestPrice !== null ? ` (${formatPrice(lowestPrice, 'hi')} से शुरू)` : '';
      return `${label} ${total} ${HINDI_TERMS.projects}${from}`;
    },
    widen: (offers) => `मैं खोज का दायरा बढ़ा सकता हूँ: ${offers.join('; ')}। इन्हें देखने के लिए कोई सुझाव चुनिए।`,
    nearest: 'सबसे नज़दीकी विकल्प:',
    tryAnother: (hasPlace) =>
      `कोई दूसरा ${hasPlace ? 'शहर' : 'बजट'} आज़माइए, या हमारे सलाहकारों से बात कीजिए: हम हर हफ़्ते नए प्रोजेक्ट जोड़ते हैं।`,
    beyondListed: (asked, place, most) =>
      `Aangan पर${place ? ` ${place}` : ''} ${asked} ${HINDI_TERMS.bhk} घर उपलब्ध नहीं हैं: किसी भी लिस्टेड घर में ज़्यादा से ज़्यादा ${most} बेडरूम हैं।`,
    nearestOf: (described) => `सबसे नज़दीकी विकल्प: ${described}।`,
  },
};
