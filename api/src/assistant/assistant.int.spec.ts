import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AMENITY_LABELS,
  PRIVACY_NOTICE,
  type AssistantContext,
  type AssistantReply,
  type AssistantUnderstood,
} from '@aangan/contracts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { validProjectFields } from '../testing/fixtures.ts';
import { createAssistant } from './assistant.ts';
import {
  ASSISTANT_CATALOGUE,
  DELETED_FIELDS,
  DELETED_TITLE,
  DRAFT_TITLE,
  assistantProjectFields,
} from './testing/assistantCatalogue.ts';
import type { Phraser } from './llmPhraser.ts';

let t: TestApp;
const logs: string[] = [];
const idOf: Record<string, string> = {};
const POSTED = Object.keys(ASSISTANT_CATALOGUE);
/** Names that exist nowhere, or only as a draft or a deleted project: never to be said. */
const NEVER_NAMED = [DRAFT_TITLE, DELETED_TITLE, 'Imaginary Palms Residency'];

beforeAll(async () => {
  // Behind a proxy, so each prompt of the table can come from its own address (the limit is per address).
  t = await startTestApp({ TRUST_PROXY: 'true' }, { logs });
  for (const title of POSTED) {
    const posted = await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      body: assistantProjectFields(title),
    });
    expect(posted.status, title).toBe(201);
    idOf[title] = posted.body.result._id;
  }
  const draft = await t.request('POST', '/api/v1/project/save-draft', {
    token: t.adminToken,
    body: { projectTitle: DRAFT_TITLE, city: 'Noida', locality: 'Sector 62' },
  });
  expect(draft.status).toBe(201);
  const deleted = await t.request('POST', '/api/v1/project/post-project', {
    token: t.adminToken,
    body: validProjectFields({ projectTitle: DELETED_TITLE, placeName: DELETED_TITLE, ...DELETED_FIELDS }),
  });
  expect(
    (
      await t.request('DELETE', `/api/v1/project/delete-project/${deleted.body.result._id}`, {
        token: t.adminToken,
        headers: { 'if-match': `W/"${deleted.body.result.revision}"` },
      })
    ).status,
  ).toBe(200);
});
afterAll(async () => {
  await t.close();
});

let addresses = 0;
async function ask(
  prompt: string,
  ip = `10.20.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`,
  context?: AssistantContext,
) {
  return t.request<AssistantReply>('POST', '/api/v1/user/query', {
    body: { prompt, ...(context ? { context } : {}) },
    headers: { 'x-forwarded-for': ip },
  });
}

/** Project-like names in a text: capitalised words ending in a word project names end with. */
const NAME_SHAPE =
  /\b(?:[A-Z][a-z]+\s+){1,3}(?:Greens|Villas|Heights|Residency|Towers|Park|Enclave|Court|Gardens|Farms|Meadows|Orchards|Vista|Vatika|Palms)\b/g;

/** Every project the text names: each must be a posted project, and one of the reply's own cards. */
function expectOnlyRetrievedProjectsNamed(reply: AssistantReply) {
  const text = reply.response;
  const cardTitles = reply.projects.map((p) => p.projectTitle);
  for (const name of NEVER_NAMED) expect(text, `names ${name}`).not.toContain(name);
  const mentioned = POSTED.filter((title) => text.includes(title));
  for (const title of mentioned) expect(cardTitles, `"${title}" named without its card`).toContain(title);
  const amenities: string[] = Object.values(AMENITY_LABELS);
  for (const shape of text.match(NAME_SHAPE) ?? []) {
    if (amenities.some((label) => shape.endsWith(label))) continue;
    expect(
      POSTED.some((title) => shape.endsWith(title)),
      `"${shape}" is not a posted project`,
    ).toBe(true);
  }
  for (const card of reply.projects) expect(POSTED).toContain(card.projectTitle);
}

interface Row {
  prompt: string;
  /** The conversation's last search, as the chat panel sends it. */
  context?: AssistantContext;
  intent: AssistantReply['intent'];
  understood?: Partial<AssistantUnderstood>;
  /** Exactly these projects come back (order free); omitted means none. */
  titles?: string[];
  /** Text the answer must contain. */
  says?: (string | RegExp)[];
}

const L = 1e5;
const CR = 1e7;
const FLATS = ['Apartment', 'Builder Floor', 'Penthouse', 'Studio Apartment', 'Serviced Apartment'];

