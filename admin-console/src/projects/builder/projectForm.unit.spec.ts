import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  diffRecords,
  PROJECT_DIFF_SPEC,
  UNIT_MESSAGES,
  projectFieldsSchema,
  unitPriceLabel,
  type ProjectFields,
  type Unit,
} from '@aangan/contracts';
import { staleConflictOf } from '../../content/staleConflict.ts';
import { inputPathOf, stepOfPath } from './builderSteps.ts';
import { toFormValues, toCommandBody, type ProjectFormValues } from './projectForm.ts';
import { placeUnit, toUnit, toUnitValues, unitErrors, unitPriceText, type UnitValues } from './unitForm.ts';

const twoBhk: Unit = {
  unitId: 'u-2bhk',
  unitTitle: '2 BHK',
  bedroomCount: 2,
  bathroomCount: 2,
  primaryArea: { areaSize: 1150, areaUnit: 'squareFeet', areaType: 'Carpet', displayUnitSize: true },
  minPrice: 8_500_000,
  maxPrice: 9_500_000,
  dedicatedRooms: ['Study'],
  unitCount: 40,
};

const complete: ProjectFields = {
  projectType: 'Residential',
  projectSubType: 'Apartment',
  city: 'Noida',
  state: 'Uttar Pradesh',
  locality: 'Sector 150',
  projectTitle: 'Skyline Heights',
  projectArea: { areaSize: 4.52, areaUnit: 'acres' },
  projectRating: 8.5,
  highlightTags: ['RERA Registered', 'Near Metro'],
  description: 'Two towers by the expressway.',
  metaTitle: 'Skyline Heights, Sector 150 Noida',
  customProjectUrl: 'skyline-heights',
  coverImage: '/uploads/public/images/2026/11/b.png',
  photos: ['/uploads/public/images/2026/11/a.png', '/uploads/public/images/2026/11/b.png'],
  brochureUrl: '/uploads/public/brochures/2026/11/c.pdf',
  amenities: ['swimmingPool', 'gymnasium'],
  landAmenities: ['waterSupply'],
  nearbyPlaces: [{ category: 'metroStations', name: 'Sector 148 metro', distanceKm: 1.2 }],
  launchDate: '2025-04',
  builtDate: '2028-12-31',
  possessionStatus: 'Under Construction',
  numberOfUnits: 640,
  towers: 4,
  floors: 32,
  latitude: 28.4595,
  longitude: 77.5021,
  placeName: 'Skyline Heights',
  awards: ['Best mid-segment project 2025'],
  reraDetails: [
    {
      projectReraId: 'UPRERAPRJ123456',
      projectStatus: 'Ongoing',
      projectStartDate: '2025-04-01',
      projectTotalArea: { areaSize: 4.52, areaUnit: 'acres' },
    },
  ],
  developer: { name: 'Aravali Homes', sinceYear: 1998, rating: 4.5, totalProjects: 21 },
  faqs: [{ question: 'Is it RERA registered?', answer: 'Yes.' }],
  units: [twoBhk],
  hindiProjectTitle: 'स्काईलाइन हाइट्स',
  hindiDescription: 'एक्सप्रेसवे के पास दो टावर।',
  hindiHighlightTags: { 'Near Metro': 'मेट्रो के पास' },
  hindiFaqs: [{ question: 'क्या यह रेरा में रजिस्टर्ड है?', answer: 'हाँ।' }],
};

