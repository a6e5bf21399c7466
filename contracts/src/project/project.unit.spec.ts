import { describe, expect, it } from 'vitest';
import { CUSTOM_URL_MAX_LENGTH } from '../constants.ts';
import {
  type ProjectFields,
  type Unit,
  addUnit,
  mergeSameUnits,
  customUrlSchema,
  developerSchema,
  projectFieldsSchema,
  projectLink,
  reraDetailSchema,
  slugify,
  slugWithSuffix,
  UNIT_MESSAGES,
  UNIT_PRICE_FIELDS,
  unitSchema,
  validateCustomUrl,
  validateProjectForPost,
  validateUnit,
} from './index.ts';

const unit = (overrides: Partial<Unit> = {}): Unit => ({
  unitTitle: '3 BHK',
  bedroomCount: 3,
  bathroomCount: 3,
  primaryArea: { areaSize: 1100, areaUnit: 'squareFeet', areaType: 'Carpet' },
  secondaryArea: { areaSize: 1300, areaUnit: 'squareFeet', areaType: 'Built-up' },
  tertiaryArea: { areaSize: 1450, areaUnit: 'squareFeet', areaType: 'Super Built-up' },
  minPrice: 9500000,
  maxPrice: 12000000,
  unitCount: 40,
  ...overrides,
});

const postable = (overrides: Partial<ProjectFields> = {}): ProjectFields => ({
  projectType: 'Residential',
  projectSubType: 'Apartment',
  city: 'Noida',
  state: 'Uttar Pradesh',
  locality: 'Sector 150',
  projectTitle: 'Green Meadows',
  projectArea: { areaSize: 5, areaUnit: 'acres' },
  units: [unit()],
  coverImage: '/uploads/projects/green-meadows/cover.jpg',
  highlightTags: ['Gated Community', 'Near Metro'],
  description: '<p>Low-rise homes beside the sports city.</p>',
  latitude: 28.4089,
  longitude: 77.5157,
  placeName: 'Green Meadows, Sector 150',
  launchDate: '2025-03',
  possessionStatus: 'Under Construction',
  amenities: ['swimmingPool'],
  ...overrides,
});

const messages = (fields: ProjectFields) => validateProjectForPost(fields).map((error) => error.message);

