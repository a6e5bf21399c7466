import {
  HERO_CAROUSEL_INTERVAL_MS,
  HIGHLIGHT_POPUP_DELAY_MS,
  SECTION_LIMITS as L,
  type SectionContent,
  type SectionKey,
} from '@aangan/contracts';

/**
 * One form per page section, described after its schema in contracts/src/content/siteSections.ts
 * (limits and optional fields as there). The server checks every save against the schema; these
 * let the form say the same thing before a round trip.
 */
export type FieldSpec =
  | {
      type: 'text';
      source: string;
      label: string;
      max: number;
      multiline?: boolean;
      optional?: boolean;
      helperText?: string;
    }
  | { type: 'image'; source: string; label: string; optional?: boolean; helperText?: string }
  | { type: 'boolean'; source: string; label: string; helperText?: string }
  | { type: 'select'; source: string; label: string; choices: readonly { id: string; name: string }[] }
  | { type: 'phone'; source: string; label: string; helperText?: string }
  | { type: 'email'; source: string; label: string }
  | { type: 'url'; source: string; label: string }
  /** A site path such as `/`, or nothing (null). */
  | { type: 'path'; source: string; label: string; helperText?: string };

export interface ListSpec {
  type: 'list';
  source: string;
  label: string;
  /** "Slide" → items labelled "Slide 1", "Slide 2", ... */
  itemLabel: string;
  min: number;
  max: number;
  fields: FieldSpec[];
  /** A list of plain strings (paragraphs, cities): each item is held as `{ value }` in the form. */
  scalar?: boolean;
}

