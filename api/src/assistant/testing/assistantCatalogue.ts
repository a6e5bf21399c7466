import type { ProjectFields, Unit } from '@aangan/contracts';
import { validProjectFields } from '../../testing/fixtures.ts';

/**
 * The known catalogue the assistant's tests post first: 13 projects in Noida, Gurugram, Mumbai,
 * Lucknow and Pune with varied types, BHKs, prices and possession, plus one draft that must never
 * be named. Prices are chosen so each budget in the test table has one exact answer.
 */

/** The unit's size with the built-up and super built-up areas a flat, office or house is sold by. */
const areas = (sqft: number): Pick<Unit, 'primaryArea' | 'secondaryArea' | 'tertiaryArea'> => ({
  primaryArea: { areaSize: sqft, areaUnit: 'squareFeet' },
  secondaryArea: { areaSize: Math.round(sqft * 1.15), areaUnit: 'squareFeet', areaType: 'Built-up' },
  tertiaryArea: { areaSize: Math.round(sqft * 1.3), areaUnit: 'squareFeet', areaType: 'Super Built-up' },
});
const home = (bhk: number, price: number, sqft = 500 + bhk * 400): Unit => ({
  unitTitle: `${bhk} BHK`,
  bedroomCount: bhk,
  bathroomCount: Math.max(1, bhk),
  ...areas(sqft),
  salePrice: price,
  unitCount: 20,
});
const space = (title: string, price: number, sqft: number): Unit => ({
  unitTitle: title,
  ...areas(sqft),
  salePrice: price,
  unitCount: 10,
});

