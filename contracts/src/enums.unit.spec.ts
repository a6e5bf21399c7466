import { describe, expect, it } from 'vitest';
import {
  ADMIN_DATE_FILTERS,
  ALL_SUB_TYPES,
  AMENITIES,
  AMENITY_LABELS,
  CITY_STATES,
  DEVELOPER_RATING_MAX,
  DEVELOPER_RATING_MIN,
  ENQUIRY_MODAL_INTERVAL_MS,
  FEATURED_CITIES,
  HERO_CAROUSEL_INTERVAL_MS,
  HIGHLIGHT_POPUP_DELAY_MS,
  LAND_AMENITIES,
  NEARBY_PLACE_CATEGORIES,
  NEARBY_PLACE_CATEGORY_LABELS,
  PROJECT_SUB_TYPES,
  PROJECT_TYPES,
  SEARCH_SORTS,
  adminDateFilterDays,
  adminDateFilterSchema,
  bathroomFilterOf,
  bedroomFilterOf,
  isSubTypeOf,
  openSidesSchema,
  projectSubTypeSchema,
  projectTypeSchema,
} from './index.ts';

describe('enumerations', () => {
  it('lists the four project types and rejects anything else', () => {
    expect(PROJECT_TYPES).toEqual(['Residential', 'Commercial', 'Industrial', 'Farmland']);
    expect(projectTypeSchema.safeParse('Commercial').success).toBe(true);
    expect(projectTypeSchema.safeParse('residential').success).toBe(false);
  });

  it('groups sub types by project type and knows which belongs where', () => {
    expect(PROJECT_SUB_TYPES.Residential).toContain('Apartment');
    expect(PROJECT_SUB_TYPES.Commercial).toContain('SEZ Office');
    expect(PROJECT_SUB_TYPES.Farmland).toEqual(['Agricultural Land', 'Farm House', 'Plots']);
    expect(isSubTypeOf('Residential', 'Penthouse')).toBe(true);
    expect(isSubTypeOf('Commercial', 'Penthouse')).toBe(false);
    expect(isSubTypeOf('Industrial', 'Warehouse')).toBe(true);
    expect(isSubTypeOf('Commercial', 'Warehouse')).toBe(true);
    expect(isSubTypeOf('toString', 'Apartment')).toBe(false);
  });

  it('lists every sub type once, so Warehouse is not doubled', () => {
    expect(ALL_SUB_TYPES.filter((subType) => subType === 'Warehouse')).toHaveLength(1);
    expect(new Set(ALL_SUB_TYPES).size).toBe(ALL_SUB_TYPES.length);
    expect(ALL_SUB_TYPES[0]).toBe('Apartment');
    expect(projectSubTypeSchema.safeParse('Food Court').success).toBe(true);
    expect(projectSubTypeSchema.safeParse('Castle').success).toBe(false);
  });

  it('keeps the nearby place categories and land amenities the map and detail page use', () => {
    expect(NEARBY_PLACE_CATEGORIES).toEqual([
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
    ]);
    expect(LAND_AMENITIES).toEqual([
      'sewage',
      'waterSupply',
      'loanAvailability',
      'streetLighting',
      'electricitySupply',
      'gasPipeline',
    ]);
    expect(NEARBY_PLACE_CATEGORY_LABELS.aerodrome).toBe('Airport');
  });

  it('gives every amenity a camelCase key and a label', () => {
    expect(AMENITIES.length).toBeGreaterThanOrEqual(30);
    for (const amenity of AMENITIES) {
      expect(amenity).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(AMENITY_LABELS[amenity]).toBeTruthy();
    }
    expect(AMENITY_LABELS.swimmingPool).toBe('Swimming Pool');
  });

  it('maps bedroom and bathroom counts onto the search filters', () => {
    expect([0, 1, 3, 4, 7].map(bedroomFilterOf)).toEqual(['Studio', '1', '3', '4+', '4+']);
    expect([0, 2, 5].map(bathroomFilterOf)).toEqual(['Shared', '2', '4+']);
  });

  it('accepts one to four open sides only', () => {
    expect(openSidesSchema.safeParse(4).success).toBe(true);
    expect(openSidesSchema.safeParse(0).success).toBe(false);
    expect(openSidesSchema.safeParse(5).success).toBe(false);
  });

  it('features the thirteen cities in order, each with its state', () => {
    expect(FEATURED_CITIES).toEqual([
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
    ]);
    expect(CITY_STATES.Gurugram).toBe('Haryana');
    expect(CITY_STATES.Hyderabad).toBe('Telangana');
    expect(CITY_STATES.Meerut).toBe('Uttar Pradesh');
  });

  it('offers the three search sorts', () => {
    expect(SEARCH_SORTS).toEqual(['Price Low To High', 'Price High To Low', 'Newest']);
  });
});

describe('constants', () => {
  it('times the carousel, enquiry modal and highlight popup', () => {
    expect(HERO_CAROUSEL_INTERVAL_MS).toBe(20000);
    expect(ENQUIRY_MODAL_INTERVAL_MS).toBe(200000);
    expect(HIGHLIGHT_POPUP_DELAY_MS).toBe(3000);
    expect([DEVELOPER_RATING_MIN, DEVELOPER_RATING_MAX]).toEqual([1, 5]);
  });

  it('offers the admin date filters with their labels and reach', () => {
    expect(ADMIN_DATE_FILTERS.map((filter) => filter.value)).toEqual([
      'all',
      '1',
      '5',
      '7',
      '15',
      '30',
      '90',
      '180',
      '365',
    ]);
    expect(ADMIN_DATE_FILTERS.map((filter) => filter.label)).toEqual([
      'All',
      'Yesterday',
      'Last 5 Days',
      'Last 7 Days',
      'Last 15 Days',
      'Last 30 Days',
      'Last 90 Days',
      'Last 6 Months',
      'Last 1 Year',
    ]);
    expect(adminDateFilterDays('180')).toBe(180);
    expect(adminDateFilterDays('all')).toBeNull();
    expect(adminDateFilterSchema.safeParse('2').success).toBe(false);
  });
});
