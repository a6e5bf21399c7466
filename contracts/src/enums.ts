import { z } from 'zod';
import { canonicalAreaUnit, INVALID_AREA_UNIT_MESSAGE } from './format.ts';
import {
  ALL_SUB_TYPES,
  AREA_UNITS,
  BEDROOM_FILTERS,
  NOTICE_PERIODS,
  PLOT_DIMENSION_UNITS,
  POSSESSION_STATUSES,
  PROJECT_SUB_TYPES,
  PROJECT_TYPES,
  SEARCH_SORTS,
  isSubTypeOf,
  type AreaUnit,
  type ProjectSubType,
} from './enumValues.ts';

export {
  NOTICE_PERIODS,
  PROJECT_TYPES,
  SEARCH_SORTS,
  PROJECT_SUB_TYPES,
  ALL_SUB_TYPES,
  BEDROOM_FILTERS,
  POSSESSION_STATUSES,
  isSubTypeOf,
  type ProjectSubType,
  AREA_UNITS,
  type AreaUnit,
};

/**
 * Fixed vocabularies shared by the API, the admin console and the public site. Each list is the
 * single source for its dropdown, its zod schema and its TypeScript union; stored values are the
 * array entries themselves, so renaming an entry is a data migration, not a copy edit.
 */

export const projectTypeSchema = z.enum(PROJECT_TYPES);
export const projectSubTypeSchema = z.enum(ALL_SUB_TYPES as [ProjectSubType, ...ProjectSubType[]]);
export type ProjectType = z.infer<typeof projectTypeSchema>;

export const NEARBY_PLACE_CATEGORIES = [
  'hospital',
  'school',
  'police',
  'restaurant',
  'pharmacy',
  'marketplace',
  'bank',
  'atm',
  'fuel',
  'bus_station',
  'aerodrome',
  'metroStations',
  'railwayStations',
  'parks',
  'shopping',
  'highways',
] as const;
export const nearbyPlaceCategorySchema = z.enum(NEARBY_PLACE_CATEGORIES);
export type NearbyPlaceCategory = z.infer<typeof nearbyPlaceCategorySchema>;

export const LAND_AMENITIES = [
  'sewage',
  'waterSupply',
  'loanAvailability',
  'streetLighting',
  'electricitySupply',
  'gasPipeline',
] as const;
export const landAmenitySchema = z.enum(LAND_AMENITIES);
export type LandAmenity = z.infer<typeof landAmenitySchema>;

export const AMENITIES = [
  'swimmingPool',
  'gymnasium',
  'clubhouse',
  'childrenPlayArea',
  'joggingTrack',
  'landscapedGardens',
  'powerBackup',
  'lifts',
  'security',
  'cctvSurveillance',
  'gatedCommunity',
  'reservedParking',
  'visitorParking',
  'intercom',
  'fireSafety',
  'rainwaterHarvesting',
  'sewageTreatmentPlant',
  'indoorGames',
  'multipurposeHall',
  'yogaDeck',
  'tennisCourt',
  'badmintonCourt',
  'basketballCourt',
  'cricketPitch',
  'spa',
  'cafeteria',
  'convenienceStore',
  'pipedGas',
  'evCharging',
  'seniorCitizenSitOut',
  'petPark',
  'amphitheatre',
  'vastuCompliant',
] as const;
export const amenitySchema = z.enum(AMENITIES);
export type Amenity = z.infer<typeof amenitySchema>;

/** Spec §4's three measures of a built unit, and the plot area a plot or a piece of land is sold by. */
export const AREA_TYPES = ['Carpet', 'Built-up', 'Super Built-up', 'Plot Area'] as const;
export const areaTypeSchema = z.enum(AREA_TYPES);
export type AreaType = z.infer<typeof areaTypeSchema>;

/** Spec §9 spellings such as `Acres` are read as the key they name; anything else is 'Invalid area unit'. */
export const areaUnitSchema = z.preprocess(
  (unit) => (typeof unit === 'string' ? (canonicalAreaUnit(unit) ?? unit) : unit),
  z.enum(AREA_UNITS, { error: INVALID_AREA_UNIT_MESSAGE }),
);

export const plotDimensionUnitSchema = z.enum(PLOT_DIMENSION_UNITS);

export const FURNISHING_STATUSES = ['Unfurnished', 'Furnished', 'Semi Furnished', 'Bareshell'] as const;
export const furnishingStatusSchema = z.enum(FURNISHING_STATUSES);
export type FurnishingStatus = z.infer<typeof furnishingStatusSchema>;

