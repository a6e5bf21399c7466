import type { ProjectTopic } from '@aangan/contracts';

/**
 * The words that tell the assistant what kind of answer is wanted, apart from search filters:
 * a greeting, a question about a project (its price, RERA number, amenities...), or a question
 * about Aangan itself (office, phone, WhatsApp). Each table is read in order; the first row that
 * matches decides.
 */

export const GREETING =
  /\b(?:hi+|hello+|helo|hey+|heya|hiya|namaste|namaskar|namaskaar|hola|greetings|good (?:morning|afternoon|evening|day))\b/;
export const THANKS = /\b(?:thanks?|thank you|thankyou|thx|ty|shukriya|dhanyavad|dhanyawad|bye|goodbye|good night)\b/;

/** A question about a project, by what it asks (first match wins: "price" outranks "where"). */
export const PROJECT_TOPIC_WORDS: readonly [ProjectTopic, RegExp][] = [
  ['price', /\b(?:price|prices|pricing|cost|costs|rate|rates|kitna|kitne|kimat|keemat|daam|how much|price list)\b/],
  ['rera', /\b(?:rera|registered|registration|approved)\b/],
  ['possession', /\b(?:possession|handover|hand over|completion|complete|completed|delivery|ready)\b/],
  [
    'amenities',
    /\b(?:amenities|amenity|facilities|facility|features|clubhouse|club house|swimming|pool|gym|gymnasium)\b/,
  ],
  [
    'location',
    /\b(?:where|location|located|address|map|nearby|near by|distance|connectivity|metro|school|hospital|airport)\b/,
  ],
  ['developer', /\b(?:developer|builder|built by|who is building|developed by)\b/],
  [
    'units',
    /\b(?:bhk|configurations?|sizes?|carpet|super area|built[\s-]*up|sq\.? ?ft|square feet|floor ?plans?|units?|layouts?|bedrooms?)\b/,
  ],
];

export const projectTopicOf = (text: string): ProjectTopic | null =>
  PROJECT_TOPIC_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;

/** Phrasings that ask about one particular project by name ("price of X", "tell me about X", "X ka price"). */
export const ASKS_ABOUT_A_NAMED_PROJECT: readonly RegExp[] = [
  /\b(?:price|prices|cost|rate|amenities|facilities|possession|location|address|details?|reviews?|brochure|floor ?plans?|rera(?: number| id| status)?)\s+(?:of|for|at)\b/,
  /\b(?:tell me about|what about|info(?:rmation)? (?:on|about)|know about|details about)\b/,
  /\b(?:ka|ki|ke)\s+(?:price|rate|daam|possession|amenities|location|details?)\b/,
  /^(?:is|does|has|did|was)\s+[a-z]+.*\b(?:rera|registered|ready|approved)\b/,
];

export type ContactTopic = 'callBack' | 'whatsapp' | 'email' | 'phone' | 'office' | 'hours';

/** Questions about reaching Aangan. Office matches only once "office space" has been read as a property kind. */
export const CONTACT_TOPIC_WORDS: readonly [ContactTopic, RegExp][] = [
  ['callBack', /\b(?:call ?backs?|call me(?: back)?|ring me|phone me|mujhe call|call karo|call kijiye)\b/],
  ['whatsapp', /\b(?:whats\s*app|watsapp|whatsap|wa)\b/],
  ['email', /\b(?:e-?mail(?: id| address)?|mail id)\b/],
  ['office', /\b(?:offices?|branch(?:es)?|head ?quarters?|hq|address|visit you|visit your|where are you|located)\b/],
  ['hours', /\b(?:timings?|working hours|office hours|open(?:ing)? hours|what time|open on)\b/],
  [
    'phone',
    /\b(?:contact|phone|mobile number|call|helpline|customer care|toll free|number|reach you|talk to|speak to)\b/,
  ],
];

export const contactTopicsOf = (text: string): ContactTopic[] =>
  CONTACT_TOPIC_WORDS.filter(([, pattern]) => pattern.test(text)).map(([topic]) => topic);

/** A question about what Aangan does for buyers (spec §1 services), answered from the editable services section. */
export const SERVICE_CUE =
  /\b(?:services?|sevaa?(?:yein|en)?|vaa?stu|crm|consult(?:ation|ancy|ant|ing)?|advisory|guidance|after[\s-]*sales?|home[\s-]*loans?|housing[\s-]*loans?|loan (?:help|assistance|services?))\b/;

/**
 * Services buyers ask for that Aangan does not offer: answered honestly ("we don't offer interior
 * design"), with the services it does offer, rather than with a shrug or a search.
 */