export interface SectionSpec<K extends SectionKey = SectionKey> {
  key: K;
  title: string;
  /** One line under the title: what the section is and where it shows. */
  description: string;
  fields: (FieldSpec | ListSpec)[];
  /** What the closed panel says about the saved content ("3 slides"). */
  summary(content: SectionContent<K>): string;
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const leader = (role: 'CEO' | 'COO'): FieldSpec[] => [
  { type: 'text', source: 'name', label: 'Name', max: L.leaderMessage.name },
  {
    type: 'text',
    source: 'title',
    label: 'Title',
    max: L.leaderMessage.title,
    helperText: `Shown under the name, e.g. ${role}`,
  },
  { type: 'text', source: 'message', label: 'Message', max: L.leaderMessage.message, multiline: true },
  { type: 'image', source: 'photoUrl', label: 'Photo', optional: true },
];

const CERTIFICATE_KINDS = [
  { id: 'RERA', name: 'RERA' },
  { id: 'ISO', name: 'ISO' },
  { id: 'CIN', name: 'CIN' },
  { id: 'UDYAM', name: 'UDYAM' },
] as const;

export const SECTION_SPECS: { [K in SectionKey]: SectionSpec<K> } = {
  heroSection: {
    key: 'heroSection',
    title: 'Hero slides',
    description: `The banner carousel at the top of the home page (it moves on every ${HERO_CAROUSEL_INTERVAL_MS / 1000} seconds).`,
    fields: [
      {
        type: 'list',
        source: 'slides',
        label: 'Slides',
        itemLabel: 'Slide',
        min: 0,
        max: L.heroSection.slides,
        fields: [
          { type: 'image', source: 'imageUrl', label: 'Image' },
          { type: 'text', source: 'title', label: 'Title', max: L.heroSection.title },
        ],
      },
    ],
    summary: (content) => count(content.slides.length, 'slide'),
  },
  featureHighlight: {
    key: 'featureHighlight',
    title: 'Highlight popup image',
    description: `A full-screen image that pops up ${HIGHLIGHT_POPUP_DELAY_MS / 1000} seconds after the chosen page opens.`,
    fields: [
      { type: 'image', source: 'highlightImage', label: 'Highlight image', optional: true },
      {
        type: 'path',
        source: 'page',
        label: 'Page path',
        helperText: 'Where the popup shows, e.g. / for the home page; empty for nowhere.',
      },
    ],
    summary: (content) => (content.highlightImage ? `On ${content.page ?? 'no page'}` : 'No image'),
  },
  ourStory: {
    key: 'ourStory',
    title: 'Our story',
    description: 'The /our-story page.',
    fields: [
      { type: 'text', source: 'title', label: 'Heading', max: L.ourStory.title },
      {
        type: 'list',
        source: 'paragraphs',
        label: 'Paragraphs',
        itemLabel: 'Paragraph',
        min: 1,
        max: L.ourStory.paragraphs,
        scalar: true,
        fields: [{ type: 'text', source: 'value', label: 'Paragraph', max: L.ourStory.paragraph, multiline: true }],
      },
    ],
    summary: (content) => count(content.paragraphs.length, 'paragraph'),
  },
  ceoMessage: {
    key: 'ceoMessage',
    title: "CEO's message",
    description: 'On the story page.',
    fields: leader('CEO'),
    summary: (content) => content.name,
  },
  cooMessage: {
    key: 'cooMessage',
    title: "COO's message",
    description: 'On the story page.',
    fields: leader('COO'),
    summary: (content) => content.name,
  },
  coreValues: {
    key: 'coreValues',
    title: 'Core values',
    description: 'Mission-driven, openness, reliable, ...',
    fields: [
      {
        type: 'list',
        source: 'values',
        label: 'Values',
        itemLabel: 'Value',
        min: 1,
        max: L.coreValues.values,
        fields: [
          { type: 'text', source: 'title', label: 'Title', max: L.coreValues.title },
          { type: 'text', source: 'description', label: 'Description', max: L.coreValues.description, multiline: true },
        ],
      },
    ],
    summary: (content) => count(content.values.length, 'value'),
  },
  services: {
    key: 'services',
    title: 'Services',
    description: 'Consultation, home loans, after-sales, Vastu, CRM, ...',
    fields: [
      {
        type: 'list',
        source: 'services',
        label: 'Services',
        itemLabel: 'Service',
        min: 1,
        max: L.services.services,
        fields: [
          { type: 'text', source: 'title', label: 'Title', max: L.services.title },
          { type: 'text', source: 'description', label: 'Description', max: L.services.description, multiline: true },
        ],
      },
    ],
    summary: (content) => count(content.services.length, 'service'),
  },
  lifeAtCompany: {
    key: 'lifeAtCompany',
    title: 'Life at Aangan',
    description: 'Photos of the team and the offices.',
    fields: [
      {
        type: 'list',
        source: 'images',
        label: 'Photos',
        itemLabel: 'Photo',
        min: 0,
        max: L.lifeAtCompany.images,
        fields: [
          { type: 'image', source: 'imageUrl', label: 'Photo' },
          { type: 'text', source: 'caption', label: 'Caption', max: L.lifeAtCompany.caption, optional: true },
        ],
      },
    ],
    summary: (content) => count(content.images.length, 'photo'),
  },
  stats: {
    key: 'stats',
    title: 'Stats',
    description: '500+ total projects, 1000+ units sold, ...',
    fields: [
      {
        type: 'list',
        source: 'items',
        label: 'Stats',
        itemLabel: 'Stat',
        min: 1,
        max: L.stats.items,
        fields: [
          { type: 'text', source: 'value', label: 'Value', max: L.stats.value, helperText: 'e.g. 500+' },
          { type: 'text', source: 'label', label: 'Label', max: L.stats.label },
        ],
      },
    ],
    summary: (content) => content.items.map((item) => item.value).join(' · '),
  },
  offices: {
    key: 'offices',
    title: 'Offices',
    description: "The contact page's office locations.",
    fields: [
      {
        type: 'list',
        source: 'offices',
        label: 'Offices',
        itemLabel: 'Office',
        min: 1,
        max: L.offices.offices,
        fields: [
          { type: 'text', source: 'city', label: 'City', max: L.offices.city },
          { type: 'text', source: 'label', label: 'Label', max: L.offices.label, helperText: 'e.g. Corporate office' },
          { type: 'text', source: 'address', label: 'Address', max: L.offices.address, multiline: true },
          { type: 'boolean', source: 'corporate', label: 'Corporate office' },
        ],
      },
    ],
    summary: (content) => content.offices.map((office) => office.city).join(', '),
  },
  contact: {
    key: 'contact',
    title: 'Contact details',
    description:
      'Phone, WhatsApp, email and address in the footer, the contact page and the Call and WhatsApp buttons.',
    fields: [
      { type: 'phone', source: 'phone', label: 'Phone' },
      { type: 'phone', source: 'whatsapp', label: 'WhatsApp number' },
      { type: 'email', source: 'email', label: 'Email' },
      { type: 'text', source: 'address', label: 'Address', max: L.contact.address, multiline: true },
      { type: 'text', source: 'hours', label: 'Opening hours', max: L.contact.hours },
    ],
    summary: (content) => content.phone,
  },
  social: {
    key: 'social',
    title: 'Social links',
    description: 'In the footer.',
    fields: [
      {
        type: 'list',
        source: 'links',
        label: 'Links',
        itemLabel: 'Link',
        min: 0,
        max: L.social.links,
        fields: [
          { type: 'text', source: 'network', label: 'Network', max: L.social.network, helperText: 'e.g. Instagram' },
          { type: 'url', source: 'url', label: 'Address (https)' },
        ],
      },
    ],
    summary: (content) => count(content.links.length, 'link'),
  },
  reviewSites: {
    key: 'reviewSites',
    title: 'Review sites',
    description: 'Links to reviews of Aangan, in the footer.',
    fields: [
      {
        type: 'list',
        source: 'links',
        label: 'Links',
        itemLabel: 'Review site',
        min: 0,
        max: L.reviewSites.links,
        fields: [
          { type: 'text', source: 'name', label: 'Name', max: L.reviewSites.name },
          { type: 'url', source: 'url', label: 'Address (https)' },
        ],
      },
    ],
    summary: (content) => count(content.links.length, 'link'),
  },
  certificates: {
    key: 'certificates',
    title: 'Certificates',
    description: 'RERA, ISO, CIN and UDYAM numbers in the footer.',
    fields: [
      {
        type: 'list',
        source: 'items',
        label: 'Certificates',
        itemLabel: 'Certificate',
        min: 0,
        max: L.certificates.items,
        fields: [
          { type: 'select', source: 'kind', label: 'Kind', choices: CERTIFICATE_KINDS },
          { type: 'text', source: 'value', label: 'Number', max: L.certificates.value },
        ],
      },
    ],
    summary: (content) => content.items.map((item) => item.kind).join(', ') || 'None',
  },
  marketingPartners: {
    key: 'marketingPartners',
    title: 'Marketing partners',
    description: 'The partner logos on the home page.',
    fields: [
      {
        type: 'list',
        source: 'partners',
        label: 'Partners',
        itemLabel: 'Partner',
        min: 0,
        max: L.marketingPartners.partners,
        fields: [
          { type: 'text', source: 'name', label: 'Name', max: L.marketingPartners.name },
          { type: 'image', source: 'logoUrl', label: 'Logo', optional: true },
        ],
      },
    ],
    summary: (content) => count(content.partners.length, 'partner'),
  },
  featuredCities: {
    key: 'featuredCities',
    title: 'Featured cities',
    description: 'The cities the home page and the menus feature.',
    fields: [
      {
        type: 'list',
        source: 'cities',
        label: 'Cities',
        itemLabel: 'City',
        min: 1,
        max: L.featuredCities.cities,
        scalar: true,
        fields: [{ type: 'text', source: 'value', label: 'City', max: L.featuredCities.city }],
      },
    ],
    summary: (content) => count(content.cities.length, 'city', 'cities'),
  },
};
