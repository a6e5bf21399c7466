import { z } from 'zod';
import { STATS } from '../constants.ts';
import { mediaRefSchema } from '../fieldSchemas.ts';

/**
 * Site settings and page sections (spec §1, §3 "Site settings"): each section is one document of
 * the `site_sections` read model, edited by admins through events, with the defaults below until
 * an admin changes it, so the site is complete on first start.
 */
const text = (max: number) =>
  z.string().trim().min(1, 'Please enter a valid input').max(max, `Please keep this under ${max} characters`);
const link = z.url({ protocol: /^https$/, message: 'Must be an https link' });
const phone = z
  .string()
  .trim()
  .regex(/^\+\d{8,15}$/, 'Use the international format, e.g. +911204567890');

export const sectionSchemas = {
  heroSection: z.strictObject({
    slides: z.array(z.strictObject({ title: text(120), imageUrl: mediaRefSchema })).max(10),
  }),
  featureHighlight: z.strictObject({
    highlightImage: mediaRefSchema.nullable(),
    page: z
      .string()
      .regex(/^\/[\w/-]*$/, 'Must be a site path such as /')
      .nullable(),
  }),
  ourStory: z.strictObject({ title: text(120), paragraphs: z.array(text(3000)).min(1).max(20) }),
  ceoMessage: z.strictObject({
    name: text(80),
    title: text(80),
    message: text(5000),
    photoUrl: mediaRefSchema.nullable(),
  }),
  cooMessage: z.strictObject({
    name: text(80),
    title: text(80),
    message: text(5000),
    photoUrl: mediaRefSchema.nullable(),
  }),
  coreValues: z.strictObject({
    values: z
      .array(z.strictObject({ title: text(60), description: text(500) }))
      .min(1)
      .max(12),
  }),
  services: z.strictObject({
    services: z
      .array(z.strictObject({ title: text(80), description: text(600) }))
      .min(1)
      .max(20),
  }),
  lifeAtCompany: z.strictObject({
    images: z.array(z.strictObject({ imageUrl: mediaRefSchema, caption: z.string().trim().max(120) })).max(30),
  }),
  stats: z.strictObject({
    items: z
      .array(z.strictObject({ value: text(20), label: text(60) }))
      .min(1)
      .max(8),
  }),
  offices: z.strictObject({
    offices: z
      .array(z.strictObject({ city: text(60), label: text(60), address: text(300), corporate: z.boolean() }))
      .min(1)
      .max(20),
  }),
  contact: z.strictObject({
    phone,
    whatsapp: phone,
    email: z.email('Enter a valid email'),
    address: text(300),
    hours: text(120),
  }),
  social: z.strictObject({ links: z.array(z.strictObject({ network: text(40), url: link })).max(12) }),
  reviewSites: z.strictObject({ links: z.array(z.strictObject({ name: text(60), url: link })).max(12) }),
  certificates: z.strictObject({
    items: z.array(z.strictObject({ kind: z.enum(['RERA', 'ISO', 'CIN', 'UDYAM']), value: text(80) })).max(8),
  }),
  marketingPartners: z.strictObject({
    partners: z.array(z.strictObject({ name: text(80), logoUrl: mediaRefSchema.nullable() })).max(40),
  }),
  featuredCities: z.strictObject({ cities: z.array(text(60)).min(1).max(30) }),
} as const;

export type SectionKey = keyof typeof sectionSchemas;
export const SECTION_KEYS = Object.keys(sectionSchemas) as SectionKey[];
export type SectionContent<K extends SectionKey> = z.infer<(typeof sectionSchemas)[K]>;

/** The `site_sections` read model: one document per section. */
export interface SiteSectionDoc<K extends SectionKey = SectionKey> {
  _id: K;
  _position: number;
  content: SectionContent<K>;
  revision: number;
  updatedAt: string;
  updatedBy: string;
}

/** The `site_faqs` read model (the /faqs page and the assistant). */
export interface SiteFaqDoc {
  _id: string;
  _position: number;
  question: string;
  answer: string;
  order: number;
  deleted: boolean;
  revision: number;
  createdAt: string;
  updatedAt: string;
}