const UNOFFERED_SERVICES: readonly RegExp[] = [
  /\binterior(?:s|[\s-]*design(?:ing|ers?)?|[\s-]*decorat(?:ion|ors?)|[\s-]*work)?\b/,
  /\b(?:packers?(?:\s*(?:and|&|n)\s*movers?)?|movers\s*(?:and|&|n)\s*packers?|(?:house|home|office)[\s-]*shifting|relocation services?)\b/,
  /\blegal[\s-]*(?:notices?|drafting|documentation|opinion|cases?|disputes?)\b|\b(?:lawyers?|advocates?|notary|court cases?)\b/,
  /\b(?:rent(?:al)?[\s-]*agreements?|tenant[\s-]*verification|police[\s-]*verification)\b/,
  /\b(?:pest[\s-]*control|(?:home|deep|house)[\s-]*cleaning|cleaning services?|house[\s-]*painting|painters?|plumb(?:ers?|ing)|electricians?|carpent(?:ers?|ry)|handyman|renovation|modular[\s-]*kitchens?|furniture)\b/,
  /\b(?:property[\s-]*management|rent[\s-]*collection|(?:home|property)[\s-]*insurance|architects?|civil[\s-]*work)\b/,
];

/** The service asked for that Aangan does not offer, in the words used; null when none is. */
export function unofferedServiceIn(text: string): string | null {
  for (const pattern of UNOFFERED_SERVICES) {
    const found = pattern.exec(text);
    if (found) return found[0];
  }
  return null;
}

/** Someone looking for property without saying what: worth a follow-up question, not a shrug. */
export const PROPERTY_CUE =
  /\b(?:buy|buying|purchase|invest|investment|property|properties|project|projects|real estate|looking for|searching for|search|find|show)\b/;

/** Words the cue tables understand: never counted as an unexplained (possibly a project's) name. */
export const CUE_WORDS: ReadonlySet<string> = new Set([
  'price',
  'prices',
  'pricing',
  'cost',
  'costs',
  'rate',
  'rates',
  'kitna',
  'kitne',
  'kimat',
  'keemat',
  'daam',
  'list',
  'rera',
  'registered',
  'registration',
  'approved',
  'possession',
  'handover',
  'hand',
  'completion',
  'complete',
  'completed',
  'delivery',
  'ready',
  'amenities',
  'amenity',
  'facilities',
  'facility',
  'features',
  'clubhouse',
  'club',
  'house',
  'swimming',
  'pool',
  'gym',
  'gymnasium',
  'where',
  'location',
  'located',
  'address',
  'map',
  'nearby',
  'distance',
  'connectivity',
  'metro',
  'school',
  'hospital',
  'airport',
  'developer',
  'builder',
  'built',
  'developed',
  'building',
  'bhk',
  'configuration',
  'configurations',
  'size',
  'sizes',
  'carpet',
  'super',
  'sq',
  'ft',
  'square',
  'feet',
  'floor',
  'plan',
  'plans',
  'unit',
  'units',
  'layout',
  'layouts',
  'bedroom',
  'bedrooms',
  'details',
  'detail',
  'info',
  'information',
  'reviews',
  'review',
  'brochure',
  'status',
  'number',
  'id',
  'emi',
  'emis',
  'loan',
  'home',
  'interest',
  'installment',
  'instalment',
  'kist',
  'monthly',
  'payment',
  'years',
  'year',
  'yrs',
  'months',
  'whatsapp',
  'whats',
  'app',
  'email',
  'mail',
  'office',
  'offices',
  'branch',
  'branches',
  'headquarters',
  'hq',
  'visit',
  'timings',
  'timing',
  'hours',
  'open',
  'contact',
  'phone',
  'mobile',
  'call',
  'helpline',
  'customer',
  'care',
  'toll',
  'free',
  'reach',
  'talk',
  'speak',
  'morning',
  'evening',
  'afternoon',
  'namaste',
  'namaskar',
  'hello',
  'hey',
  'hii',
  'thanks',
  'thank',
  'shukriya',
  'dhanyavad',
  'bye',
  'goodbye',
  'real',
  'estate',
  'fee',
  'fees',
  'charge',
  'charges',
  'brokerage',
  'site',
  'book',
  'spam',
  'calls',
  'enquire',
  'enquiry',
  'help',
  'assistant',
  'bot',
  'aangan',
  'team',
  'someone',
  'person',
  'advisor',
  'agent',
  'percent',
  'lakh',
  'lakhs',
  'lac',
  'lacs',
  'crore',
  'crores',
  'cr',
  'back',
  'callback',
  'request',
  'ring',
  'karo',
  'kijiye',
  'services',
  'service',
  'offer',
  'provide',
  'consultation',
  'consultancy',
  'consult',
  'consultant',
  'vastu',
  'vaastu',
  'crm',
  'after',
  'sales',
  'aftersales',
  'finance',
  'advice',
  'guidance',
  'sabse',
  'naye',
  'naya',
  'nayi',
  'bada',
  'bade',
  'badi',
  'newest',
  'latest',
  'biggest',
  'largest',
  'ncr',
  'tricity',
  'mmr',
]);
