import type { Amenity, NearbyPlace, ProjectType, SeededRandom as Random } from '@aangan/contracts';
import type { DemoCityName } from './demoCities.ts';

/** What a demo project offers and what is near it, by what kind of project it is. */
const HOME_AMENITIES: Amenity[] = [
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
  'badmintonCourt',
  'pipedGas',
  'evCharging',
  'seniorCitizenSitOut',
];
const WORK_AMENITIES: Amenity[] = [
  'powerBackup',
  'lifts',
  'security',
  'cctvSurveillance',
  'reservedParking',
  'visitorParking',
  'fireSafety',
  'cafeteria',
  'convenienceStore',
  'evCharging',
  'rainwaterHarvesting',
];
const INDUSTRIAL_AMENITIES: Amenity[] = [
  'powerBackup',
  'security',
  'cctvSurveillance',
  'fireSafety',
  'reservedParking',
  'sewageTreatmentPlant',
  'rainwaterHarvesting',
];
const LAND_SITE_AMENITIES: Amenity[] = [
  'security',
  'gatedCommunity',
  'landscapedGardens',
  'joggingTrack',
  'rainwaterHarvesting',
  'cctvSurveillance',
];

export function amenitiesFor(r: Random, projectType: ProjectType, plotted: boolean): Amenity[] {
  if (plotted || projectType === 'Farmland') return r.some(LAND_SITE_AMENITIES, 2, 4);
  if (projectType === 'Industrial') return r.some(INDUSTRIAL_AMENITIES, 4, 7);
  if (projectType === 'Commercial') return r.some(WORK_AMENITIES, 5, 9);
  return r.some(HOME_AMENITIES, 8, 16);
}

