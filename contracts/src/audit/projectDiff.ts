import type { DiffSpec } from './diff.ts';

type Item = Record<string, unknown>;

/** A field of a list item as text: a string as it is, a number or yes/no written out; these fields hold nothing else. */
const text = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
};

/** A unit's title with its bedrooms, for people: "3 BHK Premium (3 bed)". */
const unitWords = (unit: Item): string => text(unit['unitTitle']) || 'Unit';

/** What history and "compare versions" read of a project: its fields, status, URL and grand flag. */
export const PROJECT_DIFF_SPEC: DiffSpec = {
  ignore: [
    '_id',
    'id',
    '_position',
    'revision',
    'createdAt',
    'updatedAt',
    'updatedBy',
    'postedAt',
    'deletedAt',
    'searchTerms',
    'cityKey',
    'localityKey',
    'developerKey',
    'geoCells',
    'priceMin',
    'priceMax',
    'bhk',
    'ownerId',
    'link',
    'asOf',
    'unitSummaries',
  ],
  identities: {
    // Units keep their id across edits; lists saved before units had ids are paired by title and bedrooms.
    units: (unit) =>
      text(unit['unitId']) || `${text(unit['unitTitle']).trim().toLowerCase()}/${text(unit['bedroomCount'])}`,
    reraDetails: (rera) => text(rera['projectReraId']).trim().toUpperCase(),
    faqs: (faq) => text(faq['question']).trim().toLowerCase(),
    hindiFaqs: (faq) => text(faq['question']).trim().toLowerCase(),
    nearbyPlaces: (place) => `${text(place['category'])}:${text(place['name']).trim().toLowerCase()}`,
  },
  fallbackIdentities: {
    units: (unit) => `${text(unit['unitTitle']).trim().toLowerCase()}/${text(unit['bedroomCount'])}`,
  },
  memberLabels: {
    units: unitWords,
    reraDetails: (rera) => text(rera['projectReraId']),
    faqs: (faq) => text(faq['question']),
    hindiFaqs: (faq) => text(faq['question']),
    nearbyPlaces: (place) => text(place['name']),
  },
  memberNouns: {
    units: 'Unit',
    reraDetails: 'RERA registration',
    faqs: 'FAQ',
    hindiFaqs: 'Hindi FAQ',
    nearbyPlaces: 'Nearby place',
  },
  fieldLabels: {
    projectType: 'Project type',
    projectSubType: 'Sub type',
    projectTitle: 'Project/Building name',
    projectArea: 'Project size',
    projectRating: 'Rating',
    highlightTags: 'Highlight tags',
    metaTitle: 'Meta title',
    metaDescription: 'Meta description',
    customProjectUrl: 'Custom URL',
    coverImage: 'Cover image',
    brochureUrl: 'Brochure',
    qrCodeUrl: 'RERA QR code',
    landAmenities: 'Land amenities',
    nearbyPlaces: 'Nearby places',
    launchDate: 'Launch month',
    builtDate: 'Built month',
    possessionStatus: 'Possession status',
    proposedPossessionDate: 'Proposed possession',
    numberOfUnits: 'Number of units',
    placeName: 'Place on the map',
    reraDetails: 'RERA details',
    faqs: 'FAQs',
    isGrandProject: 'Grand project',
    hindiProjectTitle: 'Hindi title',
    hindiDescription: 'Hindi description',
    hindiHighlightTags: 'Hindi highlights',
    hindiFaqs: 'Hindi FAQs',
    unitTitle: 'Title',
    bedroomCount: 'Bedrooms',
    bathroomCount: 'Bathrooms',
    primaryArea: 'Size',
    secondaryArea: 'Built-up area',
    tertiaryArea: 'Super built-up area',
    salePrice: 'Sale price',
    minPrice: 'Minimum price',
    maxPrice: 'Maximum price',
    plotMinPrice: 'Plot minimum price',
    plotMaxPrice: 'Plot maximum price',
    plotSalePrice: 'Plot sale price',
    plotAreaLength: 'Plot length',
    plotAreaBreadth: 'Plot breadth',
    plotDimensionUnit: 'Plot dimensions in',
    unitCount: 'Unit count',
    floorPlanUrl: 'Floor plan',
    projectReraId: 'RERA ID',
    reraExternalLink: 'RERA link',
    sinceYear: 'Since',
    logoUrl: 'Logo',
  },
};
