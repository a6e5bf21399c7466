/**
 * Enumerations the browser bundles need, kept free of zod so importing them costs a few bytes.
 * Their schemas live in enums.ts.
 */
export const PROJECT_TYPES = ['Residential', 'Commercial', 'Industrial', 'Farmland'] as const;

export const SEARCH_SORTS = ['Price Low To High', 'Price High To Low', 'Newest'] as const;

/** Search filters; a unit's bedroomCount 0 means Studio and bathroomCount 0 means Shared. */
export const BEDROOM_FILTERS = ['Studio', '1', '2', '3', '4+'] as const;

export const POSSESSION_STATUSES = ['Newly Launched', 'Ready to Move', 'Under Construction'] as const;

export type ProjectType = (typeof PROJECT_TYPES)[number];

// Warehouse is listed under both Commercial and Industrial: buyers look for it in either place.
export const PROJECT_SUB_TYPES = {
  Residential: [
    'Apartment',
    'Independent House/Villa',
    'Builder Floor',
    'Penthouse',
    'Studio Apartment',
    'Residential Plot',
    'Row House',
    'Serviced Apartment',
    'PG/Co-living',
  ],
  Commercial: [
    'Office Space',
    'Shop',
    'Showroom',
    'Retail Space',
    'SEZ Office',
    'Co-working Space',
    'Commercial Land',
    'Kiosk',
    'Food Court',
    'ATM Space',
    'Warehouse',
  ],
  Industrial: ['Industrial Land', 'Industrial Shed', 'Industrial Building', 'Warehouse', 'Factory', 'Cold Storage'],
  Farmland: ['Agricultural Land', 'Farm House', 'Plots'],
} as const satisfies Record<ProjectType, readonly string[]>;

export type ProjectSubType = (typeof PROJECT_SUB_TYPES)[ProjectType][number];

/** Every sub type once, in menu order (Residential first). */
export const ALL_SUB_TYPES: readonly ProjectSubType[] = [
  ...new Set(PROJECT_TYPES.flatMap((type) => PROJECT_SUB_TYPES[type])),
];

export const isSubTypeOf = (type: string, subType: string): boolean =>
  Object.hasOwn(PROJECT_SUB_TYPES, type) &&
  (PROJECT_SUB_TYPES[type as ProjectType] as readonly string[]).includes(subType);

/** Keys of the units a size is given in; format.ts converts and labels them. */
export const AREA_UNITS = ['squareFeet', 'squareYards', 'squareMeters', 'acres', 'ares', 'hectares', 'bigha'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];

/** What a plot's length and breadth are measured in (feet when a unit does not say). */
export const PLOT_DIMENSION_UNITS = ['feet', 'meters'] as const;
export type PlotDimensionUnit = (typeof PLOT_DIMENSION_UNITS)[number];
export const PLOT_DIMENSION_UNIT_LABELS: Readonly<Record<PlotDimensionUnit, string>> = { feet: 'ft', meters: 'm' };

/** Spec §3, the careers form's notice periods. */
export const NOTICE_PERIODS = ['Immediate', '15 days', '1 month', '2 months', '2+ months'] as const;
