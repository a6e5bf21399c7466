import { z } from 'zod';
import { STATS } from '../constants.ts';
import { mediaRefSchema } from '../fieldSchemas.ts';

/**
 * Site settings and page sections (spec §1, §3 "Site settings"): each section is one document of
 * the `site_sections` read model, edited by admins through events, with the defaults below until
 * an admin changes it, so the site is complete on first start.
 */
const anyText = (max: number) => z.string().trim().max(max, `Please keep this under ${max} characters`);
const text = (max: number) => anyText(max).min(1, 'Please enter a valid input');
/**
 * The Hindi version of a text, optional and with the English text's limit: a Hindi page shows it
 * when it is not blank and the English text otherwise (contracts/src/i18n/localizedContent.ts).
 */
const hindi = (max: number) => anyText(max).optional();
const link = z.url({ protocol: /^https$/, message: 'Must be an https link' });
const phone = z
  .string()
  .trim()
  .regex(/^\+\d{8,15}$/, 'Use the international format, e.g. +911204567890');

/**
 * The most each section's texts hold (characters) and its lists hold (items): the schemas below
 * check them, and the console's Website Configuration forms say them before a save.
 */
export const SECTION_LIMITS = {
  heroSection: { slides: 10, title: 120 },
  ourStory: { title: 120, paragraphs: 20, paragraph: 3000 },
  leaderMessage: { name: 80, title: 80, message: 5000 },
  coreValues: { values: 12, title: 60, description: 500 },
  services: { services: 20, title: 80, description: 600 },
  lifeAtCompany: { images: 30, caption: 120 },
  stats: { items: 8, value: 20, label: 60 },
  offices: { offices: 20, city: 60, label: 60, address: 300 },
  contact: { address: 300, hours: 120 },
  social: { links: 12, network: 40 },
  reviewSites: { links: 12, name: 60 },
  certificates: { items: 8, value: 80 },
  marketingPartners: { partners: 40, name: 80 },
  featuredCities: { cities: 30, city: 60 },
} as const;
const L = SECTION_LIMITS;
const leaderMessage = () =>
  z.strictObject({
    name: text(L.leaderMessage.name),
    title: text(L.leaderMessage.title),
    message: text(L.leaderMessage.message),
    photoUrl: mediaRefSchema.nullable(),
    hindiTitle: hindi(L.leaderMessage.title),
    hindiMessage: hindi(L.leaderMessage.message),
  });

export const sectionSchemas = {
  heroSection: z.strictObject({
    slides: z
      .array(
        z.strictObject({
          title: text(L.heroSection.title),
          imageUrl: mediaRefSchema,
          hindiTitle: hindi(L.heroSection.title),
        }),
      )
      .max(L.heroSection.slides),
  }),
  featureHighlight: z.strictObject({
    highlightImage: mediaRefSchema.nullable(),
    page: z
      .string()
      .regex(/^\/[\w/-]*$/, 'Must be a site path such as /')
      .nullable(),
  }),
  ourStory: z.strictObject({
    title: text(L.ourStory.title),
    paragraphs: z.array(text(L.ourStory.paragraph)).min(1).max(L.ourStory.paragraphs),
    hindiTitle: hindi(L.ourStory.title),
    hindiParagraphs: z.array(anyText(L.ourStory.paragraph)).max(L.ourStory.paragraphs).optional(),
  }),
  ceoMessage: leaderMessage(),
  cooMessage: leaderMessage(),
  coreValues: z.strictObject({
    values: z
      .array(
        z.strictObject({
          title: text(L.coreValues.title),
          description: text(L.coreValues.description),
          hindiTitle: hindi(L.coreValues.title),
          hindiDescription: hindi(L.coreValues.description),
        }),
      )
      .min(1)
      .max(L.coreValues.values),
  }),
  services: z.strictObject({
    services: z
      .array(
        z.strictObject({
          title: text(L.services.title),
          description: text(L.services.description),
          hindiTitle: hindi(L.services.title),
          hindiDescription: hindi(L.services.description),
        }),
      )
      .min(1)
      .max(L.services.services),
  }),
  lifeAtCompany: z.strictObject({
    images: z
      .array(
        z.strictObject({
          imageUrl: mediaRefSchema,
          caption: anyText(L.lifeAtCompany.caption),
          hindiCaption: hindi(L.lifeAtCompany.caption),
        }),
      )
      .max(L.lifeAtCompany.images),
  }),
  stats: z.strictObject({
    items: z
      .array(
        z.strictObject({ value: text(L.stats.value), label: text(L.stats.label), hindiLabel: hindi(L.stats.label) }),
      )
      .min(1)
      .max(L.stats.items),
  }),
  offices: z.strictObject({
    offices: z
      .array(
        z.strictObject({
          city: text(L.offices.city),
          label: text(L.offices.label),
          address: text(L.offices.address),
          corporate: z.boolean(),
        }),
      )
      .min(1)
      .max(L.offices.offices),
  }),
  contact: z.strictObject({
    phone,
    whatsapp: phone,
    email: z.email('Enter a valid email'),
    address: text(L.contact.address),
    hours: text(L.contact.hours),
  }),
  social: z.strictObject({
    links: z.array(z.strictObject({ network: text(L.social.network), url: link })).max(L.social.links),
  }),
  reviewSites: z.strictObject({
    links: z.array(z.strictObject({ name: text(L.reviewSites.name), url: link })).max(L.reviewSites.links),
  }),
  certificates: z.strictObject({
    items: z
      .array(z.strictObject({ kind: z.enum(['RERA', 'ISO', 'CIN', 'UDYAM']), value: text(L.certificates.value) }))
      .max(L.certificates.items),
  }),
  marketingPartners: z.strictObject({
    partners: z
      .array(z.strictObject({ name: text(L.marketingPartners.name), logoUrl: mediaRefSchema.nullable() }))
      .max(L.marketingPartners.partners),
  }),
  featuredCities: z.strictObject({
    cities: z.array(text(L.featuredCities.city)).min(1).max(L.featuredCities.cities),
  }),
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
      {
        title: 'Find a home you will love, with every price in the open',
        imageUrl: '/uploads/demo/project-1.webp',
        hindiTitle: 'अपनी पसंद का घर ढूँढिए, हर कीमत साफ़-साफ़ सामने',
      },
      {
        title: 'Verified RERA details for every project',
        imageUrl: '/uploads/demo/project-2.webp',
        hindiTitle: 'हर प्रोजेक्ट की जाँची हुई रेरा जानकारी',
      },
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

export { DEFAULT_SITE_FAQS } from './siteFaqDefaults.ts';
