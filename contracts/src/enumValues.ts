/**
 * Enumerations the browser bundles need, kept free of zod so importing them costs a few bytes.
 * Their schemas live in enums.ts.
 */
export const PROJECT_TYPES = ['Residential', 'Commercial', 'Industrial', 'Farmland'] as const;

export const SEARCH_SORTS = ['Price Low To High', 'Price High To Low', 'Newest'] as const;