export const ASSISTANT_CATALOGUE: Record<string, Partial<ProjectFields>> = {
  'Prakriti Greens': {
    city: 'Noida',
    locality: 'Sector 150',
    projectSubType: 'Apartment',
    possessionStatus: 'Under Construction',
    projectRating: 8.5,
    units: [home(2, 48_00_000, 1100), home(3, 72_00_000, 1450)],
    proposedPossessionDate: '2027-03',
    amenities: ['swimmingPool', 'gymnasium', 'clubhouse'],
    highlightTags: ['Near Metro'],
    reraDetails: [
      {
        projectReraId: 'UPRERAPRJ123456',
        sanctioningAuthority: 'UP RERA',
        reraExternalLink: 'https://up-rera.in/projects',
      },
    ],
    faqs: [
      {
        question: 'Is there a clubhouse?',
        answer: 'Yes. A 20,000 sq ft clubhouse with a swimming pool opens with Tower A.',
      },
    ],
    nearbyPlaces: [{ category: 'metroStations', name: 'Sector 148 Metro Station', distanceKm: 1.5 }],
  },
  'Shanti Villas': {
    city: 'Noida',
    locality: 'Sector 128',
    projectSubType: 'Independent House/Villa',
    possessionStatus: 'Ready to Move',
    builtDate: '2023-08',
    projectRating: 9,
    units: [home(4, 3_50_00_000, 3200)],
    highlightTags: ['Luxury'],
  },
  'Aranya Heights': {
    city: 'Noida',
    locality: 'Sector 75',
    projectSubType: 'Apartment',
    possessionStatus: 'Under Construction',
    projectRating: 7.5,
    highlightTags: ['Near Metro'],
  },
  'Utsav Residency': {
    city: 'Noida',
    locality: 'Noida Extension',
    projectSubType: 'Apartment',
    possessionStatus: 'Ready to Move',
    builtDate: '2023-08',
    projectRating: 7,
    units: [{ ...home(2, 0, 950), salePrice: undefined, minPrice: 38_00_000, maxPrice: 42_00_000 }],
    highlightTags: ['Affordable'],
  },
  'Aravali Towers': {
    city: 'Gurugram',
    state: 'Haryana',
    locality: 'Golf Course Road',
    projectSubType: 'Apartment',
    possessionStatus: 'Ready to Move',
    builtDate: '2023-08',
    projectRating: 9.5,
    units: [home(3, 2_40_00_000, 2100), home(4, 3_20_00_000, 2800)],
    amenities: ['swimmingPool', 'tennisCourt', 'spa', 'evCharging'],
    highlightTags: ['Luxury'],
  },
  'Kesar Business Park': {
    city: 'Gurugram',
    state: 'Haryana',
    locality: 'Sector 65',
    projectType: 'Commercial',
    projectSubType: 'Office Space',
    possessionStatus: 'Under Construction',
    projectRating: 8,
    units: [space('Office Suite', 1_20_00_000, 900)],
    highlightTags: ['Investment Hotspot'],
  },
  'Nakshatra Enclave': {
    city: 'Gurugram',
    state: 'Haryana',
    locality: 'Dwarka Expressway',
    projectSubType: 'Apartment',
    possessionStatus: 'Newly Launched',
    projectRating: 8,
    units: [{ ...home(3, 0, 1700), salePrice: undefined, minPrice: 1_10_00_000, maxPrice: 1_30_00_000 }],
    highlightTags: ['Near Expressway'],
  },
  'Samudra Residency': {
    city: 'Mumbai',
    state: 'Maharashtra',
    locality: 'Powai',
    projectSubType: 'Apartment',
    possessionStatus: 'Under Construction',
    projectRating: 8.8,
    proposedPossessionDate: '2028-06',
    units: [home(1, 95_00_000, 650), home(2, 1_60_00_000, 980)],
    highlightTags: ['Lake View'],
  },
  'Gulmohar Court': {
    city: 'Mumbai',
    state: 'Maharashtra',
    locality: 'Thane West',
    projectSubType: 'Apartment',
    possessionStatus: 'Ready to Move',
    builtDate: '2023-08',
    projectRating: 7.8,
    units: [home(2, 85_00_000, 850)],
    highlightTags: ['Near Metro'],
  },
  'Amaltas Gardens': {
    city: 'Lucknow',
    locality: 'Gomti Nagar',
    projectSubType: 'Apartment',
    possessionStatus: 'Ready to Move',
    builtDate: '2023-08',
    projectRating: 8.2,
    units: [home(2, 55_00_000, 1050), home(3, 78_00_000, 1400)],
    highlightTags: ['Gated Community'],
  },
  'Vasundhara Farms': {
    city: 'Lucknow',
    locality: 'Sushant Golf City',
    projectType: 'Farmland',
    projectSubType: 'Farm House',
    possessionStatus: 'Ready to Move',
    builtDate: '2023-08',
    projectRating: 7.2,
    units: [space('Farm House Plot', 45_00_000, 10_000)],
    landAmenities: ['waterSupply', 'electricitySupply'],
    highlightTags: ['Freehold'],
  },
  'Kalindi Meadows': {
    city: 'Pune',
    state: 'Maharashtra',
    locality: 'Hinjewadi',
    projectSubType: 'Apartment',
    possessionStatus: 'Under Construction',
    projectRating: 8.1,
    units: [home(2, 68_00_000, 1000), home(3, 92_00_000, 1350)],
    highlightTags: ['Investment Hotspot'],
  },
  'Prithvi Orchards': {
    city: 'Pune',
    state: 'Maharashtra',
    locality: 'Hadapsar',
    projectType: 'Farmland',
    projectSubType: 'Plots',
    possessionStatus: 'Newly Launched',
    projectRating: 6.9,
    units: [
      {
        unitTitle: 'Plot 2000 sq ft',
        primaryArea: { areaSize: 2000, areaUnit: 'squareFeet' },
        plotMinPrice: 25_00_000,
        plotMaxPrice: 40_00_000,
        unitCount: 50,
      },
    ],
    highlightTags: ['Freehold'],
  },
};

/** Saved as a draft only: the assistant must never name it. */
export const DRAFT_TITLE = 'Tulip Vista';
/** Posted, then deleted: the assistant must never name it either. */
export const DELETED_TITLE = 'Kesar Vatika';
export const DELETED_FIELDS: Partial<ProjectFields> = {
  city: 'Noida',
  locality: 'Sector 137',
  projectSubType: 'Apartment',
  units: [home(2, 52_00_000)],
  highlightTags: ['Near Metro'],
};

export const assistantProjectFields = (title: string): ProjectFields =>
  validProjectFields({ projectTitle: title, state: 'Uttar Pradesh', placeName: title, ...ASSISTANT_CATALOGUE[title] });
