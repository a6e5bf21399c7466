import type { FieldError } from '../errors.ts';
import { BIGHA_SQUARE_FEET, squareFeetOf } from '../format.ts';
import type { Area } from './area.ts';
import { UNIT_MESSAGES } from './messages.ts';
import { UNIT_PRICE_FIELDS } from './pricing.ts';
import type { Unit } from './schemas.ts';

/**
 * The rules a unit meets, zod-free so the console and the public site share them with the API:
 * which areas a unit must state, what is missing or wrong in it, and when two units are the same.
 */

/** What a unit is checked against: the project it belongs to. */
export interface UnitContext {
  projectType?: string | undefined;
  projectSubType?: string | undefined;
  projectArea?: Area | undefined;
  /** Where the project is: a size in bighas converts by its state's bigha. */
  state?: string | undefined;
}

/**
 * Which areas a unit must state besides its size, by what is being sold: a flat, floor, office or
 * shop is priced on its built-up and super built-up areas; a house or a shed on its built-up area;
 * land on its size alone.
 */
const SPACES_IN_A_BUILDING = new Set([
  'Apartment',
  'Builder Floor',
  'Penthouse',
  'Studio Apartment',
  'Serviced Apartment',
  'PG/Co-living',
  'Office Space',
  'Shop',
  'Showroom',
  'Retail Space',
  'SEZ Office',
  'Co-working Space',
  'Food Court',
  'Kiosk',
]);
const STANDALONE_BUILDINGS = new Set([
  'Independent House/Villa',
  'Row House',
  'Farm House',
  'Industrial Shed',
  'Industrial Building',
  'Warehouse',
  'Factory',
  'Cold Storage',
]);

/** False for a size in bighas in a known state that keeps no bigha; true otherwise (a state not given yet is not judged). */
export const bighaKnown = (areaUnit: string, state: string | undefined): boolean =>
  areaUnit.toLowerCase() !== 'bigha' || !state?.trim() || Object.hasOwn(BIGHA_SQUARE_FEET, state);

export const requiredUnitAreas = (projectSubType: string | undefined): { builtUp: boolean; superBuiltUp: boolean } => ({
  builtUp:
    projectSubType !== undefined &&
    (SPACES_IN_A_BUILDING.has(projectSubType) || STANDALONE_BUILDINGS.has(projectSubType)),
  superBuiltUp: projectSubType !== undefined && SPACES_IN_A_BUILDING.has(projectSubType),
});

const AREA_KEYS = ['primaryArea', 'secondaryArea', 'tertiaryArea'] as const;

const isUsableSize = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;
const isUsablePrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

// Sizes entered in different units rarely convert to exactly the same float.
const exceeds = (a: number, b: number): boolean => a > b * (1 + 1e-9);

/**
 * The rules a unit must meet before it joins a project, every failure in form order. Paths are
 * relative to the unit ('primaryArea', 'minPrice', ...).
 */
