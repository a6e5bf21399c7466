import type { EnumsStrings } from '../en/enums.ts';

/** The names of the catalogue's fixed values: property types, possession statuses, amenities, nearby places, area units, sort orders, in Hindi. */
export const enums: EnumsStrings = {};
