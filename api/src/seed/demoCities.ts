import { CITY_STATES, type FeaturedCity } from '@aangan/contracts';

/**
 * The places the demo catalogue is set in and what property costs there. Every rate is rupees per
 * square foot of CARPET area (the area RERA requires prices to be quoted on, so about a third above
 * the "super built-up" rates brokers quote), as seen in 2025 listings; a demo unit's price is its
 * carpet (or plot) area times its rate, within ±15 %.
 *
 * - `rate`: homes (apartments, floors, villas) in that locality.
 * - commercial units: `rate` times SPACE_RATE_FACTORS (demoRates.ts) (a shop costs about twice a flat).
 * - `industrialLandRate`: the city's industrial area; built sheds, warehouses and factories add
 *   their construction cost (INDUSTRIAL_BUILD_COST).
 * - `farmLakhPerAcre`: agricultural land on the city's edge, in lakh rupees per acre.
 */
export interface DemoLocality {
  name: string;
  rate: number;
  lat: number;
  lng: number;
}

export interface DemoCity {
  localities: DemoLocality[];
  /** Where industry and farmland are: the city's edge, not its neighbourhoods (no home rate). */
  industrialArea: DemoLocality;
  farmBelt: DemoLocality;
  industrialLandRate: number;
  farmLakhPerAcre: number;
  hasMetro: boolean;
  coast: boolean;
}

const at = (name: string, rate: number, lat: number, lng: number): DemoLocality => ({ name, rate, lat, lng });

/** Cities the site's menus name besides the featured ones: the demo has projects there too. */
export const MENU_ONLY_CITIES = ['Greater Noida', 'Kanpur'] as const;
export type DemoCityName = FeaturedCity | (typeof MENU_ONLY_CITIES)[number];

export const DEMO_CITY_STATES: Record<DemoCityName, string> = {
  ...CITY_STATES,
  'Greater Noida': 'Uttar Pradesh',
  Kanpur: 'Uttar Pradesh',
};

