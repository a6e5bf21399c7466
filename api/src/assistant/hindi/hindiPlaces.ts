/**
 * Places in Devanagari: the cities the site names (with the spelling the assistant writes first),
 * the words localities are made of, and the English words of project names as Hindi writes them.
 * Read by devanagari.ts beside the other Hindi words (hindiWords.ts).
 */

/** The cities the site names, with the Devanagari spelling the assistant writes first. */
export const CITY_NAMES: Readonly<Record<string, readonly string[]>> = {
  Noida: ['नोएडा', 'नोयडा', 'नॉएडा'],
  'Greater Noida': ['ग्रेटर नोएडा', 'ग्रेटर नोयडा'],
  Delhi: ['दिल्ली', 'देहली', 'नई दिल्ली'],
  Ghaziabad: ['गाज़ियाबाद', 'गाजियाबाद'],
  Meerut: ['मेरठ'],
  Lucknow: ['लखनऊ'],
  Kanpur: ['कानपुर'],
  Jaipur: ['जयपुर'],
  Gurugram: ['गुरुग्राम', 'गुड़गांव', 'गुड़गाँव', 'गुरुगांव'],
  Mumbai: ['मुंबई', 'मुम्बई', 'बंबई', 'बम्बई'],
  'Navi Mumbai': ['नवी मुंबई'],
  Thane: ['ठाणे'],
  Pune: ['पुणे', 'पूना'],
  Zirakpur: ['ज़ीरकपुर', 'जीरकपुर'],
  Mohali: ['मोहाली'],
  Chandigarh: ['चंडीगढ़', 'चण्डीगढ़'],
  Panchkula: ['पंचकूला'],
  Bengaluru: ['बेंगलुरु', 'बेंगलूरु', 'बैंगलोर', 'बंगलौर', 'बेंगलुरू'],
  Hyderabad: ['हैदराबाद'],
  Kolkata: ['कोलकाता', 'कलकत्ता'],
  Ahmedabad: ['अहमदाबाद'],
  Goa: ['गोवा'],
  Faridabad: ['फ़रीदाबाद', 'फरीदाबाद'],
  Chennai: ['चेन्नई'],
};

/** Latin words a city's Devanagari names read as: the name itself, or its everyday name the readers know. */
const CITY_READS_AS: Readonly<Record<string, string>> = {
  गुड़गांव: 'gurgaon',
  गुड़गाँव: 'gurgaon',
  गुरुगांव: 'gurgaon',
  बंबई: 'bombay',
  बम्बई: 'bombay',
  पूना: 'poona',
  बैंगलोर: 'bangalore',
  बंगलौर: 'bangalore',
  कलकत्ता: 'calcutta',
};

const cityEntries = (): [string, string][] =>
  Object.entries(CITY_NAMES).flatMap(([city, names]) =>
    names.map((name): [string, string] => [name, CITY_READS_AS[name] ?? city.toLowerCase()]),
  );

/** The words of places and project names. */
const PLACE_WORDS: Readonly<Record<string, string>> = {
  में: 'mein',
  'के पास': 'near',
  पास: 'near',
  सेक्टर: 'sector',
  सैक्टर: 'sector',
  एक्सटेंशन: 'extension',
  एक्सप्रेसवे: 'expressway',
  'एक्सप्रेस वे': 'expressway',
  रोड: 'road',
  नगर: 'nagar',
  विहार: 'vihar',
  वेस्ट: 'west',
  ईस्ट: 'east',
  फेज़: 'phase',
  ग्रेटर: 'greater',
  सिटी: 'city',
  पार्क: 'park',
  टाउन: 'town',
  हाईवे: 'highway',
  गोल्फ: 'golf',
  कोर्स: 'course',
  चौक: 'chowk',
  'सिविल लाइंस': 'civil lines',
  'नॉलेज पार्क': 'knowledge park',
  // English words of project names, as Hindi writes them ("प्रकृति ग्रीन्स" is Prakriti Greens).
  ग्रीन्स: 'greens',
  ग्रीन: 'green',
  हाइट्स: 'heights',
  रेजीडेंसी: 'residency',
  रेज़िडेंसी: 'residency',
  टावर्स: 'towers',
  टॉवर्स: 'towers',
  टावर: 'tower',
  एन्क्लेव: 'enclave',
  गार्डन्स: 'gardens',
  गार्डन: 'garden',
  होम्स: 'homes',
  कोर्ट: 'court',
  मेडोज़: 'meadows',
  ऑर्चर्ड्स: 'orchards',
  विस्टा: 'vista',
  पाम्स: 'palms',
  फ़ार्म्स: 'farms',
  एस्टेट: 'estate',
  प्लाज़ा: 'plaza',
  मॉल: 'mall',
  स्क्वायर: 'square',
  एनसीआर: 'ncr',
  ट्राइसिटी: 'tricity',
};

/** Every city name and place word with its Latin reading. */
export const PLACE_READINGS: readonly [string, string][] = [...cityEntries(), ...Object.entries(PLACE_WORDS)];
