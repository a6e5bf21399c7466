import type { DemoCityName } from './demoCities.ts';

/**
 * Fictional developers of the demo catalogue, each with a history a buyer can weigh: the year it
 * was established, how many projects it has delivered, where it builds and what it is known for.
 * A developer only builds in its own cities, so every project's developer is a plausible one.
 */
export interface DemoDeveloper {
  name: string;
  established: number;
  delivered: number;
  rating: 3 | 4 | 5;
  cities: readonly DemoCityName[];
  knownFor: string;
}

const dev = (
  name: string,
  established: number,
  delivered: number,
  rating: 3 | 4 | 5,
  cities: DemoCityName[],
  knownFor: string,
): DemoDeveloper => ({
  name,
  established,
  delivered,
  rating,
  cities,
  knownFor,
});

export const DEMO_DEVELOPERS: readonly DemoDeveloper[] = [
  dev(
    'Vistara Buildcon',
    1994,
    46,
    4,
    ['Noida', 'Ghaziabad', 'Delhi', 'Greater Noida'],
    'mid-rise family housing along the Noida Expressway',
  ),
  dev('Aravali Infra', 2006, 21, 4, ['Gurugram', 'Delhi'], 'low-density gated communities off Sohna Road'),
  dev(
    'Ganga Homes',
    2009,
    24,
    3,
    ['Noida', 'Ghaziabad', 'Meerut', 'Lucknow', 'Greater Noida', 'Kanpur'],
    'affordable homes near metro and RRTS stations',
  ),
  dev(
    'Shivalik Projects',
    1987,
    64,
    5,
    ['Delhi', 'Gurugram', 'Noida'],
    'builder floors and premium towers in South Delhi and Gurugram',
  ),
  dev('Awadh Nirman', 1998, 32, 4, ['Lucknow', 'Meerut', 'Kanpur'], 'townships and plotted colonies in Lucknow'),
  dev('Sahyadri Realty', 1991, 58, 5, ['Mumbai', 'Pune', 'Goa'], 'redevelopment towers in the western suburbs'),
  dev('Konkan Spaces', 2008, 17, 4, ['Mumbai', 'Goa'], 'compact homes near suburban railway stations'),
  dev('Deccan Dwellings', 2002, 29, 4, ['Pune', 'Mumbai'], 'IT-corridor apartments in Hinjewadi and Kharadi'),
  dev('Nizam Infra', 1996, 37, 4, ['Hyderabad'], 'gated villa communities west of the city'),
  dev('Kakatiya Developers', 2011, 14, 4, ['Hyderabad', 'Pune'], 'high-rise towers in the financial district'),
  dev('Hooghly Habitat', 1989, 41, 4, ['Kolkata'], 'apartments and offices in New Town and Salt Lake'),
  dev('Sundarban Estates', 2007, 12, 3, ['Kolkata'], 'value homes in the southern suburbs'),
  dev('Sabarmati Landmarks', 1993, 44, 5, ['Ahmedabad', 'Jaipur'], 'towers and business parks along SG Highway'),
  dev('Narmada Infracon', 2005, 23, 4, ['Ahmedabad'], 'plotted developments and industrial parks near Sanand'),
  dev('Amber Heritage Homes', 2000, 27, 4, ['Jaipur', 'Delhi'], 'villas and plotted townships on Ajmer Road'),
  dev('Mandovi Coastal Homes', 2004, 19, 4, ['Goa', 'Mumbai'], 'low-rise holiday homes a short drive from the beaches'),
  dev(
    'Udyog Parks India',
    1999,
    52,
    4,
    [
      'Noida',
      'Gurugram',
      'Pune',
      'Ahmedabad',
      'Hyderabad',
      'Kolkata',
      'Mumbai',
      'Lucknow',
      'Jaipur',
      'Ghaziabad',
      'Meerut',
      'Delhi',
      'Goa',
      'Greater Noida',
      'Kanpur',
    ],
    'warehousing and industrial sheds near highways',
  ),
  dev(
    'Kisan Bhoomi Farms',
    2009,
    34,
    3,
    [
      'Noida',
      'Gurugram',
      'Pune',
      'Hyderabad',
      'Jaipur',
      'Lucknow',
      'Ahmedabad',
      'Goa',
      'Meerut',
      'Kolkata',
      'Delhi',
      'Mumbai',
      'Ghaziabad',
      'Greater Noida',
      'Kanpur',
    ],
    'managed farmland and farm-house estates',
  ),
  dev(
    'Meridian Commercial',
    1997,
    38,
    5,
    [
      'Mumbai',
      'Gurugram',
      'Noida',
      'Hyderabad',
      'Pune',
      'Kolkata',
      'Delhi',
      'Ahmedabad',
      'Lucknow',
      'Jaipur',
      'Ghaziabad',
      'Goa',
      'Meerut',
      'Greater Noida',
      'Kanpur',
    ],
    'Grade A offices and high-street retail',
  ),
];

/** Developers that build this kind of project: specialists for land, industry and offices. */
export function developersFor(city: DemoCityName, projectType: string): DemoDeveloper[] {
  const inCity = DEMO_DEVELOPERS.filter((d) => d.cities.includes(city));
  const specialist =
    projectType === 'Industrial'
      ? 'Udyog Parks India'
      : projectType === 'Farmland'
        ? 'Kisan Bhoomi Farms'
        : projectType === 'Commercial'
          ? 'Meridian Commercial'
          : null;
  const generalists = inCity.filter(
    (d) => !['Udyog Parks India', 'Kisan Bhoomi Farms', 'Meridian Commercial'].includes(d.name),
  );
  if (projectType === 'Residential') return generalists;
  // Regional developers build some offices and shops too; industry and farmland are left to specialists.
  const specialists = inCity.filter((d) => d.name === specialist);
  return projectType === 'Commercial' ? [...specialists, ...generalists] : specialists;
}

export function developerAbout(developer: DemoDeveloper, year: number): string {
  return `Established in ${developer.established}, ${developer.name} has delivered ${developer.delivered} projects in ${developer.cities.length > 4 ? 'cities across India' : developer.cities.join(', ')} over ${year - developer.established} years, and is known for ${developer.knownFor}.`;
}