describe('the builder form', () => {
  it('gives back every field of a loaded project unchanged, units with their ids', () => {
    const sent = toCommandBody(toFormValues(complete));
    expect(sent).toEqual(complete);
    expect(projectFieldsSchema.safeParse(sent).success).toBe(true);
  });

  it('sends nothing for an untouched new project, and leaves out inputs emptied to null', () => {
    expect(toCommandBody(toFormValues())).toEqual({});
    const emptied = {
      ...toFormValues(complete),
      city: null,
      projectRating: null,
      developer: { ...toFormValues().developer, name: null },
    } as unknown as ProjectFormValues;
    const sent = toCommandBody(emptied);
    expect(sent).not.toHaveProperty('city');
    expect(sent).not.toHaveProperty('projectRating');
    expect(sent).not.toHaveProperty('developer');
  });

  it('sends the Hindi text of the chosen highlight tags only, trimmed', () => {
    const values: ProjectFormValues = {
      ...toFormValues(complete),
      highlightTags: ['Near Metro'],
      hindiHighlightTags: { 'Near Metro': ' मेट्रो के पास ', 'RERA Registered': 'रेरा', Freehold: ' ' },
      hindiProjectTitle: '  ',
    };
    const sent = toCommandBody(values);
    expect(sent.hindiHighlightTags).toEqual({ 'Near Metro': 'मेट्रो के पास' });
    expect(sent).not.toHaveProperty('hindiProjectTitle');
    expect(toCommandBody({ ...values, highlightTags: [] })).not.toHaveProperty('hindiHighlightTags');
  });

  it('reads numbers as the §5 inputs leave them', () => {
    const values = {
      ...toFormValues(),
      towers: '12.',
      floors: '.',
      projectArea: { areaSize: '0.75', areaUnit: 'acres' as const, displayUnitSize: true },
    };
    expect(toCommandBody(values)).toEqual({
      towers: 12,
      projectArea: { areaSize: 0.75, areaUnit: 'acres', displayUnitSize: true },
    });
  });

  it('finds the step and the input of every error the post rules answer', () => {
    expect(stepOfPath('units.0.minPrice')).toBe('units');
    expect(stepOfPath('placeName')).toBe('location');
    expect(stepOfPath('developer.rating')).toBe('developer');
    expect(stepOfPath('coverImage')).toBe('media');
    expect(inputPathOf('projectArea')).toBe('projectArea.areaSize');
    expect(inputPathOf('reraDetails.1.projectTotalArea')).toBe('reraDetails.1.projectTotalArea.areaSize');
  });

  it("tells what someone else changed as the API's 412 names it (the audit log's project diff)", () => {
    const refused = (theirs: ProjectFields) =>
      new HttpError('This record was changed by someone else.', 412, {
        revision: 4,
        changed: diffRecords(complete, theirs, PROJECT_DIFF_SPEC),
      });
    const reordered = {
      ...complete,
      units: [{ ...twoBhk, unitId: 'u-2bhk' }].map(({ unitId, ...rest }) => ({ unitId, ...rest })),
    };
    expect(staleConflictOf(refused(reordered))).toEqual({ revision: 4, changed: [] });
    expect(
      staleConflictOf(refused({ ...reordered, projectRating: 9, units: [{ ...twoBhk, maxPrice: 9_900_000 }] })),
    ).toEqual({ revision: 4, changed: ['Rating: 8.5 → 9', 'Unit “2 BHK” › Maximum price: ₹95 L → ₹99 L'] });
  });
});

