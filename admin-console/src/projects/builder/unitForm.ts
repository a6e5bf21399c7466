import {
  UNIT_PRICE_FIELDS,
  addUnit,
  isSameUnit,
  validateUnit,
  type AreaType,
  type AreaUnit,
  type UnitArea,
  type Unit,
  type UnitContext,
  type UnitPrices,
  unitPriceLabel,
} from '@aangan/contracts';
import { DEFAULT_AREA_UNIT, numberOf } from './projectForm.ts';

/** One of a unit's sizes as the dialog holds it. */
export interface UnitAreaValues {
  areaSize: string;
  areaUnit: AreaUnit;
  areaType: AreaType | '';
  displayUnitSize: boolean;
}

/** The unit dialog's form: numbers as typed text, choices as '' when none. */
export interface UnitValues {
  unitTitle: string;
  bedroomCount: string;
  bathroomCount: string;
  primaryArea: UnitAreaValues;
  secondaryArea: UnitAreaValues;
  tertiaryArea: UnitAreaValues;
  salePrice: string;
  minPrice: string;
  maxPrice: string;
  plotMinPrice: string;
  plotMaxPrice: string;
  plotSalePrice: string;
  plotAreaLength: string;
  plotAreaBreadth: string;
  plotDimensionUnit: string;
  furnishingStatus: string;
  pantryType: string;
  washroomType: string;
  flooring: string;
  openSides: string;
  boundaryWallsMade: boolean;
  dedicatedRooms: string[];
  floorPlanUrl: string;
  unitCount: string;
}

export const AREA_KEYS = ['primaryArea', 'secondaryArea', 'tertiaryArea'] as const;
const NUMBER_KEYS = [
  ...UNIT_PRICE_FIELDS,
  'plotAreaLength',
  'plotAreaBreadth',
  'bedroomCount',
  'bathroomCount',
  'unitCount',
] as const;
const CHOICE_KEYS = ['furnishingStatus', 'pantryType', 'washroomType', 'flooring'] as const;

/**
 * Which measure each size is: the unit size is carpet (plot area for a plot or land) unless the
 * admin says otherwise; the second and third are the built-up and super built-up areas the post
 * rules ask for.
 */
const DEFAULT_AREA_TYPES: Record<(typeof AREA_KEYS)[number], AreaType> = {
  primaryArea: 'Carpet',
  secondaryArea: 'Built-up',
  tertiaryArea: 'Super Built-up',
};

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A stored size as it is; an empty one with the usual measure, and the unit size shown on the site. */
const areaValues = (
  area: UnitArea | undefined,
  key: (typeof AREA_KEYS)[number],
  unit: AreaUnit,
  land: boolean,
): UnitAreaValues =>
  area
    ? {
        areaSize: text(area.areaSize),
        areaUnit: area.areaUnit,
        areaType: area.areaType ?? '',
        displayUnitSize: area.displayUnitSize ?? false,
      }
    : {
        areaSize: '',
        areaUnit: unit,
        areaType: land && key === 'primaryArea' ? 'Plot Area' : DEFAULT_AREA_TYPES[key],
        displayUnitSize: key === 'primaryArea',
      };

/** Units a flat or a shop is measured in; a project measured in acres still has units in square feet. */
const UNIT_SIZE_UNITS: readonly AreaUnit[] = ['squareFeet', 'squareYards', 'squareMeters'];

/** The dialog's values for a listed unit, or for a new one (measured as the project is, when that suits a unit). */
export function toUnitValues(
  unit: Partial<Unit> | undefined,
  projectAreaUnit: AreaUnit = DEFAULT_AREA_UNIT,
  land = false,
): UnitValues {
  const sizeUnit =
    unit?.primaryArea?.areaUnit ?? (UNIT_SIZE_UNITS.includes(projectAreaUnit) ? projectAreaUnit : DEFAULT_AREA_UNIT);
  return {
    unitTitle: text(unit?.unitTitle),
    bedroomCount: text(unit?.bedroomCount),
    bathroomCount: text(unit?.bathroomCount),
    primaryArea: areaValues(unit?.primaryArea, 'primaryArea', sizeUnit, land),
    secondaryArea: areaValues(unit?.secondaryArea, 'secondaryArea', sizeUnit, land),
    tertiaryArea: areaValues(unit?.tertiaryArea, 'tertiaryArea', sizeUnit, land),
    salePrice: text(unit?.salePrice),
    minPrice: text(unit?.minPrice),
    maxPrice: text(unit?.maxPrice),
    plotMinPrice: text(unit?.plotMinPrice),
    plotMaxPrice: text(unit?.plotMaxPrice),
    plotSalePrice: text(unit?.plotSalePrice),
    plotAreaLength: text(unit?.plotAreaLength),
    plotAreaBreadth: text(unit?.plotAreaBreadth),
    plotDimensionUnit: unit?.plotDimensionUnit ?? 'feet',
    furnishingStatus: text(unit?.furnishingStatus),
    pantryType: text(unit?.pantryType),
    washroomType: text(unit?.washroomType),
    flooring: text(unit?.flooring),
    openSides: text(unit?.openSides),
    boundaryWallsMade: unit?.boundaryWallsMade ?? false,
    dedicatedRooms: [...(unit?.dedicatedRooms ?? [])],
    floorPlanUrl: text(unit?.floorPlanUrl),
    unitCount: text(unit?.unitCount ?? 1),
  };
}