const TABLE: Row[] = [
  // Greetings (the panel sends "hi" when it opens)
  { prompt: 'hi', intent: 'greeting', says: ["I'm the Aangan assistant"] },
  { prompt: 'Hello!', intent: 'greeting' },
  { prompt: 'namaste', intent: 'greeting' },
  { prompt: 'thanks', intent: 'greeting', says: ['welcome'] },
  // Searches: English, Hinglish, typos, aliases
  {
    prompt: '2bhk in noida',
    intent: 'search',
    understood: { city: 'Noida', bhk: [2] },
    titles: ['Prakriti Greens', 'Utsav Residency'],
  },
  {
    prompt: 'noda 2 bhk under 50 lakh',
    intent: 'search',
    understood: { city: 'Noida', bhk: [2], budgetMax: 50 * L },
    titles: ['Prakriti Greens', 'Utsav Residency'],
    says: ['under ₹50 L'],
  },
  {
    prompt: 'noida mein 2bhk 45 lakh tak',
    intent: 'search',
    understood: { city: 'Noida', bhk: [2], budgetMax: 45 * L },
    titles: ['Utsav Residency'],
  },
  {
    prompt: 'gurgaon me 3bhk chahiye',
    intent: 'search',
    understood: { city: 'Gurugram', bhk: [3] },
    titles: ['Aravali Towers', 'Nakshatra Enclave'],
  },
  { prompt: 'gurgoan 4bhk', intent: 'search', understood: { city: 'Gurugram', bhk: [4] }, titles: ['Aravali Towers'] },
  {
    prompt: '3 BHK in gurugram below 1.5 cr',
    intent: 'search',
    understood: { city: 'Gurugram', bhk: [3], budgetMax: 1.5 * CR },
    titles: ['Nakshatra Enclave'],
  },
  {
    prompt: 'flats in mumbay',
    intent: 'search',
    understood: { city: 'Mumbai', projectType: 'Residential', projectSubTypes: FLATS },
    titles: ['Samudra Residency', 'Gulmohar Court'],
  },
  {
    prompt: '2 bedroom flat in thane',
    intent: 'search',
    understood: { city: 'Mumbai', locality: 'Thane West', bhk: [2] },
    titles: ['Gulmohar Court'],
  },
  {
    prompt: 'projects near golf course road',
    intent: 'search',
    understood: { city: 'Gurugram', locality: 'Golf Course Road' },
    titles: ['Aravali Towers'],
  },
  {
    prompt: 'villa in xyzabad',
    intent: 'search',
    understood: { projectSubTypes: ['Independent House/Villa'] },
    titles: ['Shanti Villas'],
    says: ["didn't recognise every word"],
  },
  { prompt: 'hi, 2bhk in pune', intent: 'search', understood: { city: 'Pune', bhk: [2] }, titles: ['Kalindi Meadows'] },
  // Property types and sub types
  {
    prompt: 'villa in noida',
    intent: 'search',
    understood: { city: 'Noida', projectType: 'Residential', projectSubTypes: ['Independent House/Villa'] },
    titles: ['Shanti Villas'],
  },
  {
    prompt: 'office space in gurgaon',
    intent: 'search',
    understood: { city: 'Gurugram', projectType: 'Commercial' },
    titles: ['Kesar Business Park'],
  },
  {
    prompt: 'commercial property',
    intent: 'search',
    understood: { projectType: 'Commercial' },
    titles: ['Kesar Business Park'],
  },
  {
    prompt: 'farmland near lucknow',
    intent: 'search',
    understood: { city: 'Lucknow', projectType: 'Farmland' },
    titles: ['Vasundhara Farms'],
  },
  // "plots" alone are residential plots; a type word says which other land ("farm plots", "commercial plot")
  {
    prompt: 'farm plots in pune',
    intent: 'search',
    understood: { city: 'Pune', projectType: 'Farmland', projectSubTypes: ['Plots', 'Agricultural Land'] },
    titles: ['Prithvi Orchards'],
  },
  // Typos in the readers' own words, and what "2.5 BHK" means in an Indian listing
  {
    prompt: 'redy to move flats in noida',
    intent: 'search',
    understood: { city: 'Noida', possession: 'Ready to Move', projectType: 'Residential' },
    titles: ['Utsav Residency'],
  },
  {
    prompt: '2.5 bhk in noida',
    intent: 'search',
    understood: { city: 'Noida', bhk: [2] },
    titles: ['Prakriti Greens', 'Utsav Residency'],
  },
  {
    prompt: 'cheapest 2bhk in noida',
    intent: 'search',
    understood: { city: 'Noida', bhk: [2], sort: 'Price Low To High' },
    titles: ['Utsav Residency', 'Prakriti Greens'],
    says: [/:\n• Utsav Residency.*\n• Prakriti Greens/],
  },
  // Budgets in L and Cr, ranges
  {
    prompt: '50L-1Cr 2bhk',
    intent: 'search',
    understood: { bhk: [2], budgetMin: 50 * L, budgetMax: 1 * CR },
    titles: ['Amaltas Gardens', 'Kalindi Meadows', 'Gulmohar Court'],
  },
  {
    prompt: '50 lakh to 1 crore in lucknow',
    intent: 'search',
    understood: { city: 'Lucknow', budgetMin: 50 * L, budgetMax: 1 * CR },
    titles: ['Amaltas Gardens'],
  },
  {
    prompt: 'upto 90 lacs in pune',
    intent: 'search',
    understood: { city: 'Pune', budgetMax: 90 * L },
    titles: ['Kalindi Meadows', 'Prithvi Orchards'],
  },
  {
    prompt: '2 cr tak gurgaon',
    intent: 'search',
    understood: { city: 'Gurugram', budgetMax: 2 * CR },
    titles: ['Nakshatra Enclave', 'Kesar Business Park'],
  },
  {
    prompt: '1.5 crore 3bhk noida',
    intent: 'search',
    understood: { city: 'Noida', bhk: [3], budgetMax: 1.5 * CR },
    titles: ['Prakriti Greens', 'Aranya Heights'],
  },
  {
    prompt: 'sasta flat',
    intent: 'search',
    understood: { sort: 'Price Low To High', projectType: 'Residential' },
    titles: ['Utsav Residency', 'Prakriti Greens', 'Amaltas Gardens', 'Kalindi Meadows', 'Gulmohar Court'],
    says: ['Showing 5 of 9'],
  },
  {
    prompt: 'luxury 4 bhk',
    intent: 'search',
    understood: { bhk: [4], sort: 'Price High To Low' },
    titles: ['Shanti Villas', 'Aravali Towers'],
  },
  // Possession
  {
    prompt: 'ready to move in noida',
    intent: 'search',
    understood: { city: 'Noida', possession: 'Ready to Move' },
    titles: ['Shanti Villas', 'Utsav Residency'],
  },
  {
    prompt: 'under construction projects in noida',
    intent: 'search',
    understood: { city: 'Noida', possession: 'Under Construction' },
    titles: ['Prakriti Greens', 'Aranya Heights'],
  },
  {
    prompt: 'new launch in gurugram',
    intent: 'search',
    understood: { city: 'Gurugram', possession: 'Newly Launched' },
    titles: ['Nakshatra Enclave'],
  },
  // Too broad, too vague, nothing at all
  {
    prompt: 'projects in noida',
    intent: 'refine',
    understood: { city: 'Noida' },
    titles: ['Shanti Villas', 'Prakriti Greens', 'Aranya Heights'],
    says: ['what is your budget and how many bedrooms'],
  },
  { prompt: 'i want to buy a property', intent: 'clarify', says: ['Which city'] },
  { prompt: 'asdfgh qwerty', intent: 'fallback', says: ["didn't understand"] },
  // No match: says what was searched, offers to widen, invents nothing
  {
    prompt: '3bhk ready to move in lucknow under 50 lakh',
    intent: 'noMatch',
    understood: { city: 'Lucknow', bhk: [3], budgetMax: 50 * L, possession: 'Ready to Move' },
    titles: ['Amaltas Gardens'],
    says: ['No 3 BHK ready to move homes in Lucknow under ₹50 L are listed', 'above your budget, from ₹78 L'],
  },
  {
    prompt: 'villa in hyderabad',
    intent: 'noMatch',
    understood: { city: 'Hyderabad' },
    titles: ['Shanti Villas'],
    says: ['villas in Hyderabad', 'in other cities'],
  },
  {
    prompt: 'studio in mumbai',
    intent: 'noMatch',
    understood: { city: 'Mumbai', bhk: [0] },
    titles: ['Samudra Residency', 'Gulmohar Court'],
    says: ['studio homes in Mumbai'],
  },
  // Honest impossibles: said as they are first, then the nearest offers, never silently another request
  {
    prompt: '10 bhk in noida',
    intent: 'noMatch',
    understood: { city: 'Noida', bhk: [10] },
    titles: ['Shanti Villas'],
    says: [
      /^No 10 BHK homes are listed on Aangan in Noida: the most bedrooms in any listed home is 4\./,
      'The nearest: the biggest 4+ BHK homes in Noida',
    ],
  },
  {
    prompt: 'mujhe 6 bhk flat chahiye gurgaon me',
    intent: 'noMatch',
    understood: { city: 'Gurugram', bhk: [6] },
    titles: ['Aravali Towers'],
    says: [/^No 6 BHK homes are listed/],
  },
  {
    prompt: 'noida 2bhk under 5 lakh',
    intent: 'noMatch',
    understood: { city: 'Noida', bhk: [2], budgetMax: 5 * L },
    titles: ['Utsav Residency', 'Prakriti Greens'],
    says: [
      /^No 2 BHK homes in Noida under ₹5 L are listed on Aangan/,
      'above your budget, from ₹38 L',
      /The nearest:\n• Utsav Residency.*\n• Prakriti Greens/,
    ],
  },
  {
    prompt: '2bhk 5 lakh tak pune',
    intent: 'noMatch',
    understood: { city: 'Pune', bhk: [2], budgetMax: 5 * L },
    titles: ['Kalindi Meadows'],
    says: [/^No 2 BHK homes in Pune under ₹5 L are listed/, 'from ₹68 L'],
  },
  // EMI, exact rupees
  {
    prompt: 'EMI for 50 lakh at 8.5% for 20 years',
    intent: 'emi',
    understood: { emi: { principal: 50 * L, annualRatePercent: 8.5, tenureMonths: 240, assumed: [] } },
    says: ['₹43,391 a month', 'Total interest: ₹54,13,840', '₹1,04,13,840'],
  },
  {
    prompt: 'emi 1 cr 9% 30 yrs',
    intent: 'emi',
    understood: { emi: { principal: 1 * CR, annualRatePercent: 9, tenureMonths: 360, assumed: [] } },
    says: ['₹80,462 a month'],
  },
  {
    prompt: 'emi for 40 lakh',
    intent: 'emi',
    understood: { emi: { principal: 40 * L, annualRatePercent: 8.5, tenureMonths: 240, assumed: ['rate', 'tenure'] } },
    says: ['₹34,713 a month', 'I assumed an interest rate of 8.5% a year and a tenure of 20 years'],
  },
  { prompt: 'what is emi', intent: 'emi', says: ['Tell me the loan amount'] },
  {
    prompt: 'emi for prakriti greens 3bhk at 9% for 25 years',
    intent: 'emi',
    titles: ['Prakriti Greens'],
    says: ['starting price of Prakriti Greens (3 BHK), ₹72 L', '₹60,422 a month'],
  },
  // Site FAQs
  { prompt: 'Do you charge any fee?', intent: 'siteFaq', says: ['free for buyers'] },
  { prompt: 'can you help me get a home loan', intent: 'siteFaq', says: ['home-loan offers from several banks'] },
  { prompt: 'how do I book a site visit', intent: 'siteFaq', says: ['arranges the visit'] },
  { prompt: 'will i get spam calls', intent: 'siteFaq', says: ['Only our own advisor calls you'] },
  // Project facts and the project's own FAQs
  {
    prompt: 'what is the price of Prakriti Greens',
    intent: 'projectInfo',
    understood: { topic: 'price' },
    titles: ['Prakriti Greens'],
    says: ['₹48 L to ₹72 L', '2 BHK, 1,100 Sq.Ft.: ₹48 L'],
  },
  {
    prompt: 'is prakriti greens rera registered',
    intent: 'projectInfo',
    understood: { topic: 'rera' },
    titles: ['Prakriti Greens'],
    says: ['UPRERAPRJ123456'],
  },
  {
    prompt: 'is aranya heights rera registered',
    intent: 'projectInfo',
    understood: { topic: 'rera' },
    titles: ['Aranya Heights'],
    says: ["don't have a RERA registration"],
  },
  {
    prompt: 'amenities of Aravali Towers',
    intent: 'projectInfo',
    understood: { topic: 'amenities' },
    titles: ['Aravali Towers'],
    says: ['Swimming Pool, Tennis Court, Spa and EV Charging'],
  },
  {
    prompt: 'does prakriti greens have a clubhouse',
    intent: 'projectInfo',
    understood: { topic: 'faq' },
    titles: ['Prakriti Greens'],
    says: ['20,000 sq ft clubhouse'],
  },
  {
    prompt: 'possession of samudra residency',
    intent: 'projectInfo',
    understood: { topic: 'possession' },
    titles: ['Samudra Residency'],
    says: ['June 2028'],
  },
  {
    prompt: 'aranya heights ka price kitna hai',
    intent: 'projectInfo',
    understood: { topic: 'price' },
    titles: ['Aranya Heights'],
    says: ['₹1.45 Cr to ₹1.60 Cr'],
  },
  {
    prompt: 'where is vasundhara farms',
    intent: 'projectInfo',
    understood: { topic: 'location' },
    titles: ['Vasundhara Farms'],
    says: ['Sushant Golf City, Lucknow'],
  },
  // Projects that are not listed: a draft, a deleted one, one that never existed
  { prompt: 'price of Tulip Vista', intent: 'projectNotFound' },
  {
    prompt: 'tell me about Imaginary Palms Residency',
    intent: 'projectNotFound',
    says: ["couldn't find a project by that name"],
  },
  {
    prompt: 'price of kesar vatika',
    intent: 'projectNotFound',
    titles: ['Kesar Business Park'],
    says: ['Did you mean'],
  },
  // Office and contact
  { prompt: 'where is your office', intent: 'contact', says: ['Sector 62, Noida', 'Zirakpur'] },
  {
    prompt: 'contact number',
    intent: 'contact',
    says: ['+91 12045 67890', 'https://wa.me/911204567890', 'hello@aangan.example', 'contact page: /contact-us'],
  },
  {
    prompt: 'aapka phone number kya hai',
    intent: 'contact',
    says: ['+91 12045 67890', 'https://wa.me/911204567890', 'hello@aangan.example', '/contact-us'],
  },
  {
    prompt: 'whatsapp',
    intent: 'contact',
    says: ['https://wa.me/911204567890', 'hello@aangan.example', '/contact-us'],
  },
  {
    prompt: 'request a call back',
    intent: 'contact',
    says: ['Request a call back', '/contact-us', 'https://wa.me/911204567890'],
  },
  { prompt: 'mujhe call karo', intent: 'contact', says: ['Request a call back', 'hello@aangan.example'] },
  { prompt: 'office in mumbai', intent: 'contact', says: ['Our Mumbai office', 'Andheri East'] },
  { prompt: 'contact email', intent: 'contact', says: ['hello@aangan.example'] },
  // Services (spec §1), from the services section, with a call-back offered
  {
    prompt: 'what services do you offer',
    intent: 'services',
    says: [
      'Real estate consultation',
      'Home loan services',
      'After-sales assistance',
      'Vastu consultancy',
      'CRM services',
      'Request a call back',
    ],
  },
  {
    prompt: 'do you provide vastu consultancy?',
    intent: 'services',
    says: [/^Yes, we offer vastu consultancy: Advice on layouts and orientation\.\n/, 'call you'],
  },
  { prompt: 'vaastu ke liye salah chahiye', intent: 'services', says: ['vastu consultancy'] },
  {
    prompt: 'real estate consultation chahiye',
    intent: 'services',
    says: [/^Yes, we offer real estate consultation:/],
  },
  {
    prompt: 'after sales support milega?',
    intent: 'services',
    says: ['after-sales assistance: Registration, possession and paperwork support'],
  },
  { prompt: 'CRM services for developers', intent: 'services', says: ['Yes, we offer CRM services'] },
  // Services we do not offer: said honestly, then the five we do
  {
    prompt: 'interior design help',
    intent: 'services',
    says: [
      /^Sorry, interior design is not one of our services/,
      'Real estate consultation',
      'Home loan services',
      'After-sales assistance',
      'Vastu consultancy',
      'CRM services',
    ],
  },
  {
    prompt: 'packers and movers in noida',
    intent: 'services',
    says: [/^Sorry, packers and movers is not one of our services/, 'Vastu consultancy'],
  },
  {
    prompt: 'legal notice drafting',
    intent: 'services',
    says: [/^Sorry, legal notice is not one of our services/, 'Home loan services'],
  },
  // Sort words alone, with only a city: honoured, not answered with "what is your budget"
  {
    prompt: 'newest in noida',
    intent: 'search',
    understood: { city: 'Noida', sort: 'Newest' },
    titles: ['Prakriti Greens', 'Shanti Villas', 'Aranya Heights', 'Utsav Residency'],
    says: ['4 newest projects in Noida', /:\n• Utsav Residency/],
  },
  {
    prompt: 'latest flats in noida',
    intent: 'search',
    understood: { city: 'Noida', sort: 'Newest' },
    titles: ['Prakriti Greens', 'Aranya Heights', 'Utsav Residency'],
  },
  {
    prompt: 'cheapest in noida',
    intent: 'search',
    understood: { city: 'Noida', sort: 'Price Low To High' },
    titles: ['Prakriti Greens', 'Shanti Villas', 'Aranya Heights', 'Utsav Residency'],
    says: [/:\n• Utsav Residency.*\n• Prakriti Greens/],
  },
  {
    prompt: 'biggest homes in noida',
    intent: 'search',
    understood: { city: 'Noida', sort: 'Largest' },
    titles: ['Prakriti Greens', 'Shanti Villas', 'Aranya Heights', 'Utsav Residency'],
    says: [/:\n• Shanti Villas/],
  },
  {
    prompt: 'noida mein sabse naye projects',
    intent: 'search',
    understood: { city: 'Noida', sort: 'Newest' },
    titles: ['Prakriti Greens', 'Shanti Villas', 'Aranya Heights', 'Utsav Residency'],
  },
  {
    prompt: 'gurgaon ke sabse bade flats',
    intent: 'search',
    understood: { city: 'Gurugram', sort: 'Largest' },
    titles: ['Aravali Towers', 'Nakshatra Enclave'],
    says: [/:\n• Aravali Towers/],
  },
  // Regions search all their cities and say which
  {
    prompt: 'flats in ncr',
    intent: 'search',
    understood: { region: 'NCR', cities: ['Delhi', 'Noida', 'Greater Noida', 'Gurugram', 'Ghaziabad', 'Faridabad'] },
    titles: ['Aravali Towers', 'Prakriti Greens', 'Nakshatra Enclave', 'Aranya Heights', 'Utsav Residency'],
    says: ['NCR covers Delhi, Noida, Greater Noida, Gurugram, Ghaziabad and Faridabad; I searched all of them.'],
  },
  {
    prompt: '3 bhk in delhi ncr under 2 cr',
    intent: 'search',
    understood: { region: 'NCR', bhk: [3], budgetMax: 2 * CR },
    titles: ['Prakriti Greens', 'Nakshatra Enclave', 'Aranya Heights'],
    says: ['3 BHK homes in NCR under ₹2 Cr', 'NCR covers'],
  },
  {
    prompt: 'mumbai metropolitan region flats',
    intent: 'search',
    understood: { region: 'Mumbai Metropolitan Region' },
    titles: ['Samudra Residency', 'Gulmohar Court'],
    says: ['Mumbai Metropolitan Region covers Mumbai, Thane, Navi Mumbai'],
  },
  {
    prompt: 'tricity mein 2bhk',
    intent: 'noMatch',
    understood: { region: 'Tricity', bhk: [2] },
    titles: ['Samudra Residency', 'Prakriti Greens', 'Amaltas Gardens'],
    says: ['No 2 BHK homes in Tricity are listed', 'Tricity covers Chandigarh, Mohali, Panchkula and Zirakpur'],
  },
  // Follow-ups: the browser sends the conversation's last search as the context
  {
    prompt: 'and in Noida?',
    context: { city: 'Gurugram', bhk: [3], budgetMax: 2 * CR },
    intent: 'search',
    understood: { city: 'Noida', bhk: [3], budgetMax: 2 * CR },
    titles: ['Prakriti Greens', 'Aranya Heights'],
  },
  {
    prompt: 'aur pune me?',
    context: { city: 'Gurugram', bhk: [3], budgetMax: 2 * CR },
    intent: 'search',
    understood: { city: 'Pune', bhk: [3], budgetMax: 2 * CR },
    titles: ['Kalindi Meadows'],
  },
  {
    prompt: 'what about 2 bhk',
    context: { city: 'Noida', bhk: [3] },
    intent: 'search',
    understood: { city: 'Noida', bhk: [2] },
    titles: ['Prakriti Greens', 'Utsav Residency'],
  },
  {
    prompt: 'and in Noida?',
    intent: 'refine',
    understood: { city: 'Noida' },
    titles: ['Shanti Villas', 'Prakriti Greens', 'Aranya Heights'],
  },
];