export const bedroomFilterSchema = z.enum(BEDROOM_FILTERS);
export type BedroomFilter = z.infer<typeof bedroomFilterSchema>;

export const BATHROOM_FILTERS = ['Shared', '1', '2', '3', '4+'] as const;
export const bathroomFilterSchema = z.enum(BATHROOM_FILTERS);
export type BathroomFilter = z.infer<typeof bathroomFilterSchema>;

export const bedroomFilterOf = (bedroomCount: number): BedroomFilter =>
  bedroomCount <= 0 ? 'Studio' : bedroomCount >= 4 ? '4+' : (String(bedroomCount) as BedroomFilter);

export const bathroomFilterOf = (bathroomCount: number): BathroomFilter =>
  bathroomCount <= 0 ? 'Shared' : bathroomCount >= 4 ? '4+' : (String(bathroomCount) as BathroomFilter);

export const WASHROOM_TYPES = ['Shared', 'Private'] as const;
export const washroomTypeSchema = z.enum(WASHROOM_TYPES);
export type WashroomType = z.infer<typeof washroomTypeSchema>;

export const DEDICATED_ROOMS = [
  'Pooja',
  'Study',
  'Store',
  'Dining',
  'Laundry',
  'Meeting',
  'Servant',
  'Others',
] as const;
export const dedicatedRoomSchema = z.enum(DEDICATED_ROOMS);
export type DedicatedRoom = z.infer<typeof dedicatedRoomSchema>;

export const OPEN_SIDES = [1, 2, 3, 4] as const;
export const openSidesSchema = z.literal(OPEN_SIDES);
export type OpenSides = z.infer<typeof openSidesSchema>;

export const possessionStatusSchema = z.enum(POSSESSION_STATUSES);
export type PossessionStatus = z.infer<typeof possessionStatusSchema>;

export const RERA_PROJECT_STATUSES = ['Completed', 'Ongoing', 'Planned'] as const;
export const reraProjectStatusSchema = z.enum(RERA_PROJECT_STATUSES);
export type ReraProjectStatus = z.infer<typeof reraProjectStatusSchema>;

export const noticePeriodSchema = z.enum(NOTICE_PERIODS);
export type NoticePeriod = z.infer<typeof noticePeriodSchema>;

/** Commercial units: Dry pantry has no water point, Wet pantry has one. */
export const PANTRY_TYPES = ['Dry', 'Wet', 'Shared', 'Not Available'] as const;
export const pantryTypeSchema = z.enum(PANTRY_TYPES);
export type PantryType = z.infer<typeof pantryTypeSchema>;

export const FLOORING_TYPES = [
  'Vitrified Tiles',
  'Ceramic Tiles',
  'Marble',
  'Italian Marble',
  'Granite',
  'Wooden',
  'Laminated',
  'Kota Stone',
  'Mosaic',
  'Vinyl',
  'Cement',
  'Others',
] as const;
export const flooringTypeSchema = z.enum(FLOORING_TYPES);
export type FlooringType = z.infer<typeof flooringTypeSchema>;

export const HIGHLIGHT_TAGS = [
  'RERA Registered',
  'Gated Community',
  'Vastu Compliant',
  'Near Metro',
  'Near Expressway',
  'Bank Loan Approved',
  'Freehold',
  'Low Density',
  'Green Building',
  'Smart Homes',
  'Park Facing',
  'Corner Property',
  'Lake View',
  'Golf View',
  'Sea View',
  'Luxury',
  'Affordable',
  'Investment Hotspot',
  'Possession Soon',
  'Zero Brokerage',
] as const;
export const highlightTagSchema = z.enum(HIGHLIGHT_TAGS);
export type HighlightTag = z.infer<typeof highlightTagSchema>;

export const FEATURED_CITIES = [
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
] as const;
export const featuredCitySchema = z.enum(FEATURED_CITIES);
export type FeaturedCity = z.infer<typeof featuredCitySchema>;

export const CITY_STATES: Record<FeaturedCity, string> = {
  Noida: 'Uttar Pradesh',
  Delhi: 'Delhi',
  Mumbai: 'Maharashtra',
  Gurugram: 'Haryana',
  Lucknow: 'Uttar Pradesh',
  Hyderabad: 'Telangana',
  Kolkata: 'West Bengal',
  Pune: 'Maharashtra',
  Ahmedabad: 'Gujarat',
  Jaipur: 'Rajasthan',
  Goa: 'Goa',
  Ghaziabad: 'Uttar Pradesh',
  Meerut: 'Uttar Pradesh',
};

export const searchSortSchema = z.enum(SEARCH_SORTS);
export type SearchSort = z.infer<typeof searchSortSchema>;