describe('posting a project', () => {
  it('accepts a complete project', () => {
    expect(validateProjectForPost(postable())).toEqual([]);
  });

  it('reports every missing field in the order of the form', () => {
    expect(validateProjectForPost({})).toEqual([
      { path: 'projectType', message: 'Project Type is missing' },
      { path: 'projectSubType', message: 'Sub Type is missing' },
      { path: 'city', message: 'City is missing' },
      { path: 'projectTitle', message: 'Project/Building Name is missing' },
      { path: 'locality', message: 'Locality is missing' },
      { path: 'projectArea', message: 'Project Size is missing' },
      { path: 'units', message: 'Please add at least one unit' },
      { path: 'coverImage', message: 'Please Upload at least one image' },
      { path: 'highlightTags', message: 'Project Highlights is missing' },
      { path: 'description', message: 'Project description is missing' },
      { path: 'launchDate', message: 'Launch Month is missing' },
      { path: 'possessionStatus', message: 'Possession Status is missing' },
      { path: 'amenities', message: 'Amenities is missing' },
      { path: 'placeName', message: 'Please select project/building from google dropdown list' },
    ]);
  });

  it('asks a ready project for its built month, and accepts land amenities in place of amenities', () => {
    expect(validateProjectForPost(postable({ possessionStatus: 'Ready to Move' }))).toEqual([
      { path: 'builtDate', message: 'Built Month is missing' },
    ]);
    expect(validateProjectForPost(postable({ possessionStatus: 'Ready to Move', builtDate: '2024-11' }))).toEqual([]);
    expect(validateProjectForPost(postable({ amenities: [], landAmenities: ['waterSupply'] }))).toEqual([]);
  });

  it('asks flats for built-up and super built-up areas, houses for built-up, land for neither', () => {
    const bare = unit({ secondaryArea: undefined, tertiaryArea: undefined });
    expect(validateProjectForPost(postable({ units: [bare] }))).toEqual([
      { path: 'units.0.secondaryArea', message: 'Built-up Area is missing' },
      { path: 'units.0.tertiaryArea', message: 'Super Built-up Area is missing' },
    ]);
    expect(validateProjectForPost(postable({ projectSubType: 'Independent House/Villa', units: [bare] }))).toEqual([
      { path: 'units.0.secondaryArea', message: 'Built-up Area is missing' },
    ]);
    expect(validateProjectForPost(postable({ projectSubType: 'Residential Plot', units: [bare] }))).toEqual([]);
  });

  it('treats blank text and an empty rich-text description as missing', () => {
    expect(messages(postable({ projectTitle: '  ', description: '<p><br></p>&nbsp;' }))).toEqual([
      'Project/Building Name is missing',
      'Project description is missing',
    ]);
  });

  it('accepts photos instead of a cover image', () => {
    expect(messages(postable({ coverImage: undefined, photos: ['https://cdn.example.in/a.jpg'] }))).toEqual([]);
    expect(messages(postable({ coverImage: '', photos: [] }))).toEqual(['Please Upload at least one image']);
  });

  it('needs latitude, longitude and the building picked from the map', () => {
    expect(messages(postable({ placeName: '' }))).toEqual(['Please select project/building from google dropdown list']);
    expect(messages(postable({ placeName: '', latitude: undefined }))).toEqual([
      'Please select project/building from google dropdown list',
    ]);
    // A place picked without a position (a locality the catalogue has no pin for): the message names our map.
    expect(validateProjectForPost(postable({ longitude: undefined }))).toEqual([
      {
        path: 'latitude',
        message: 'Set the project’s position: click the map on the Location step, or type the latitude and longitude',
      },
    ]);
  });

  it('refuses a sub type of another project type', () => {
    expect(validateProjectForPost(postable({ projectSubType: 'Showroom' }))).toEqual([
      { path: 'projectSubType', message: 'Sub Type does not belong to the selected Project Type' },
    ]);
  });

  it('reports unit failures under the unit index', () => {
    const errors = validateProjectForPost(
      postable({ units: [unit(), unit({ unitTitle: ' ', bedroomCount: undefined })] }),
    );
    expect(errors).toEqual([
      { path: 'units.1.unitTitle', message: 'Unit Title is missing' },
      { path: 'units.1.bedroomCount', message: 'Number of Bedrooms is missing' },
    ]);
  });

  it('caps highlight tags at 5 and project rating at 10', () => {
    const tags = ['Luxury', 'Freehold', 'Near Metro', 'Sea View', 'Low Density', 'Smart Homes'] as const;
    expect(messages(postable({ highlightTags: [...tags], projectRating: 11 }))).toEqual([
      'You can select up to 5 tags only',
      'Max. rating is 10 only',
    ]);
    expect(projectFieldsSchema.safeParse({ highlightTags: tags }).error?.issues[0]?.message).toBe(
      'You can select up to 5 tags only',
    );
    expect(projectFieldsSchema.safeParse({ projectRating: 10.5 }).error?.issues[0]?.message).toBe(
      'Max. rating is 10 only',
    );
    expect(projectFieldsSchema.safeParse({ projectRating: 10 }).success).toBe(true);
  });

  it('keeps the developer rating between 1 and 5', () => {
    expect(developerSchema.safeParse({ name: 'Gaurs', rating: 6 }).error?.issues[0]?.message).toBe(
      'Developer rating must be between 1 and 5',
    );
    expect(developerSchema.safeParse({ name: 'Gaurs', rating: 0 }).error?.issues[0]?.message).toBe(
      'Developer rating must be between 1 and 5',
    );
    expect(developerSchema.safeParse({ name: 'Gaurs', rating: 4.5, sinceYear: 1995 }).success).toBe(true);
    expect(messages(postable({ developer: { name: 'Gaurs', rating: 7 } }))).toEqual([
      'Developer rating must be between 1 and 5',
    ]);
  });
});

