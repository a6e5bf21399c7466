import type { ProjectType, SeededRandom as Random } from '@aangan/contracts';

/** Project names as Indian developers write them: brand, a name with meaning, a kind of place. */
const WORDS = [
  'Aranya',
  'Prakriti',
  'Shanti',
  'Vatika',
  'Utsav',
  'Akash',
  'Samudra',
  'Anand',
  'Kesar',
  'Tulip',
  'Orchid',
  'Amaltas',
  'Gulmohar',
  'Nakshatra',
  'Srishti',
  'Navya',
  'Aadya',
  'Ishana',
  'Vasundhara',
  'Kalindi',
  'Sparsh',
  'Mayur',
  'Sundaram',
  'Prithvi',
  'Parijat',
  'Chandan',
  'Neelkanth',
  'Saavan',
  'Tarang',
  'Vriksh',
  'Aangan',
  'Kanak',
  'Roshni',
  'Harit',
  'Sagar',
  'Abhinav',
];

/** Kinds of place by what is built there: no "Towers" of row houses, no "High Street" of sheds. */
const SUFFIXES: Record<string, string[]> = {
  towers: ['Heights', 'Residency', 'Towers', 'Vista', 'Court', 'Avenue', 'Skyline'],
  houses: ['Villas', 'Enclave', 'Greens', 'Meadows', 'Homes', 'Gardens'],
  plots: ['Enclave', 'Greens', 'Meadows', 'Township', 'Vihar'],
  offices: ['Business Park', 'Trade Centre', 'Corporate Hub', 'Tech Park'],
  shops: ['Square', 'Plaza', 'Arcade', 'High Street', 'Galleria'],
  industry: ['Industrial Park', 'Logistics Hub', 'Udyog Kendra', 'Manufacturing Zone', 'Warehousing Park'],
  farms: ['Farms', 'Retreat', 'Orchards', 'Green Acres', 'Farm Estate'],
};

const GROUP_OF: Record<string, string> = {
  'Independent House/Villa': 'houses',
  'Row House': 'houses',
  'Builder Floor': 'houses',
  'Residential Plot': 'plots',
  'Office Space': 'offices',
  'SEZ Office': 'offices',
  'Co-working Space': 'offices',
  'Commercial Land': 'offices',
  Shop: 'shops',
  Showroom: 'shops',
  'Retail Space': 'shops',
  Kiosk: 'shops',
  'Food Court': 'shops',
  'ATM Space': 'shops',
  Warehouse: 'industry',
};

const suffixesFor = (projectType: ProjectType, subType: string): string[] =>
  SUFFIXES[
    GROUP_OF[subType] ?? (projectType === 'Industrial' ? 'industry' : projectType === 'Farmland' ? 'farms' : 'towers')
  ];

/** A name no other project in `used` has (and then it is added there). */
export function projectName(
  r: Random,
  developer: string,
  projectType: ProjectType,
  subType: string,
  used?: Set<string>,
): string {
  const brand = developer.split(' ')[0];
  for (;;) {
    const name = `${brand} ${r.pick(WORDS)} ${r.pick(suffixesFor(projectType, subType))}`;
    if (!used) return name;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}