describe('the unit dialog', () => {
  const project = { projectType: 'Residential', projectSubType: 'Apartment', projectArea: complete.projectArea };

  it('keeps a unit and its id through the dialog', () => {
    expect(toUnit(toUnitValues(twoBhk), twoBhk)).toEqual(twoBhk);
    const plain: Unit = {
      unitId: 'u-plot',
      unitTitle: 'Plot',
      primaryArea: { areaSize: 200, areaUnit: 'squareYards' },
      unitCount: 1,
    };
    expect(toUnit(toUnitValues(plain), plain)).toEqual(plain);
  });

  it('sizes a new plot by plot area and keeps the unit its length and breadth are in', () => {
    const plot = toUnitValues(undefined, 'squareYards', true);
    expect(plot.primaryArea.areaType).toBe('Plot Area');
    expect(toUnitValues(undefined, 'squareFeet').primaryArea.areaType).toBe('Carpet');
    expect(plot.plotDimensionUnit).toBe('feet');
    const values: UnitValues = {
      ...plot,
      unitTitle: 'Corner plot',
      plotAreaLength: '12',
      plotAreaBreadth: '15',
      plotDimensionUnit: 'meters',
    };
    values.primaryArea = { ...values.primaryArea, areaSize: '215' };
    expect(toUnit(values)).toMatchObject({
      primaryArea: { areaSize: 215, areaUnit: 'squareYards', areaType: 'Plot Area' },
      plotAreaLength: 12,
      plotAreaBreadth: 15,
      plotDimensionUnit: 'meters',
    });
    // Without a length or breadth there is nothing for the unit to measure; feet go without saying,
    // so a unit stored before units were named comes back unchanged.
    expect(toUnit({ ...values, plotAreaLength: '', plotAreaBreadth: '' })).not.toHaveProperty('plotDimensionUnit');
    expect(toUnit({ ...values, plotDimensionUnit: 'feet' })).not.toHaveProperty('plotDimensionUnit');
    const older = toUnit({ ...values, plotDimensionUnit: 'feet' }) as Unit;
    expect(toUnit(toUnitValues(older), older)).toEqual(older);
  });

  it('shows the contracts’ unit rules on the inputs they concern', () => {
    const values: UnitValues = {
      ...toUnitValues(undefined, 'acres'),
      unitTitle: '3 BHK',
      minPrice: '9',
      maxPrice: '5',
    };
    values.primaryArea = { ...values.primaryArea, areaSize: '300000' };
    expect(values.primaryArea.areaUnit).toBe('squareFeet');
    expect(unitErrors(toUnit(values), project)).toEqual({
      bedroomCount: UNIT_MESSAGES.bedroomsMissing,
      bathroomCount: UNIT_MESSAGES.bathroomsMissing,
      'primaryArea.areaSize': UNIT_MESSAGES.sizeAboveProject,
      'secondaryArea.areaSize': UNIT_MESSAGES.builtUpMissing,
      'tertiaryArea.areaSize': UNIT_MESSAGES.superBuiltUpMissing,
      minPrice: UNIT_MESSAGES.minAboveMax,
    });
  });

  it('merges a unit already listed into it, keeping the listed one’s id', () => {
    const again = { ...twoBhk, unitId: undefined, unitTitle: '2 bhk', unitCount: 36 } as Unit;
    const added = placeUnit([twoBhk], again, null);
    expect(added.message).toBe(UNIT_MESSAGES.alreadyExists);
    expect(added.units).toEqual([{ ...twoBhk, unitCount: 36 }]);
    const edited = placeUnit([twoBhk], { ...twoBhk, maxPrice: 9_900_000 }, 0);
    expect(edited).toEqual({ units: [{ ...twoBhk, maxPrice: 9_900_000 }] });
  });
});

describe("a unit's price in the builder", () => {
  const plot: Unit = {
    unitTitle: 'Corner plot',
    primaryArea: { areaSize: 200, areaUnit: 'squareYards' },
    maxPrice: 9_000_000,
    plotMinPrice: 5_000_000,
    plotSalePrice: 6_000_000,
    unitCount: 1,
  };

  it("is the site's, by the contracts' one price rule, for plots too", () => {
    // The site's unit table shows unitPriceLabel(unit) (public-site/src/pages/project/UnitTable.tsx).
    const plots: Unit[] = [
      plot,
      { ...plot, maxPrice: undefined },
      { ...plot, maxPrice: undefined, plotSalePrice: undefined, plotMaxPrice: 7_500_000 },
      { ...plot, maxPrice: undefined, plotSalePrice: undefined },
      { ...plot, salePrice: 8_000_000 },
    ];
    for (const unit of plots) expect(unitPriceText(unit)).toBe(unitPriceLabel(unit));
    expect(plots.map(unitPriceText)).toEqual(['₹90 L', '₹60 L', '₹50 L - ₹75 L', '₹50 L', '₹80 L']);
  });

  it('says when a unit has no price yet', () => {
    expect(unitPriceText({ ...plot, maxPrice: undefined, plotMinPrice: undefined, plotSalePrice: undefined })).toBe(
      'No price yet',
    );
  });
});