/** The size to store; the "show" flag is written when set, or when the stored size already had it. */
const areaOf = (values: UnitAreaValues | null | undefined, previous: UnitArea | undefined): UnitArea | undefined => {
  const areaSize = numberOf(values?.areaSize);
  if (!values || areaSize === undefined) return undefined;
  const shown =
    values.displayUnitSize || (previous && 'displayUnitSize' in previous)
      ? { displayUnitSize: Boolean(values.displayUnitSize) }
      : {};
  return { areaSize, areaUnit: values.areaUnit, ...(values.areaType ? { areaType: values.areaType } : {}), ...shown };
};

/**
 * The unit the dialog describes, keeping what the dialog does not show (its `unitId`). Fields the
 * admin left empty are absent, which is what validateUnit checks for.
 */
export function toUnit(values: UnitValues, previous?: Unit): Partial<Unit> {
  const unit: Record<string, unknown> = previous?.unitId ? { unitId: previous.unitId } : {};
  const title = trimmed(values.unitTitle);
  if (title) unit.unitTitle = title;
  for (const key of AREA_KEYS) {
    const area = areaOf(values[key], previous?.[key]);
    if (area) unit[key] = area;
  }
  for (const key of NUMBER_KEYS) {
    const number = numberOf(values[key]);
    if (number !== undefined) unit[key] = number;
  }
  for (const key of CHOICE_KEYS) {
    const choice = trimmed(values[key]);
    if (choice) unit[key] = choice;
  }
  // Feet when a unit does not say: written only when it is metres, or the stored unit already said.
  const dimensionUnit = values.plotDimensionUnit === 'meters' ? 'meters' : 'feet';
  if (
    (unit.plotAreaLength !== undefined || unit.plotAreaBreadth !== undefined) &&
    (dimensionUnit === 'meters' || previous?.plotDimensionUnit !== undefined)
  )
    unit.plotDimensionUnit = dimensionUnit;
  const openSides = numberOf(values.openSides);
  if (openSides !== undefined) unit.openSides = openSides;
  if (values.boundaryWallsMade) unit.boundaryWallsMade = true;
  if (values.dedicatedRooms?.length) unit.dedicatedRooms = values.dedicatedRooms;
  const floorPlan = trimmed(values.floorPlanUrl);
  if (floorPlan) unit.floorPlanUrl = floorPlan;
  if (unit.unitCount === undefined) unit.unitCount = 1;
  return unit;
}

/** A listed unit's price as the site shows it (contracts' one price rule), or that it has none yet. */
export const unitPriceText = (unit: UnitPrices): string => unitPriceLabel(unit) || 'No price yet';

/** The input that shows an error of validateUnit: a size's number box, or the field itself. */
export const unitInputPathOf = (path: string): string =>
  (AREA_KEYS as readonly string[]).includes(path) ? `${path}.areaSize` : path;

/** The spec §5 unit rules (contracts' validateUnit), keyed by the dialog's inputs. */
export function unitErrors(unit: Partial<Unit>, project: UnitContext): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const error of validateUnit(unit, project)) errors[unitInputPathOf(error.path)] ??= error.message;
  return errors;
}

/**
 * The list after the dialog's unit is saved: a new unit is added (or, when the same unit is
 * already listed, only its count changes, with the spec's message); an edited unit takes its own
 * place, unless the edit made it the same as another listed unit, which then takes its count.
 */
export function placeUnit(
  units: readonly Unit[],
  unit: Unit,
  editedIndex: number | null,
): { units: Unit[]; message?: string } {
  // addUnit keeps the listed unit (and its unitId) and changes only its count.
  const added = (list: readonly Unit[]) => addUnit(list, unit);
  if (editedIndex === null) return added(units);
  const others = units.filter((_, index) => index !== editedIndex);
  if (others.some((listed) => isSameUnit(listed, unit))) return added(others);
  return { units: units.map((listed, index) => (index === editedIndex ? unit : listed)) };
}