describe('project fields', () => {
  it('lets a draft hold any part of a project', () => {
    expect(projectFieldsSchema.safeParse({ projectTitle: 'Half done', city: '' }).success).toBe(true);
  });

  it('rejects unknown keys, including operator-looking ones', () => {
    const result = projectFieldsSchema.safeParse({ projectTitle: 'X', $set: { status: 'posted' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
    expect(unitSchema.safeParse({ ...unit(), $where: '1' }).success).toBe(false);
  });

  it('trims text and accepts uploaded paths or https links for media', () => {
    const parsed = projectFieldsSchema.parse({
      projectTitle: '  Green Meadows ',
      coverImage: '/uploads/a/b.png',
      photos: ['https://cdn.example.in/x.jpg'],
    });
    expect(parsed.projectTitle).toBe('Green Meadows');
    expect(projectFieldsSchema.safeParse({ coverImage: 'http://cdn.example.in/x.jpg' }).success).toBe(false);
    expect(projectFieldsSchema.safeParse({ coverImage: '/uploads/../secrets' }).success).toBe(false);
    expect(projectFieldsSchema.safeParse({ brochureUrl: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('takes launch and built dates as a month or a day', () => {
    expect(projectFieldsSchema.safeParse({ launchDate: '2024-02', builtDate: '2026-11-30' }).success).toBe(true);
    expect(projectFieldsSchema.safeParse({ launchDate: '2024-13' }).success).toBe(false);
    expect(projectFieldsSchema.safeParse({ builtDate: '2025-02-30' }).success).toBe(false);
  });

  it('bounds latitude and longitude', () => {
    expect(projectFieldsSchema.safeParse({ latitude: 91 }).success).toBe(false);
    expect(projectFieldsSchema.safeParse({ longitude: -181 }).success).toBe(false);
  });

  it('checks RERA dates and links', () => {
    const rera = {
      projectReraId: 'UPRERAPRJ1234',
      projectStatus: 'Ongoing',
      reraExternalLink: 'https://up-rera.in/projects',
    };
    expect(
      reraDetailSchema.safeParse({ ...rera, projectStartDate: '2022-01-10', projectCompletionDate: '2026-12-31' })
        .success,
    ).toBe(true);
    expect(
      reraDetailSchema.safeParse({ ...rera, projectStartDate: '2026-01-10', projectCompletionDate: '2022-12-31' }).error
        ?.issues[0]?.message,
    ).toBe('Project completion date cannot be before its start date');
    expect(reraDetailSchema.safeParse({ ...rera, reraExternalLink: 'http://up-rera.in' }).success).toBe(false);
  });
});

describe('units', () => {
  const residential = { projectType: 'Residential', projectArea: { areaSize: 1, areaUnit: 'acres' as const } };

  it('lists every price field of the unit schema once', () => {
    const priceFields = Object.keys(unitSchema.shape).filter((key) => key.endsWith('Price'));
    expect([...UNIT_PRICE_FIELDS].sort()).toEqual(priceFields.sort());
  });

  it('takes a size in bighas only in a state that keeps a bigha, converting it by that state', () => {
    const farm = { areaSize: 2, areaUnit: 'bigha' as const };
    const plot = unit({ bedroomCount: undefined, bathroomCount: undefined, primaryArea: farm });
    const land = { projectType: 'Farmland', projectArea: { areaSize: 1, areaUnit: 'acres' as const } };
    expect(validateUnit(plot, { ...land, state: 'Uttar Pradesh' })).toEqual([
      { path: 'primaryArea', message: UNIT_MESSAGES.sizeAboveProject },
    ]);
    // Two West Bengal bighas (28,800 sq ft) fit in an acre; two of Uttar Pradesh (54,000) do not.
    expect(validateUnit(plot, { ...land, state: 'West Bengal' })).toEqual([]);
    expect(validateUnit(plot, { ...land, state: 'Maharashtra' })).toEqual([
      { path: 'primaryArea', message: UNIT_MESSAGES.noBighaHere },
    ]);
    expect(messages(postable({ state: 'Karnataka', projectArea: { areaSize: 10, areaUnit: 'bigha' } }))).toContain(
      UNIT_MESSAGES.noBighaHere,
    );
  });

  it('accepts a complete unit and defaults its count to 1', () => {
    expect(validateUnit(unit(), residential)).toEqual([]);
    const { unitCount: _ignored, ...withoutCount } = unit();
    expect(unitSchema.parse(withoutCount).unitCount).toBe(1);
  });

  it('needs title, bedrooms, bathrooms and size for a residential unit', () => {
    expect(validateUnit({ unitTitle: '' }, residential)).toEqual([
      { path: 'unitTitle', message: 'Unit Title is missing' },
      { path: 'bedroomCount', message: 'Number of Bedrooms is missing' },
      { path: 'bathroomCount', message: 'Number of Bathrooms is missing' },
      { path: 'primaryArea', message: 'Unit Size is missing' },
    ]);
  });

  it('does not ask for bedrooms in a commercial unit', () => {
    const shop = unit({ unitTitle: 'Ground floor shop', bedroomCount: undefined, bathroomCount: undefined });
    expect(validateUnit(shop, { projectType: 'Commercial', projectArea: residential.projectArea })).toEqual([]);
  });

  it('does not ask for bedrooms in a residential plot', () => {
    const plot = unit({
      unitTitle: 'Plot 30 × 40 ft',
      bedroomCount: undefined,
      bathroomCount: undefined,
      secondaryArea: undefined,
      tertiaryArea: undefined,
    });
    expect(validateUnit(plot, { ...residential, projectSubType: 'Residential Plot' })).toEqual([]);
  });

  it('keeps 0 as Studio and Shared rather than missing', () => {
    expect(validateUnit(unit({ unitTitle: 'Studio', bedroomCount: 0, bathroomCount: 0 }), residential)).toEqual([]);
  });

  it('compares unit and project size in square feet, whatever the units', () => {
    const big = unit({ primaryArea: { areaSize: 50000, areaUnit: 'squareFeet' } });
    expect(validateUnit(big, residential)).toEqual([
      { path: 'primaryArea', message: 'Unit Size should not be greater than Project Size' },
    ]);
    expect(
      validateUnit(
        unit({
          primaryArea: { areaSize: 4840, areaUnit: 'squareYards' },
          secondaryArea: undefined,
          tertiaryArea: undefined,
        }),
        residential,
      ),
    ).toEqual([]);
    expect(validateUnit(unit({ secondaryArea: { areaSize: 4500, areaUnit: 'squareMeters' } }), residential)).toEqual([
      { path: 'secondaryArea', message: 'Unit Size should not be greater than Project Size' },
    ]);
    expect(validateProjectForPost(postable({ projectArea: { areaSize: 1, areaUnit: 'acres' }, units: [big] }))).toEqual(
      [{ path: 'units.0.primaryArea', message: 'Unit Size should not be greater than Project Size' }],
    );
  });

  it('refuses a minimum price above the maximum, plots included', () => {
    expect(validateUnit(unit({ minPrice: 2, maxPrice: 1, plotMinPrice: 5, plotMaxPrice: 4 }), residential)).toEqual([
      { path: 'minPrice', message: 'Minimum Price cannot exceed Maximum Price' },
      { path: 'plotMinPrice', message: 'Minimum Plot Price cannot exceed Maximum Plot Price' },
    ]);
  });

  it('calls unusable sizes and prices invalid', () => {
    expect(
      validateUnit(unit({ salePrice: -1, primaryArea: { areaSize: Number.NaN, areaUnit: 'squareFeet' } }), residential),
    ).toEqual([
      { path: 'primaryArea', message: 'Invalid unitSize or price' },
      { path: 'salePrice', message: 'Invalid unitSize or price' },
    ]);
    const parsed = unitSchema.safeParse({ ...unit(), maxPrice: 'ten lakh' });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['Invalid unitSize or price']);
  });

  it('adds a new unit to the end of the list', () => {
    const first = unit();
    const second = unit({ unitTitle: '2 BHK', bedroomCount: 2, bathroomCount: 2 });
    expect(addUnit([first], second)).toEqual({ units: [first, second] });
  });

  it('only changes the count when the same unit is added again', () => {
    const listed = unit({ unitCount: 40, minPrice: 9500000 });
    const again = unit({
      unitTitle: ' 3 bhk ',
      unitCount: 55,
      minPrice: 1,
      primaryArea: { areaSize: 1100, areaUnit: 'squareFeet' },
    });
    const units = [listed];
    const result = addUnit(units, again);
    expect(result.message).toBe('Unit Already Exists We Edit Unit Count Only');
    expect(result.units).toEqual([{ ...listed, unitCount: 55 }]);
    expect(units[0]?.unitCount).toBe(40);
  });

  it('treats the same title with another size as a different unit', () => {
    const bigger = unit({ primaryArea: { areaSize: 1650, areaUnit: 'squareFeet' } });
    expect(addUnit([unit()], bigger).units).toHaveLength(2);
  });

  it('merges a list in which a unit appears twice, keeping the first and the later count', () => {
    const first = unit({ unitId: 'a', unitCount: 10 });
    const other = unit({ unitTitle: '2 BHK', bedroomCount: 2, bathroomCount: 2 });
    expect(mergeSameUnits([first, other, unit({ unitCount: 12 })])).toEqual({
      units: [{ ...first, unitCount: 12 }, other],
      merged: true,
    });
    expect(mergeSameUnits([first, other])).toEqual({ units: [first, other], merged: false });
  });
});

describe('custom URLs and slugs', () => {
  it('numbers a taken slug within the URL length', () => {
    expect(slugWithSuffix('green-acres', 2)).toBe('green-acres-2');
    const long = 'a'.repeat(CUSTOM_URL_MAX_LENGTH);
    expect(slugWithSuffix(long, 12)).toBe(`${'a'.repeat(CUSTOM_URL_MAX_LENGTH - 3)}-12`);
    const id = '0123456789abcdef01234567';
    expect(slugWithSuffix(long, id)).toHaveLength(CUSTOM_URL_MAX_LENGTH);
    expect(slugWithSuffix(long, id).endsWith(`-${id}`)).toBe(true);
  });

  it('refuses hyphens at the start, the end or doubled', () => {
    for (const url of ['-green-meadows', 'green-meadows-', 'green--meadows']) {
      expect(validateCustomUrl(url)).toBe('The URL cannot start, end, or contain consecutive hyphens.');
    }
  });

  it('allows 120 characters and refuses 121 with the published message', () => {
    expect(validateCustomUrl('a'.repeat(120))).toBeNull();
    expect(validateCustomUrl('a'.repeat(121))).toBe('The URL cannot be longer than 50 characters.');
  });

  it('allows only lowercase letters, digits and hyphens', () => {
    expect(validateCustomUrl('green-meadows-sector-150')).toBeNull();
    expect(validateCustomUrl('Green-Meadows')).toBe('The URL can only contain lowercase letters, numbers and hyphens.');
    expect(validateCustomUrl('green_meadows')).toBe('The URL can only contain lowercase letters, numbers and hyphens.');
    expect(customUrlSchema.safeParse('a--b').error?.issues[0]?.message).toBe(
      'The URL cannot start, end, or contain consecutive hyphens.',
    );
  });

  it('slugifies titles into lowercase words joined by single hyphens', () => {
    expect(slugify('Green Meadows, Sector-150 Noida')).toBe('green-meadows-sector-150-noida');
    expect(slugify('  --Tower A & B--  ')).toBe('tower-a-b');
    expect(slugify('Crème Brûlée Straße Résidences')).toBe('creme-brulee-strasse-residences');
    expect(slugify('गौर सिटी Gaur City')).toBe('gaur-city');
  });

  it('cuts long slugs at a word boundary within 120 characters', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug).toBe(Array.from({ length: 24 }, () => 'word').join('-'));
    expect(slugify('x'.repeat(130))).toBe('x'.repeat(120));
  });

  it('links a project by its slug, or by custom URL followed by its id', () => {
    expect(projectLink({ _id: 'p42', slug: 'green-meadows-noida' })).toBe('/project/view/green-meadows-noida');
    expect(projectLink({ _id: 'p42', slug: 'green-meadows-noida', customProjectUrl: 'best-flats-noida' })).toBe(
      '/project/view/best-flats-noida-p42',
    );
    expect(projectLink({ _id: 'p42', customProjectUrl: '' })).toBe('/project/view/p42');
  });
});
