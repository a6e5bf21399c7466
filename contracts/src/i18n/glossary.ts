/**
 * How the site says its real-estate terms in Hindi: the one place every Hindi string, the search
 * and the assistant take them from. Buyers in the Hindi belt read most of these terms in English
 * loan words written in Devanagari (बीएचके, कारपेट एरिया, पज़ेशन, रेरा), as builders' brochures and
 * Hindi property pages write them; a Hindi word is used where it is the common one (आवासीय, कीमत).
 */
export const HINDI_TERMS = {
  /** Also in `formatPrice` (its own copy keeps the glossary out of every page's code; a test holds them equal). */
  lakh: 'लाख',
  crore: 'करोड़',
  thousand: 'हज़ार',
  bhk: 'बीएचके',
  carpetArea: 'कारपेट एरिया',
  superArea: 'सुपर एरिया',
  builtUpArea: 'बिल्ट-अप एरिया',
  plotArea: 'प्लॉट एरिया',
  possession: 'पज़ेशन',
  readyToMove: 'रेडी टू मूव',
  underConstruction: 'निर्माणाधीन',
  newLaunch: 'नया लॉन्च',
  rera: 'रेरा',
  reraNumber: 'रेरा पंजीकरण संख्या',
  squareFeet: 'वर्ग फ़ुट',
  residential: 'आवासीय',
  commercial: 'कमर्शियल',
  apartment: 'अपार्टमेंट',
  villa: 'विला',
  plot: 'प्लॉट',
  farmland: 'फ़ार्मलैंड',
  project: 'प्रोजेक्ट',
  projects: 'प्रोजेक्ट',
  developer: 'डेवलपर',
  locality: 'इलाका',
  price: 'कीमत',
  amenities: 'सुविधाएँ',
  floorPlan: 'फ़्लोर प्लान',
  brochure: 'ब्रोशर',
  enquiry: 'पूछताछ',
  siteVisit: 'साइट विज़िट',
  homeLoan: 'होम लोन',
  emi: 'ईएमआई',
  shortlist: 'शॉर्टलिस्ट',
} as const;

export type HindiTerm = keyof typeof HINDI_TERMS;