describe('assistant prompt table', () => {
  it('has at least 40 prompts', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(TABLE)('$prompt ($context) → $intent', async (row) => {
    const { status, body } = await ask(row.prompt, undefined, row.context);
    expect(status).toBe(200);
    expect(body.intent).toBe(row.intent);
    if (row.understood) expect(body.understood).toMatchObject(row.understood);
    expect(body.projects.map((p) => p.projectTitle).sort()).toEqual([...(row.titles ?? [])].sort());
    for (const expected of row.says ?? []) {
      if (typeof expected === 'string') expect(body.response).toContain(expected);
      else expect(body.response).toMatch(expected);
    }
    expect(body.suggestions.length).toBeGreaterThan(0);
    expectOnlyRetrievedProjectsNamed(body);
  });
});

describe('POST /user/query', () => {
  it('answers the same prompt over the same data with the same reply', async () => {
    const first = await ask('2bhk in noida under 80 lakh');
    const second = await ask('2bhk in noida under 80 lakh');
    expect(second.body).toEqual(first.body);
    expect(first.body.searchLink).toBe('/search-result?city=Noida&maxPrice=8000000&bhk=2');
  });

  it("a region's results link finds the same projects on the search page", async () => {
    const { body } = await ask('3 bhk in delhi ncr under 2 cr');
    expect(body.searchLink).toBe(
      '/search-result?city=Delhi%2CNoida%2CGreater+Noida%2CGurugram%2CGhaziabad%2CFaridabad&maxPrice=20000000&bhk=3',
    );
    const page = await t.request('GET', `/api/v1/project/search-project?${body.searchLink!.split('?')[1]}`);
    expect(page.body.result.map((p: { projectTitle: string }) => p.projectTitle).sort()).toEqual(
      body.projects.map((p) => p.projectTitle).sort(),
    );
  });

  it('quick replies are prompts it understands', async () => {
    const { body } = await ask('3bhk ready to move in lucknow under 50 lakh');
    const widened = await ask(body.suggestions[0]);
    expect(widened.body.intent).toBe('search');
    expect(widened.body.projects.map((p) => p.projectTitle)).toEqual(['Amaltas Gardens']);
  });

  it.each([
    [{}, 'Please type a question'],
    [{ prompt: '   ' }, 'Please type a question'],
    [{ prompt: 'x'.repeat(501) }, 'under 500 characters'],
    [{ prompt: 'hi', sessionId: 'abc' }, null],
    [{ prompt: { $gt: '' } }, null],
    [{ prompt: 'and in Noida?', context: { city: { $gt: '' } } }, null],
    [{ prompt: 'and in Noida?', context: { city: 'Noida', visitor: 'x' } }, null],
  ])('refuses a bad body (400): %j', async (body, message) => {
    const response = await t.request('POST', '/api/v1/user/query', {
      body,
      headers: { 'x-forwarded-for': '10.30.0.1' },
    });
    expect(response.status).toBe(400);
    if (message) expect(JSON.stringify(response.body)).toContain(message);
  });

  it('allows 30 prompts a minute from one address, then 429 with Retry-After and a friendly message', async () => {
    for (let i = 0; i < 30; i += 1) expect((await ask('hi', '10.40.0.1')).status).toBe(200);
    const refused = await ask('hi', '10.40.0.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(JSON.stringify(refused.body)).toContain('faster than I can answer');
    // Another address is not affected.
    expect((await ask('hi', '10.40.0.2')).status).toBe(200);
  });
});

describe('conversations kept for admins, without personal data', () => {
  const raw = { phone: '98765 43210', digits: '9876543210', email: 'ravi.kumar@example.in', local: 'ravi.kumar' };

  it('stores the prompt with phone and email masked, and nowhere the raw values', async () => {
    const reply = await ask(`Please call me on ${raw.phone} or mail ${raw.email} about 2bhk in noida`);
    expect(reply.status).toBe(200);
    expect(reply.body.intent).toBe('search');
    expect(JSON.stringify(reply.body)).not.toContain(raw.email);

    let stored: { prompt: string; intent: string; projectIds: string[] } | undefined;
    for (let attempt = 0; attempt < 50 && !stored; attempt += 1) {
      const list = await t.request(
        'GET',
        `/api/v1/admin/assistant/exchanges?filter=${encodeURIComponent(JSON.stringify({ q: 'about 2bhk in noida' }))}`,
        { token: t.auditorToken },
      );
      stored = list.body[0];
      if (!stored) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(stored?.prompt).toBe('Please call me on +91******3210 or mail r***@example.in about 2bhk in noida');
    expect(stored?.intent).toBe('search');
    expect(stored?.projectIds.sort()).toEqual([idOf['Prakriti Greens'], idOf['Utsav Residency']].sort());

    const eventFiles = ['events.sqlite', 'events.sqlite-wal'].map((f) => path.join(t.dataDir, f)).filter(existsSync);
    expect(eventFiles.length).toBeGreaterThan(0);
    const readModel = JSON.stringify(await t.system.readStore.collection('assistant_exchanges').find({}));
    // The scan can see prompts at all: the masked one is there.
    expect(
      eventFiles.some((file) => readFileSync(file).includes(Buffer.from('+91******3210 or mail r***@example.in'))),
    ).toBe(true);
    for (const value of Object.values(raw)) {
      for (const file of eventFiles)
        expect(readFileSync(file).includes(Buffer.from(value)), `${value} in ${path.basename(file)}`).toBe(false);
      expect(readModel).not.toContain(value);
    }
    // Prompts are not logged at all, masked or not.
    const logged = logs.join('\n');
    expect(logged).not.toContain('about 2bhk in noida');
    expect(logged).not.toContain(raw.local);
  });

  it('keeps no name typed into the chat, so erasing the person leaves none readable (S9)', async () => {
    const form = t.system.forms.issue(new Date(Date.now() - 5000)).formToken;
    const lead = await t.request('POST', '/api/v1/user/lead-submit', {
      body: {
        firstName: 'Priyanka',
        lastName: 'Venkataraman',
        mobileNumber: '9123400001',
        email: 'pv@example.in',
        consent: true,
        noticeVersion: PRIVACY_NOTICE.version,
        formToken: form,
      },
      headers: { 'x-forwarded-for': '10.41.0.1' },
    });
    expect(lead.status).toBe(200);
    expect((await ask('Hi, I am Priyanka Venkataraman. 3bhk in noida, call Priyanka in the evening')).status).toBe(200);
    const erased = await t.request('POST', '/api/v1/admin/privacy/erase', {
      token: t.adminToken,
      body: { phone: '9123400001' },
    });
    expect(erased.body.result.people).toBe(1);

    let stored: { prompt: string } | undefined;
    for (let attempt = 0; attempt < 50 && !stored; attempt += 1) {
      stored = (
        await t.request(
          'GET',
          `/api/v1/admin/assistant/exchanges?filter=${encodeURIComponent(JSON.stringify({ q: '3bhk in noida, call' }))}`,
          { token: t.auditorToken },
        )
      ).body[0];
      if (!stored) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(stored?.prompt).toBe('Hi, I am *** ***. 3bhk in noida, call *** in the evening');
    const readModel = JSON.stringify(await t.system.readStore.collection('assistant_exchanges').find({}));
    const eventFiles = ['events.sqlite', 'events.sqlite-wal'].map((f) => path.join(t.dataDir, f)).filter(existsSync);
    for (const name of ['Priyanka', 'Venkataraman']) {
      expect(readModel).not.toContain(name);
      for (const file of eventFiles)
        expect(readFileSync(file).includes(Buffer.from(name)), `${name} in ${path.basename(file)}`).toBe(false);
    }
  });

  it('lists exchanges for staff (ra-data-simple-rest: sort, range, filter, Content-Range)', async () => {
    await ask('whatsapp');
    const query = `sort=${encodeURIComponent('["at","DESC"]')}&range=${encodeURIComponent('[0,1]')}&filter=${encodeURIComponent('{"intent":"contact"}')}`;
    const list = await t.request('GET', `/api/v1/admin/assistant/exchanges?${query}`, { token: t.auditorToken });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^exchanges 0-1\/\d+$/);
    expect(list.body).toHaveLength(2);
    expect(
      list.body.every((e: { intent: string; id: string }) => e.intent === 'contact' && typeof e.id === 'string'),
    ).toBe(true);

    expect((await t.request('GET', '/api/v1/admin/assistant/exchanges')).status).toBe(401);
    expect(
      (await t.request('GET', '/api/v1/admin/assistant/exchanges?range=oops', { token: t.auditorToken })).status,
    ).toBe(400);
  });
});

describe('POST /admin/generate-description', () => {
  it('describes a saved project from its facts', async () => {
    const response = await t.request('POST', '/api/v1/admin/generate-description', {
      token: t.adminToken,
      body: { _id: idOf['Prakriti Greens'] },
    });
    expect(response.status).toBe(200);
    expect(response.body.responseCode).toBe(200);
    const description: string = response.body.result.description;
    for (const fact of [
      'Prakriti Greens is a residential apartment project by Vistara Buildcon in Sector 150, Noida',
      '2 and 3 BHK apartments',
      '₹48 L to ₹72 L',
      'under construction, with possession proposed for March 2027',
      'Swimming Pool, Gymnasium and Clubhouse',
      'Sector 148 Metro Station (metro station, 1.5 km)',
      'RERA registered (UPRERAPRJ123456)',
    ]) {
      expect(description).toContain(fact);
    }
    // Deterministic: the same project, the same text.
    const again = await t.request('POST', '/api/v1/admin/generate-description', {
      token: t.adminToken,
      body: { _id: idOf['Prakriti Greens'] },
    });
    expect(again.body.result.description).toBe(description);
  });

  it('describes unsaved fields from the form', async () => {
    const project = {
      projectTitle: 'Navya Residency',
      projectType: 'Residential',
      projectSubType: 'Apartment',
      city: 'Pune',
      locality: 'Baner',
      units: [
        {
          unitTitle: '2 BHK',
          bedroomCount: 2,
          bathroomCount: 2,
          primaryArea: { areaSize: 980, areaUnit: 'squareFeet' },
          salePrice: 8_900_000,
        },
      ],
      possessionStatus: 'Ready to Move',
      amenities: ['gymnasium'],
    };
    const response = await t.request('POST', '/api/v1/admin/generate-description', {
      token: t.adminToken,
      body: { project },
    });
    expect(response.status).toBe(200);
    expect(response.body.result.description).toContain(
      'Navya Residency is a residential apartment project in Baner, Pune',
    );
    expect(response.body.result.description).toContain('₹89 L');
    expect(response.body.result.description).toContain('RERA registration details are not listed yet.');
  });

  it.each([
    [{}],
    [{ _id: 'not-an-id' }],
    [{ _id: '0123456789abcdef01234567', project: { city: 'Noida' } }],
    [{ project: { city: 'Noida', flavour: 'mango' } }],
    [{ project: {} }],
  ])('refuses bad input (400): %j', async (body) => {
    expect((await t.request('POST', '/api/v1/admin/generate-description', { token: t.adminToken, body })).status).toBe(
      400,
    );
  });

  it('404 for an unknown project; admins only', async () => {
    expect(
      (
        await t.request('POST', '/api/v1/admin/generate-description', {
          token: t.adminToken,
          body: { _id: '0123456789abcdef01234567' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.request('POST', '/api/v1/admin/generate-description', {
          token: t.auditorToken,
          body: { _id: idOf['Prakriti Greens'] },
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.request('POST', '/api/v1/admin/generate-description', { body: { _id: idOf['Prakriti Greens'] } }))
        .status,
    ).toBe(401);
  });
});

describe('optional language-model phrasing', () => {
  const assistantWith = (phraser: Phraser) =>
    createAssistant({
      readStore: t.system.readStore,
      catalogue: t.system.searchState.catalogue,
      phraser,
    });

  it("uses the model's words when they keep to the retrieved projects, the rule-based text otherwise", async () => {
    const plain = (await ask('what is the price of Prakriti Greens')).body.response;
    const faithful = await assistantWith(
      async () => 'Prakriti Greens in Sector 150, Noida costs ₹48 L to ₹72 L.',
    ).answer('what is the price of Prakriti Greens');
    expect(faithful).toMatchObject({
      phrasedBy: 'model',
      reply: { response: 'Prakriti Greens in Sector 150, Noida costs ₹48 L to ₹72 L.' },
    });

    const namesAnother = await assistantWith(
      async () => 'Prakriti Greens costs ₹48 L to ₹72 L, but Aravali Towers is nicer.',
    ).answer('what is the price of Prakriti Greens');
    const invents = await assistantWith(
      async () => 'Prakriti Greens costs ₹48 L to ₹72 L; Sunrise Heights is cheaper.',
    ).answer('what is the price of Prakriti Greens');
    const fails = await assistantWith(async () => {
      throw new Error('HTTP 503');
    }).answer('what is the price of Prakriti Greens');
    for (const fallback of [namesAnother, invents, fails])
      expect(fallback).toMatchObject({ phrasedBy: 'rules', reply: { response: plain } });
  });
});
