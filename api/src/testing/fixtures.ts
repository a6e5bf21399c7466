import type { ProjectFields } from '@aangan/contracts';

/** A project that passes every posting rule. */
export function validProjectFields(overrides: Partial<ProjectFields> = {}): ProjectFields {
  return {
    projectType: 'Residential',
    projectSubType: 'Apartment',
    city: 'Noida',
    state: 'Uttar Pradesh',
    locality: 'Sector 150',
    projectTitle: 'Aranya Heights',
    projectArea: { areaSize: 12, areaUnit: 'acres' },
    highlightTags: ['RERA Registered', 'Near Metro'],
    description: 'Homes facing the sports city greens.',
    coverImage: '/uploads/demo/project-1.svg',
    photos: ['/uploads/demo/project-1.svg'],
    latitude: 28.4089,
    longitude: 77.4904,
    placeName: 'Aranya Heights, Sector 150',
    launchDate: '2025-04',
    possessionStatus: 'Under Construction',
    amenities: ['swimmingPool', 'gymnasium'],
    developer: { name: 'Vistara Buildcon', rating: 4 },
    units: [
      {
        unitTitle: '3 BHK',
        bedroomCount: 3,
        bathroomCount: 3,
        primaryArea: { areaSize: 1650, areaUnit: 'squareFeet', areaType: 'Carpet' },
        secondaryArea: { areaSize: 1900, areaUnit: 'squareFeet', areaType: 'Built-up' },
        tertiaryArea: { areaSize: 2150, areaUnit: 'squareFeet', areaType: 'Super Built-up' },
        minPrice: 1_45_00_000,
        maxPrice: 1_60_00_000,
        unitCount: 120,
      },
    ],
    ...overrides,
  };
}
