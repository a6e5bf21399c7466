import type { Amenity, LandAmenity, NearbyPlaceCategory } from './enums.ts';

/** Display names for enumerations whose stored values are camelCase keys. */

export const NEARBY_PLACE_CATEGORY_LABELS: Record<NearbyPlaceCategory, string> = {
  hospital: 'Hospital',
  school: 'School',
  police: 'Police Station',
  restaurant: 'Restaurant',
  pharmacy: 'Pharmacy',
  marketplace: 'Marketplace',
  bank: 'Bank',
  atm: 'ATM',
  fuel: 'Petrol Pump',
  bus_station: 'Bus Station',
  aerodrome: 'Airport',
  metroStations: 'Metro Station',
  railwayStations: 'Railway Station',
  parks: 'Park',
  shopping: 'Shopping',
  highways: 'Highway',
};

export const LAND_AMENITY_LABELS: Record<LandAmenity, string> = {
  sewage: 'Sewage',
  waterSupply: 'Water Supply',
  loanAvailability: 'Loan Availability',
  streetLighting: 'Street Lighting',
  electricitySupply: 'Electricity Supply',
  gasPipeline: 'Gas Pipeline',
};

export const AMENITY_LABELS: Record<Amenity, string> = {
  swimmingPool: 'Swimming Pool',
  gymnasium: 'Gymnasium',
  clubhouse: 'Clubhouse',
  childrenPlayArea: "Children's Play Area",
  joggingTrack: 'Jogging Track',
  landscapedGardens: 'Landscaped Gardens',
  powerBackup: 'Power Backup',
  lifts: 'Lifts',
  security: '24x7 Security',
  cctvSurveillance: 'CCTV Surveillance',
  gatedCommunity: 'Gated Community',
  reservedParking: 'Reserved Parking',
  visitorParking: 'Visitor Parking',
  intercom: 'Intercom',
  fireSafety: 'Fire Safety',
  rainwaterHarvesting: 'Rainwater Harvesting',
  sewageTreatmentPlant: 'Sewage Treatment Plant',
  indoorGames: 'Indoor Games',
  multipurposeHall: 'Multipurpose Hall',
  yogaDeck: 'Yoga Deck',
  tennisCourt: 'Tennis Court',
  badmintonCourt: 'Badminton Court',
  basketballCourt: 'Basketball Court',
  cricketPitch: 'Cricket Pitch',
  spa: 'Spa',
  cafeteria: 'Cafeteria',
  convenienceStore: 'Convenience Store',
  pipedGas: 'Piped Gas',
  evCharging: 'EV Charging',
  seniorCitizenSitOut: 'Senior Citizen Sit-out',
  petPark: 'Pet Park',
  amphitheatre: 'Amphitheatre',
  vastuCompliant: 'Vastu Compliant',
};

/** A unit's bedrooms as every screen names them: none is a studio, otherwise '3 BHK'. */
export const bedroomLabel = (bedroomCount: number): string => (bedroomCount === 0 ? 'Studio' : `${bedroomCount} BHK`);

/** A bedroom filter value (spec §3: Studio, 1, 2, 3, 4+) as the search names it: 'Studio', '2 BHK', '4+ BHK'. */
export const bedroomFilterLabel = (value: string): string => (value === 'Studio' ? value : `${value} BHK`);
