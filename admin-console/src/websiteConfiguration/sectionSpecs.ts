import {
  HERO_CAROUSEL_INTERVAL_MS,
  HIGHLIGHT_POPUP_DELAY_MS,
  SECTION_LIMITS as L,
  type SectionKey,
} from '@aangan/contracts';
import { CONTACT_SECTION_SPECS } from './contactSectionSpecs.ts';
import { count, withHindi, type FieldSpec, type SectionSpec } from './sectionSpecTypes.ts';

export type { FieldSpec, ListSpec, SectionSpec } from './sectionSpecTypes.ts';

const leader = (role: 'CEO' | 'COO'): FieldSpec[] => [
  { type: 'text', source: 'name', label: 'Name', max: L.leaderMessage.name },
  ...withHindi({
    type: 'text',
    source: 'title',
    label: 'Title',
    max: L.leaderMessage.title,
    helperText: `Shown under the name, e.g. ${role}`,
  }),
  ...withHindi({ type: 'text', source: 'message', label: 'Message', max: L.leaderMessage.message, multiline: true }),
  { type: 'image', source: 'photoUrl', label: 'Photo', optional: true },
];

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
          ...withHindi({ type: 'text', source: 'title', label: 'Title', max: L.heroSection.title }),
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
      ...withHindi({ type: 'text', source: 'title', label: 'Heading', max: L.ourStory.title }),
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
      {
        type: 'list',
        source: 'hindiParagraphs',
        label: 'Hindi paragraphs (optional)',
        itemLabel: 'Hindi paragraph',
        min: 0,
        max: L.ourStory.paragraphs,
        scalar: true,
        fields: [
          {
            type: 'text',
            source: 'value',
            label: 'Hindi paragraph',
            max: L.ourStory.paragraph,
            multiline: true,
            lang: 'hi',
            helperText: 'The Hindi page shows these in place of the paragraphs; none: the paragraphs.',
          },
        ],
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
          ...withHindi({ type: 'text', source: 'title', label: 'Title', max: L.coreValues.title }),
          ...withHindi({
            type: 'text',
            source: 'description',
            label: 'Description',
            max: L.coreValues.description,
            multiline: true,
          }),
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
          ...withHindi({ type: 'text', source: 'title', label: 'Title', max: L.services.title }),
          ...withHindi({
            type: 'text',
            source: 'description',
            label: 'Description',
            max: L.services.description,
            multiline: true,
          }),
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
          ...withHindi({
            type: 'text',
            source: 'caption',
            label: 'Caption',
            max: L.lifeAtCompany.caption,
            optional: true,
          }),
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
          ...withHindi({ type: 'text', source: 'label', label: 'Label', max: L.stats.label }),
        ],
      },
    ],
    summary: (content) => content.items.map((item) => item.value).join(' · '),
  },
  ...CONTACT_SECTION_SPECS,
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
