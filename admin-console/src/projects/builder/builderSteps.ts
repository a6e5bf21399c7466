import type { ProjectFields } from '@aangan/contracts';

/** The builder's steps, in the order the admin fills them; each lists the fields it holds. */
export const BUILDER_STEPS = [
  {
    id: 'basics',
    label: 'Basics',
    fields: {
      projectType: 'Project type',
      projectSubType: 'Sub type',
      city: 'City',
      state: 'State',
      locality: 'Locality',
      projectTitle: 'Project/Building name',
      projectArea: 'Project size',
      projectRating: 'Rating',
      highlightTags: 'Highlight tags',
      description: 'Description',
      hindiProjectTitle: 'Hindi title',
      hindiHighlightTags: 'Hindi highlights',
      hindiDescription: 'Hindi description',
    },
  },
  {
    id: 'location',
    label: 'Location',
    fields: { placeName: 'Place on the map', latitude: 'Latitude', longitude: 'Longitude' },
  },
  { id: 'units', label: 'Units', fields: { units: 'Units' } },
  {
    id: 'media',
    label: 'Media',
    fields: {
      coverImage: 'Cover image',
      photos: 'Photos',
      videos: 'Videos',
      brochureUrl: 'Brochure',
      qrCodeUrl: 'QR code',
    },
  },
  {
    id: 'amenities',
    label: 'Amenities',
    fields: { amenities: 'Amenities', landAmenities: 'Land amenities', nearbyPlaces: 'Nearby places' },
  },
  {
    id: 'dates',
    label: 'Dates & counts',
    fields: {
      launchDate: 'Launch month',
      builtDate: 'Built month',
      possessionStatus: 'Possession status',
      proposedPossessionDate: 'Proposed possession',
      numberOfUnits: 'Number of units',
      towers: 'Towers',
      floors: 'Floors',
    },
  },
  { id: 'rera', label: 'RERA', fields: { reraDetails: 'RERA details' } },
  { id: 'developer', label: 'Developer', fields: { developer: 'Developer' } },
  { id: 'faqs', label: 'FAQs & awards', fields: { faqs: 'FAQs', hindiFaqs: 'Hindi FAQs', awards: 'Awards' } },
  {
    id: 'seo',
    label: 'SEO',
    fields: { metaTitle: 'Meta title', metaDescription: 'Meta description', customProjectUrl: 'Custom URL' },
  },
] as const satisfies readonly { id: string; label: string; fields: Partial<Record<keyof ProjectFields, string>> }[];

export type BuilderStepId = (typeof BUILDER_STEPS)[number]['id'];

const fieldKeyOf = (path: string): string => path.split('.')[0] ?? path;

/** The step that holds a field path such as 'units.0.minPrice' or 'developer.rating'. */
export const stepOfPath = (path: string): BuilderStepId => {
  const key = fieldKeyOf(path);
  return BUILDER_STEPS.find((step) => Object.hasOwn(step.fields, key))?.id ?? 'basics';
};

/**
 * The input an error path belongs to: sizes are shown under their number box, awards under their
 * text box; every other path is its input's own source.
 */
export const inputPathOf = (path: string): string => {
  if (/^(projectArea|reraDetails\.\d+\.projectTotalArea)$/.test(path)) return `${path}.areaSize`;
  if (/^awards\.\d+$/.test(path)) return `${path}.name`;
  return path;
};
