import type { CardsStrings } from '../en/cards.ts';
import { HINDI_TERMS as T } from '@aangan/contracts/browser';

/** Project cards and the controls beside them wherever projects are listed: shortlist and compare, in Hindi. */
export const cards: CardsStrings = {
  card: {
    away: (distance) => ` · ${distance} दूर`,
    allUnits: (price) => `सभी यूनिट: ${price || `${T.price} पूछें`}`,
    priceOnRequest: `${T.price} के लिए संपर्क करें`,
    ratePerSqFt: (rate) => ` · ₹${rate}/${T.squareFeet} से`,
    configuration: 'कॉन्फ़िगरेशन',
    area: 'एरिया',
    possession: T.possession,
    type: 'प्रकार',
    by: (developer) => `${developer} द्वारा`,
    reraHint: `राज्य ${T.rera} में पंजीकृत`,
    reraRegistered: `${T.rera} पंजीकृत`,
    grandProject: `ग्रैंड ${T.project}`,
    thisProject: `यह ${T.project}`,
    enquire: `${T.enquiry} करें`,
  },
  shortlist: {
    save: `${T.shortlist} में सेव करें`,
    saved: `${T.shortlist} में सेव है`,
    added: `आपकी ${T.shortlist} में सेव हो गया`,
    removed: `आपकी ${T.shortlist} से हटा दिया गया`,
  },
  compare: {
    toggle: 'तुलना करें',
    barLabel: `तुलना के लिए ${T.projects}`,
    compareCount: (count) => `${count} ${T.projects} की तुलना करें →`,
    hide: 'छिपाएँ',
  },
};