export const DEMO_CITIES: Record<DemoCityName, DemoCity> = {
  Noida: {
    localities: [
      at('Sector 150', 14_000, 28.4312, 77.4742),
      at('Sector 137', 11_500, 28.5086, 77.4085),
      at('Sector 75', 12_500, 28.5777, 77.3856),
      at('Noida Extension', 8_500, 28.6006, 77.4372),
      at('Sector 62', 12_000, 28.6208, 77.3633),
      at('Sector 128', 22_000, 28.5218, 77.3593),
    ],
    industrialArea: at('Yamuna Expressway', 0, 28.367, 77.541),
    farmBelt: at('Jewar', 0, 28.122, 77.554),
    industrialLandRate: 3_500,
    farmLakhPerAcre: 150,
    hasMetro: true,
    coast: false,
  },
  Delhi: {
    localities: [
      at('Dwarka', 17_000, 28.5921, 77.046),
      at('Saket', 32_000, 28.5245, 77.2066),
      at('Vasant Kunj', 30_000, 28.5293, 77.1539),
      at('Rohini', 15_000, 28.7383, 77.0822),
      at('Greater Kailash', 38_000, 28.5482, 77.2341),
      at('Janakpuri', 20_000, 28.6219, 77.0878),
    ],
    industrialArea: at('Narela', 0, 28.8527, 77.0929),
    farmBelt: at('Bakhtawarpur', 0, 28.811, 77.153),
    industrialLandRate: 6_000,
    farmLakhPerAcre: 400,
    hasMetro: true,
    coast: false,
  },
  Mumbai: {
    localities: [
      at('Andheri West', 38_000, 19.1364, 72.8296),
      at('Powai', 34_000, 19.1176, 72.906),
      at('Thane West', 20_000, 19.2183, 72.9781),
      at('Bandra West', 70_000, 19.0596, 72.8295),
      at('Goregaon East', 30_000, 19.1663, 72.8526),
      at('Chembur', 32_000, 19.0522, 72.9005),
    ],
    industrialArea: at('Bhiwandi', 0, 19.2813, 73.0483),
    farmBelt: at('Karjat', 0, 18.9107, 73.3235),
    industrialLandRate: 6_500,
    farmLakhPerAcre: 120,
    hasMetro: true,
    coast: true,
  },
  Gurugram: {
    localities: [
      at('Golf Course Road', 28_000, 28.4503, 77.1011),
      at('Sohna Road', 15_000, 28.4089, 77.0418),
      at('Sector 65', 19_000, 28.4004, 77.0703),
      at('Dwarka Expressway', 14_500, 28.4977, 76.9934),
      at('DLF Phase 5', 30_000, 28.4432, 77.0999),
      at('Sector 102', 13_000, 28.4843, 76.9764),
    ],
    industrialArea: at('Manesar', 0, 28.354, 76.937),
    farmBelt: at('Sohna', 0, 28.2472, 77.065),
    industrialLandRate: 4_500,
    farmLakhPerAcre: 200,
    hasMetro: true,
    coast: false,
  },
  Lucknow: {
    localities: [
      at('Gomti Nagar', 9_500, 26.8562, 81.0055),
      at('Hazratganj', 11_000, 26.8505, 80.9463),
      at('Sushant Golf City', 7_500, 26.7786, 80.9872),
      at('Aliganj', 8_000, 26.8887, 80.9411),
      at('Indira Nagar', 8_500, 26.8721, 80.9941),
    ],
    industrialArea: at('Sarojini Nagar', 0, 26.759, 80.861),
    farmBelt: at('Mohanlalganj', 0, 26.6869, 80.9833),
    industrialLandRate: 1_800,
    farmLakhPerAcre: 60,
    hasMetro: true,
    coast: false,
  },
  Hyderabad: {
    localities: [
      at('Gachibowli', 12_500, 17.4401, 78.3489),
      at('Kondapur', 11_500, 17.4622, 78.3568),
      at('Kokapet', 13_500, 17.3959, 78.3326),
      at('Banjara Hills', 18_000, 17.4156, 78.4347),
      at('Madhapur', 13_000, 17.4483, 78.3915),
      at('Miyapur', 8_500, 17.4968, 78.3614),
    ],
    industrialArea: at('Shamshabad', 0, 17.2403, 78.4294),
    farmBelt: at('Shankarpalle', 0, 17.4552, 78.1309),
    industrialLandRate: 2_500,
    farmLakhPerAcre: 90,
    hasMetro: true,
    coast: false,
  },
  Kolkata: {
    localities: [
      at('New Town', 8_500, 22.5958, 88.4795),
      at('Salt Lake', 11_000, 22.5867, 88.4171),
      at('Rajarhat', 7_000, 22.6203, 88.4515),
      at('Behala', 6_500, 22.4986, 88.3104),
      at('Ballygunge', 16_000, 22.5276, 88.3651),
    ],
    industrialArea: at('Dankuni', 0, 22.68, 88.293),
    farmBelt: at('Baruipur', 0, 22.355, 88.439),
    industrialLandRate: 2_000,
    farmLakhPerAcre: 50,
    hasMetro: true,
    coast: false,
  },
  Pune: {
    localities: [
      at('Hinjewadi', 9_500, 18.5912, 73.7389),
      at('Baner', 13_000, 18.559, 73.7868),
      at('Kharadi', 12_500, 18.5515, 73.935),
      at('Wakad', 10_000, 18.5989, 73.7653),
      at('Hadapsar', 9_000, 18.5089, 73.926),
      at('Kothrud', 14_000, 18.5074, 73.8077),
    ],
    industrialArea: at('Chakan', 0, 18.7606, 73.8636),
    farmBelt: at('Mulshi', 0, 18.525, 73.515),
    industrialLandRate: 3_000,
    farmLakhPerAcre: 80,
    hasMetro: true,
    coast: false,
  },
  Ahmedabad: {
    localities: [
      at('SG Highway', 8_500, 23.0469, 72.5307),
      at('Bopal', 6_500, 23.0333, 72.4636),
      at('Prahlad Nagar', 9_500, 23.0121, 72.5108),
      at('Gota', 5_800, 23.1013, 72.5402),
      at('Satellite', 9_000, 23.0301, 72.5176),
    ],
    industrialArea: at('Sanand', 0, 22.992, 72.381),
    farmBelt: at('Bavla', 0, 22.83, 72.366),
    industrialLandRate: 1_800,
    farmLakhPerAcre: 70,
    hasMetro: true,
    coast: false,
  },
  Jaipur: {
    localities: [
      at('Vaishali Nagar', 7_000, 26.9115, 75.7435),
      at('Mansarovar', 6_000, 26.8505, 75.7628),
      at('Jagatpura', 5_200, 26.8253, 75.8605),
      at('Malviya Nagar', 7_500, 26.8549, 75.8243),
      at('Ajmer Road', 4_800, 26.8891, 75.6925),
    ],
    industrialArea: at('Sitapura', 0, 26.778, 75.84),
    farmBelt: at('Chomu', 0, 27.166, 75.724),
    industrialLandRate: 1_500,
    farmLakhPerAcre: 40,
    hasMetro: true,
    coast: false,
  },
  Goa: {
    localities: [
      at('Panaji', 14_000, 15.4909, 73.8278),
      at('Porvorim', 12_000, 15.5392, 73.8153),
      at('Margao', 9_500, 15.2832, 73.9862),
      at('Calangute', 13_000, 15.5439, 73.7553),
      at('Dona Paula', 16_000, 15.4543, 73.8045),
    ],
    industrialArea: at('Verna', 0, 15.36, 73.933),
    farmBelt: at('Assagao', 0, 15.596, 73.769),
    industrialLandRate: 2_200,
    farmLakhPerAcre: 150,
    hasMetro: false,
    coast: true,
  },
  Ghaziabad: {
    localities: [
      at('Indirapuram', 9_000, 28.6415, 77.3712),
      at('Raj Nagar Extension', 6_500, 28.6945, 77.4406),
      at('Crossings Republik', 6_000, 28.6295, 77.4398),
      at('Vaishali', 8_500, 28.6457, 77.3389),
      at('Kaushambi', 9_500, 28.6403, 77.3239),
    ],
    industrialArea: at('Loni', 0, 28.752, 77.286),
    farmBelt: at('Modinagar', 0, 28.835, 77.57),
    industrialLandRate: 2_800,
    farmLakhPerAcre: 100,
    hasMetro: true,
    coast: false,
  },
  Meerut: {
    localities: [
      at('Modipuram', 4_500, 29.0716, 77.7144),
      at('Shastri Nagar', 5_500, 28.9631, 77.7297),
      at('Pallavpuram', 4_200, 29.0453, 77.7098),
      at('Delhi Road', 4_800, 28.9568, 77.6856),
      at('Ganga Nagar', 5_000, 29.0052, 77.7547),
    ],
    industrialArea: at('Partapur', 0, 28.937, 77.723),
    farmBelt: at('Sardhana', 0, 29.145, 77.614),
    industrialLandRate: 1_400,
    farmLakhPerAcre: 45,
    hasMetro: true,
    coast: false,
  },
  'Greater Noida': {
    localities: [
      at('Pari Chowk', 9_000, 28.4665, 77.5129),
      at('Knowledge Park III', 8_000, 28.4726, 77.4855),
      at('Techzone 4', 8_500, 28.5925, 77.4473),
      at('Omicron 1', 7_000, 28.445, 77.53),
      at('Zeta 1', 6_800, 28.43, 77.51),
    ],
    industrialArea: at('Ecotech III', 0, 28.538, 77.457),
    farmBelt: at('Dankaur', 0, 28.351, 77.554),
    industrialLandRate: 3_200,
    farmLakhPerAcre: 120,
    hasMetro: true,
    coast: false,
  },
  Kanpur: {
    localities: [
      at('Swaroop Nagar', 9_000, 26.479, 80.317),
      at('Civil Lines', 10_000, 26.475, 80.34),
      at('Kakadeo', 7_000, 26.48, 80.295),
      at('Kalyanpur', 6_000, 26.505, 80.25),
      at('Govind Nagar', 6_500, 26.442, 80.305),
    ],
    industrialArea: at('Dada Nagar', 0, 26.435, 80.27),
    farmBelt: at('Bithoor', 0, 26.61, 80.27),
    industrialLandRate: 2_200,
    farmLakhPerAcre: 50,
    hasMetro: true,
    coast: false,
  },
};