export const validateUnit = (unit: Partial<Unit>, project: UnitContext): FieldError[] => {
  const errors: FieldError[] = [];
  const fail = (path: string, message: string) => errors.push({ path, message });

  if (!unit.unitTitle?.trim()) fail('unitTitle', UNIT_MESSAGES.titleMissing);
  // A plot has no rooms yet: counting its bedrooms would list it as a studio.
  if (project.projectType === 'Residential' && project.projectSubType !== 'Residential Plot') {
    if (unit.bedroomCount === undefined) fail('bedroomCount', UNIT_MESSAGES.bedroomsMissing);
    if (unit.bathroomCount === undefined) fail('bathroomCount', UNIT_MESSAGES.bathroomsMissing);
  }
  if (!unit.primaryArea) fail('primaryArea', UNIT_MESSAGES.sizeMissing);
  const required = requiredUnitAreas(project.projectSubType);
  if (required.builtUp && !unit.secondaryArea) fail('secondaryArea', UNIT_MESSAGES.builtUpMissing);
  if (required.superBuiltUp && !unit.tertiaryArea) fail('tertiaryArea', UNIT_MESSAGES.superBuiltUpMissing);

  const projectSquareFeet =
    project.projectArea && isUsableSize(project.projectArea.areaSize)
      ? squareFeetOf(project.projectArea, project.state)
      : null;
  for (const key of AREA_KEYS) {
    const area = unit[key];
    if (!area) continue;
    if (!isUsableSize(area.areaSize)) {
      fail(key, UNIT_MESSAGES.invalidNumber);
      continue;
    }
    const unitSquareFeet = squareFeetOf(area, project.state);
    if (unitSquareFeet === null) fail(key, UNIT_MESSAGES.invalidAreaUnit);
    else if (!bighaKnown(area.areaUnit, project.state)) fail(key, UNIT_MESSAGES.noBighaHere);
    else if (projectSquareFeet !== null && exceeds(unitSquareFeet, projectSquareFeet))
      fail(key, UNIT_MESSAGES.sizeAboveProject);
  }

  for (const key of UNIT_PRICE_FIELDS) {
    if (unit[key] !== undefined && !isUsablePrice(unit[key])) fail(key, UNIT_MESSAGES.invalidNumber);
  }
  if (isUsablePrice(unit.minPrice) && isUsablePrice(unit.maxPrice) && unit.minPrice > unit.maxPrice) {
    fail('minPrice', UNIT_MESSAGES.minAboveMax);
  }
  if (isUsablePrice(unit.plotMinPrice) && isUsablePrice(unit.plotMaxPrice) && unit.plotMinPrice > unit.plotMaxPrice) {
    fail('plotMinPrice', UNIT_MESSAGES.plotMinAboveMax);
  }
  if (unit.unitCount !== undefined && !(Number.isInteger(unit.unitCount) && unit.unitCount >= 1)) {
    fail('unitCount', UNIT_MESSAGES.unitCountInvalid);
  }
  return errors;
};

const sameArea = (a: Unit['primaryArea'], b: Unit['primaryArea']): boolean => {
  const aFeet = squareFeetOf(a);
  const bFeet = squareFeetOf(b);
  if (aFeet === null || bFeet === null) return a.areaSize === b.areaSize && a.areaUnit === b.areaUnit;
  return !exceeds(aFeet, bFeet) && !exceeds(bFeet, aFeet);
};

/** Same title (ignoring case and outer spaces), bedrooms, bathrooms and primary size. */
export const isSameUnit = (a: Unit, b: Unit): boolean =>
  a.unitTitle.trim().toLowerCase() === b.unitTitle.trim().toLowerCase() &&
  a.bedroomCount === b.bedroomCount &&
  a.bathroomCount === b.bathroomCount &&
  sameArea(a.primaryArea, b.primaryArea);

/**
 * Adds one unit to a project's list. Adding a unit that is already listed (see isSameUnit) only
 * sets the listed unit's count to the new one, leaving its prices and details as they were, and
 * says so in `message`. Never changes its arguments.
 */
export const addUnit = (units: readonly Unit[], unit: Unit): { units: Unit[]; message?: string } => {
  const existing = units.findIndex((listed) => isSameUnit(listed, unit));
  if (existing < 0) return { units: [...units, unit] };
  return {
    units: units.map((listed, index) => (index === existing ? { ...listed, unitCount: unit.unitCount } : listed)),
    message: UNIT_MESSAGES.alreadyExists,
  };
};

/**
 * A whole unit list as if its units were added one at a time: a unit listed twice is kept once
 * (the first, with its id) and takes the later count. `merged` says whether that happened.
 */
export const mergeSameUnits = (units: readonly Unit[]): { units: Unit[]; merged: boolean } => {
  let merged = false;
  const kept = units.reduce<Unit[]>((list, unit) => {
    const result = addUnit(list, unit);
    if (result.message) merged = true;
    return result.units;
  }, []);
  return { units: merged ? kept : [...units], merged };
};
