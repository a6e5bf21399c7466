import {
  ALL_SUB_TYPES,
  AMENITY_LABELS,
  AREA_UNIT_LABELS,
  LAND_AMENITY_LABELS,
  NEARBY_PLACE_CATEGORY_LABELS,
  POSSESSION_STATUSES,
  PROJECT_TYPES,
  SEARCH_SORTS,
  bedroomFilterLabel,
  bedroomLabel,
} from '@aangan/contracts/browser';
import { ENGLISH_UNIT_WORDS } from '../../format/projectFormat.ts';

/** Each value named as itself: the English names of these values are the values. */
const named = <T extends string>(values: readonly T[]): Record<T, string> =>
  Object.fromEntries(values.map((value) => [value, value])) as unknown as Record<T, string>;

/** The names of the catalogue's fixed values: property types, possession statuses, amenities, nearby places, area units, sort orders. */
export const enums = {
  propertyTypes: named(PROJECT_TYPES),
  subTypes: named(ALL_SUB_TYPES),
  possession: named(POSSESSION_STATUSES),
  /** The highlight tags' names where an admin gave no Hindi of their own (the contracts' `HIGHLIGHT_TAGS`). */
  highlightTags: {
    'RERA Registered': 'RERA Registered',
    'Gated Community': 'Gated Community',
    'Vastu Compliant': 'Vastu Compliant',
    'Near Metro': 'Near Metro',
    'Near Expressway': 'Near Expressway',
    'Bank Loan Approved': 'Bank Loan Approved',
    Freehold: 'Freehold',
    'Low Density': 'Low Density',
    'Green Building': 'Green Building',
    'Smart Homes': 'Smart Homes',
    'Park Facing': 'Park Facing',
    'Corner Property': 'Corner Property',
    'Lake View': 'Lake View',
    'Golf View': 'Golf View',
    'Sea View': 'Sea View',
    Luxury: 'Luxury',
    Affordable: 'Affordable',
    'Investment Hotspot': 'Investment Hotspot',
    'Possession Soon': 'Possession Soon',
    'Zero Brokerage': 'Zero Brokerage',
  } as Record<string, string>,
  amenities: { ...AMENITY_LABELS },
  landAmenities: { ...LAND_AMENITY_LABELS },
  nearbyPlaces: { ...NEARBY_PLACE_CATEGORY_LABELS },
  areaUnits: { ...AREA_UNIT_LABELS },
  sorts: named(SEARCH_SORTS),
  /** A bedroom filter value (Studio, 1, 2, 3, 4+): 'Studio', '2 BHK', '4+ BHK'. */
  bhk: (value: string) => bedroomFilterLabel(value),
  /** A unit's bedrooms: 'Studio' for none, '3 BHK'. */
  bedrooms: (count: number) => bedroomLabel(count),
  /** The words of sizes, bedrooms and distances on cards and in the chat. */
  units: ENGLISH_UNIT_WORDS,
};

export type EnumsStrings = typeof enums;