/** Hospital groups that run hospitals in each city: a project is never "near" a hospital of another city. */
const HOSPITALS: Record<DemoCityName, readonly string[]> = {
  Noida: ['Fortis', 'Max', 'Apollo', 'Kailash', 'Jaypee'],
  Delhi: ['Max', 'Fortis', 'Apollo', 'Sir Ganga Ram', 'Manipal'],
  Mumbai: ['Kokilaben', 'Lilavati', 'Hinduja', 'Nanavati', 'Fortis'],
  Gurugram: ['Medanta', 'Fortis', 'Artemis', 'Max', 'Paras'],
  Lucknow: ['Medanta', 'Apollomedics', 'Sahara', 'Charak'],
  Hyderabad: ['Yashoda', 'Apollo', 'KIMS', 'Care', 'AIG'],
  Kolkata: ['AMRI', 'Apollo', 'Fortis', 'Ruby General', 'Narayana'],
  Pune: ['Ruby Hall', 'Sahyadri', 'Jehangir', 'Manipal', 'Aditya Birla'],
  Ahmedabad: ['Zydus', 'Apollo', 'Sterling', 'CIMS', 'Shalby'],
  Jaipur: ['Fortis', 'Narayana', 'Manipal', 'Eternal', 'Mahatma Gandhi'],
  Goa: ['Manipal', 'Healthway', 'Victor', 'Vrundavan'],
  Ghaziabad: ['Yashoda', 'Max', 'Manipal', 'Sarvodaya'],
  Meerut: ['Lokpriya', 'Anand', 'Nutema', 'Jaswant Rai'],
  'Greater Noida': ['Sharda', 'Yatharth', 'Kailash', 'Fortis'],
  Kanpur: ['Regency', 'Rama', 'Madhulok', 'Kulwanti'],
};
const SCHOOLS = [
  'Delhi Public School',
  'Kendriya Vidyalaya',
  'Ryan International School',
  'DAV Public School',
  'Podar International School',
  'St. Xavier’s School',
];
/** Each city's own malls and airport: a place near a project is one a buyer there would know. */
const MALLS: Record<DemoCityName, readonly string[]> = {
  Noida: ['DLF Mall of India', 'The Great India Place', 'Gardens Galleria', 'Logix City Centre'],
  'Greater Noida': ['Gaur City Mall', 'Omaxe Connaught Place', 'Ansal Plaza'],
  Delhi: ['Select Citywalk', 'DLF Promenade', 'Pacific Mall', 'Ambience Mall Vasant Kunj'],
  Mumbai: ['Phoenix Palladium', 'R City Mall', 'Infiniti Mall', 'Oberoi Mall'],
  Gurugram: ['Ambience Mall', 'DLF CyberHub', 'MGF Metropolitan Mall', 'Airia Mall'],
  Lucknow: ['Phoenix Palassio', 'Lulu Mall', 'Fun Republic Mall', 'Sahara Ganj Mall'],
  Hyderabad: ['Inorbit Mall', 'Sarath City Capital Mall', 'GVK One', 'Forum Sujana Mall'],
  Kolkata: ['South City Mall', 'Quest Mall', 'Acropolis Mall', 'City Centre Salt Lake'],
  Pune: ['Phoenix Marketcity', 'Amanora Mall', 'Seasons Mall', 'Westend Mall'],
  Ahmedabad: ['Ahmedabad One', 'Palladium Ahmedabad', 'Iscon Mega Mall'],
  Jaipur: ['World Trade Park', 'Pink Square Mall', 'Triton Mall'],
  Goa: ['Mall De Goa', 'Caculo Mall'],
  Ghaziabad: ['Shipra Mall', 'Opulent Mall', 'Pacific Mall Sahibabad'],
  Meerut: ['Shopprix Mall', 'PVS Mall'],
  Kanpur: ['Z Square Mall', 'Rave Moti Mall'],
};
const IGI = 'Indira Gandhi International Airport';
const AIRPORTS: Record<DemoCityName, string> = {
  Noida: IGI,
  'Greater Noida': IGI,
  Delhi: IGI,
  Gurugram: IGI,
  Ghaziabad: IGI,
  Meerut: 'Hindon Airport',
  Mumbai: 'Chhatrapati Shivaji Maharaj International Airport',
  Lucknow: 'Chaudhary Charan Singh International Airport',
  Hyderabad: 'Rajiv Gandhi International Airport',
  Kolkata: 'Netaji Subhas Chandra Bose International Airport',
  Pune: 'Pune Airport',
  Ahmedabad: 'Sardar Vallabhbhai Patel International Airport',
  Jaipur: 'Jaipur International Airport',
  Goa: 'Dabolim Airport',
  Kanpur: 'Kanpur Airport',
};
const BANKS = ['State Bank of India', 'HDFC Bank', 'ICICI Bank', 'Axis Bank', 'Punjab National Bank'];

const km = (r: Random, min: number, max: number): number => r.int(min * 10, max * 10) / 10;

/** Five to seven places by spec category, the nearest transit first: a metro where the city has one. */
export function demoNearbyPlaces(r: Random, city: DemoCityName, locality: string, hasMetro: boolean): NearbyPlace[] {
  const places: NearbyPlace[] = [
    hasMetro
      ? { category: 'metroStations', name: `${locality} Metro Station`, distanceKm: km(r, 0.4, 4) }
      : {
          category: 'railwayStations',
          name: city === 'Goa' ? 'Karmali Railway Station' : `${city} Railway Station`,
          distanceKm: km(r, 3, 15),
        },
    { category: 'hospital', name: `${r.pick(HOSPITALS[city])} Hospital, ${locality}`, distanceKm: km(r, 0.8, 6) },
    { category: 'school', name: `${r.pick(SCHOOLS)}, ${locality}`, distanceKm: km(r, 0.5, 4) },
    { category: 'shopping', name: `${r.pick(MALLS[city])}, ${city}`, distanceKm: km(r, 1, 8) },
    { category: 'bank', name: `${r.pick(BANKS)}, ${locality} branch`, distanceKm: km(r, 0.3, 3) },
  ];
  if (r.next() > 0.4) places.push({ category: 'parks', name: `${locality} Central Park`, distanceKm: km(r, 0.3, 2.5) });
  if (r.next() > 0.5)
    places.push({
      category: 'aerodrome',
      name: AIRPORTS[city],
      distanceKm: km(r, 12, 45),
    });
  return places;
}
