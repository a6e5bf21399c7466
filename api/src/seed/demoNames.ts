import type { ProjectType } from '@aangan/contracts';
import type { Random } from './random.ts';

/** Project names as Indian developers write them: brand, a name with meaning, a kind of place. */
const WORDS = [
  'Aranya', 'Prakriti', 'Shanti', 'Vatika', 'Utsav', 'Akash', 'Samudra', 'Anand', 'Kesar', 'Tulip', 'Orchid', 'Amaltas',
  'Gulmohar', 'Nakshatra', 'Srishti', 'Navya', 'Aadya', 'Ishana', 'Vasundhara', 'Kalindi', 'Sparsh', 'Mayur', 'Sundaram', 'Prithvi',
  'Parijat', 'Chandan', 'Neelkanth', 'Saavan', 'Tarang', 'Vriksh', 'Aangan', 'Kanak', 'Roshni', 'Harit', 'Sagar', 'Abhinav',
];

const SUFFIXES: Record<ProjectType, string[]> = {
  Residential: ['Heights', 'Residency', 'Greens', 'Enclave', 'Towers', 'Vista', 'Meadows', 'Court', 'Homes', 'Gardens', 'Villas', 'Avenue'],
  Commercial: ['Business Park', 'Trade Centre', 'Square', 'Corporate Hub', 'Plaza', 'Arcade', 'High Street'],
  Industrial: ['Industrial Park', 'Logistics Hub', 'Udyog Kendra', 'Manufacturing Zone', 'Warehousing Park'],
  Farmland: ['Farms', 'Retreat', 'Orchards', 'Green Acres', 'Farm Estate'],
};

/** A name no other project in `used` has (and then it is added there). */
export function projectName(r: Random, developer: string, projectType: ProjectType, used?: Set<string>): string {
  const brand = developer.split(' ')[0]!;
  for (;;) {
    const name = `${brand} ${r.pick(WORDS)} ${r.pick(SUFFIXES[projectType])}`;
    if (!used) return name;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}