/** What the site shows until an admin edits a section (spec §1 and §4). */
export const SECTION_DEFAULTS: { [K in SectionKey]: SectionContent<K> } = {
  heroSection: {
    slides: [
      { title: 'Find a home you will love, with every price in the open', imageUrl: '/uploads/demo/project-1.webp' },
      { title: 'Verified RERA details for every project', imageUrl: '/uploads/demo/project-2.webp' },
    ],
  },
  featureHighlight: { highlightImage: null, page: null },
  ourStory: {
    title: 'Our story',
    paragraphs: [
      'Aangan began with one idea: buying a home in India should not mean guessing prices, chasing stale listings or dodging spam calls.',
      'We list projects from many developers across Indian cities, check their RERA registrations, show every price we know and call only the people who ask us to.',
    ],
  },
  ceoMessage: {
    name: 'Chief Executive Officer',
    title: 'CEO',
    message:
      'Every family deserves honest advice before the biggest purchase of their life. That is the promise we keep.',
    photoUrl: null,
  },
  cooMessage: {
    name: 'Chief Operating Officer',
    title: 'COO',
    message: 'From the first enquiry to the keys in hand, our team stays with you.',
    photoUrl: null,
  },
  coreValues: {
    values: [
      { title: 'Mission-driven', description: 'We exist to make home buying fair and simple.' },
      { title: 'Openness', description: 'Prices, RERA details and documents, in the open.' },
      { title: 'Reliable', description: 'We do what we say, when we say it.' },
      { title: 'Ethical practices', description: 'No hidden charges, no pressure selling.' },
      { title: 'Solution-centric', description: 'We start from what the buyer needs.' },
    ],
  },
  services: {
    services: [
      { title: 'Real estate consultation', description: 'Shortlists that fit your budget, city and timeline.' },
      { title: 'Home loan services', description: 'Offers from several banks, compared for you.' },
      { title: 'After-sales assistance', description: 'Registration, possession and paperwork support.' },
      { title: 'Vastu consultancy', description: 'Advice on layouts and orientation.' },
      { title: 'CRM services', description: 'For developers: leads handled with care.' },
    ],
  },
  lifeAtCompany: { images: [] },
  stats: { items: STATS.map((s) => ({ value: s.value, label: s.label })) },
  offices: {
    offices: [
      { city: 'Noida', label: 'Corporate office', address: 'Sector 62, Noida, Uttar Pradesh', corporate: true },
      { city: 'Mumbai', label: 'Regional office', address: 'Andheri East, Mumbai, Maharashtra', corporate: false },
      { city: 'Lucknow', label: 'Regional office', address: 'Gomti Nagar, Lucknow, Uttar Pradesh', corporate: false },
      { city: 'Gurugram', label: 'Regional office', address: 'Golf Course Road, Gurugram, Haryana', corporate: false },
      { city: 'Zirakpur', label: 'Regional office', address: 'VIP Road, Zirakpur, Punjab', corporate: false },
    ],
  },
  contact: {
    phone: '+911204567890',
    whatsapp: '+911204567890',
    email: 'hello@aangan.example',
    address: 'Sector 62, Noida, Uttar Pradesh 201309',
    hours: 'Monday to Saturday, 10 am to 7 pm',
  },
  social: { links: [] },
  reviewSites: { links: [] },
  certificates: { items: [] },
  marketingPartners: { partners: [] },
  featuredCities: {
    cities: [
      'Noida',
      'Delhi',
      'Mumbai',
      'Gurugram',
      'Lucknow',
      'Hyderabad',
      'Kolkata',
      'Pune',
      'Ahmedabad',
      'Jaipur',
      'Goa',
      'Ghaziabad',
      'Meerut',
    ],
  },
};

/** Site FAQs shown until admins write their own. */
export const DEFAULT_SITE_FAQS: { question: string; answer: string }[] = [
  {
    question: 'Do you charge buyers a fee?',
    answer: 'No. Our advice and site visits are free for buyers; developers pay us when a sale closes.',
  },
  {
    question: 'Are the projects RERA registered?',
    answer:
      'We show the RERA registration of every project that has one, with a link to the state RERA site to check it yourself.',
  },
  {
    question: 'Will I get spam calls after I enquire?',
    answer:
      'No. Only our own advisor calls you, about the projects you asked for. You can ask us to erase your details at any time.',
  },
  {
    question: 'Can you help with a home loan?',
    answer: 'Yes. We compare home-loan offers from several banks and help with the paperwork.',
  },
  {
    question: 'How do I book a site visit?',
    answer:
      'Send an enquiry from the project page or call us; an advisor fixes a time that suits you and arranges the visit.',
  },
];
