/** The names of the catalogue's fixed values: property types, possession statuses, amenities, nearby places, area units, sort orders. */
export const enums = {};

export type EnumsStrings = typeof enums;
