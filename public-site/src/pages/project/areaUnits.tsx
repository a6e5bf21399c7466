import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  AREA_UNIT_FACTORS,
  AREA_UNIT_LABELS,
  BIGHA_SQUARE_FEET,
  formatPrice,
  isLandSubType,
  squareFeetOf,
  squareFeetPer,
  unitRatePerSquareFoot,
  type AreaUnit,
  type Locale,
  type UnitArea,
  type UnitPrices,
} from '@aangan/contracts/browser';
import { formatNumber } from '../../format/projectFormat.ts';
import { useLocale, useStrings } from '../../i18n/strings.tsx';
import { AREA_UNIT_STORAGE_KEY as STORAGE_KEY } from './areaUnitKey.ts';

/** 'listed' shows every size as the developer entered it. */
export type AreaChoice = AreaUnit | 'listed';

/** Units a flat, a shop or a plot is read in. */
const FLOOR_UNITS: readonly AreaUnit[] = ['squareFeet', 'squareYards', 'squareMeters'];
/** Units land is read in: offered only on pages with land (plots, farmland, a large project's total area). */
const LAND_UNITS: readonly AreaUnit[] = ['acres', 'hectares', 'bigha'];
const isAreaUnit = (value: unknown): value is AreaUnit =>
  typeof value === 'string' && Object.hasOwn(AREA_UNIT_FACTORS, value);
const isLandUnit = (unit: AreaUnit): boolean => LAND_UNITS.includes(unit) || unit === 'ares';

/** What the page's sizes are of: where the project is (its bigha) and whether it has land to read in acres. */
export interface AreaPlace {
  /** The project's state: bighas convert by its bigha; without one the bigha is not offered. */
  state?: string | undefined;
  /** Land units (acres, hectares, bigha) make sense here. */
  land: boolean;
}

interface AreaUnitState {
  /** The choice in force on this page: a remembered unit the page does not offer reads as listed. */
  choice: AreaChoice;
  choose: (choice: AreaChoice) => void;
  /** The units this page offers, in order. */
  units: readonly AreaUnit[];
  /** Square feet in the bigha of the project's state; null where the state keeps no bigha. */
  bigha: number | null;
  state: string | undefined;
}

const AreaUnitContext = createContext<AreaUnitState>({
  choice: 'listed',
  choose: () => undefined,
  units: FLOOR_UNITS,
  bigha: null,
  state: undefined,
});

/** A project sold as land: its units are plots or parcels, read in land units too. */
export const soldAsLand = (project: {
  projectType?: string | undefined;
  projectSubType?: string | undefined;
}): boolean => project.projectType === 'Farmland' || isLandSubType(project.projectSubType);

/** A project large enough for its total area to read in acres. */
const ACRE_SQUARE_FEET = AREA_UNIT_FACTORS.acres;

/** Where a project page's sizes are, and whether it has land (sold as land, or a total area of an acre or more). */
export function areaPlaceOf(project: {
  projectType?: string | undefined;
  projectSubType?: string | undefined;
  state?: string | undefined;
  projectArea?: (Pick<UnitArea, 'areaSize' | 'areaUnit'> & { displayUnitSize?: boolean | undefined }) | undefined;
}): AreaPlace {
  const total = project.projectArea;
  const totalFeet = total && total.displayUnitSize !== false ? squareFeetOf(total, project.state) : null;
  return { state: project.state, land: soldAsLand(project) || (totalFeet !== null && totalFeet >= ACRE_SQUARE_FEET) };
}

/** The units a page offers: floor units always; acres, hectares and the state's bigha where there is land. */
export function offeredUnits(place: AreaPlace): AreaUnit[] {
  if (!place.land) return [...FLOOR_UNITS];
  const bigha = place.state !== undefined && Object.hasOwn(BIGHA_SQUARE_FEET, place.state);
  return [...FLOOR_UNITS, ...LAND_UNITS.filter((unit) => unit !== 'bigha' || bigha)];
}

/**
 * The visitor's area unit for every size on the page, remembered in this browser. The server (and
 * the first render in the browser) show sizes as listed, so hydration matches; the remembered choice
 * applies right after, where this page offers it.
 */
export function AreaUnitProvider({ place, children }: { place: AreaPlace; children: ReactNode }) {
  const [stored, setStored] = useState<AreaChoice>('listed');
  useEffect(() => {
    try {
      const remembered = window.localStorage.getItem(STORAGE_KEY);
      if (isAreaUnit(remembered)) setStored(remembered);
    } catch {
      // Storage can be blocked (private modes): the choice then lasts for this page only.
    }
  }, []);
  const choose = (next: AreaChoice) => {
    setStored(next);
    try {
      if (next === 'listed') window.localStorage.removeItem(STORAGE_KEY);
      else window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // As above.
    }
  };
  const units = offeredUnits(place);
  const choice = stored !== 'listed' && units.includes(stored) ? stored : 'listed';
  const bigha = place.state !== undefined ? (BIGHA_SQUARE_FEET[place.state] ?? null) : null;
  return (
    <AreaUnitContext.Provider value={{ choice, choose, units, bigha, state: place.state }}>
      {children}
    </AreaUnitContext.Provider>
  );
}

export const useAreaUnit = (): AreaUnitState => useContext(AreaUnitContext);

/** How the page names area units and prices: its language's unit names, its locale, 'per'. */
export interface AreaWords {
  units: Readonly<Record<string, string>>;
  locale: Locale;
  per: (price: string, unit: string) => string;
}

const ENGLISH_AREA_WORDS: AreaWords = {
  units: AREA_UNIT_LABELS,
  locale: 'en',
  per: (price, unit) => `${price} per ${unit}`,
};

const useAreaWords = (): AreaWords => {
  const strings = useStrings();
  return { units: strings.enums.areaUnits, locale: useLocale(), per: strings.project.areas.per };
};

/**
 * The size in the chosen unit ('1,650 Sq.Ft.' → '153.29 Sq.Mt.'). A flat's or a shop's size
 * (`land` false) stays as listed when land units are chosen: nobody reads a flat in acres.
 */
export const areaIn = (
  area: Pick<UnitArea, 'areaSize' | 'areaUnit'>,
  choice: AreaChoice,
  options: { land?: boolean; state?: string | undefined; units?: Readonly<Record<string, string>> } = {},
): string => {
  const units = options.units ?? AREA_UNIT_LABELS;
  const listed = () => `${formatNumber(area.areaSize)} ${units[area.areaUnit] ?? area.areaUnit}`;
  const squareFeet = squareFeetOf(area, options.state);
  if (choice === 'listed' || squareFeet === null || choice === area.areaUnit) return listed();
  if (isLandUnit(choice) && !options.land) return listed();
  return `${formatNumber(squareFeet / squareFeetPer(choice, options.state))} ${units[choice]}`;
};

/** A size as the visitor chose to read it; `land` for plots, farmland and a project's total area. */
export function AreaText({ area, land = false }: { area: Pick<UnitArea, 'areaSize' | 'areaUnit'>; land?: boolean }) {
  const { choice, state } = useAreaUnit();
  const { units } = useAreaWords();
  return <span className="area-value">{areaIn(area, choice, { land, state, units })}</span>;
}

/**
 * The unit prices are quoted per: the chosen one, or square feet when sizes are shown as listed (and
 * for a flat's or a shop's rate when land units are chosen).
 */
export const perUnitOf = (choice: AreaChoice, land = true): AreaUnit =>
  choice === 'listed' || (isLandUnit(choice) && !land) ? 'squareFeet' : choice;

export interface RatePerArea {
  low: number;
  high: number;
}

/** Price per square foot of a unit, by the one price rule over its first shown size; null without either. */
export const ratePerSquareFoot: (
  unit: UnitPrices & { primaryArea?: UnitArea | undefined },
  state?: string,
) => RatePerArea | null = unitRatePerSquareFoot;

/** The cheapest to the dearest rate of the units that have one. */
export const rateRange = (rates: ReadonlyArray<RatePerArea | null>): RatePerArea | null => {
  const known = rates.filter((rate): rate is RatePerArea => rate !== null);
  if (known.length === 0) return null;
  return { low: Math.min(...known.map((rate) => rate.low)), high: Math.max(...known.map((rate) => rate.high)) };
};

/** '₹7,500 per Sq.Ft.' or '₹7,200 - ₹8,100 per Sq.Ft.' in the chosen unit. */
export const formatRate = (
  rate: RatePerArea,
  choice: AreaChoice,
  options: { land?: boolean; state?: string | undefined; words?: AreaWords } = {},
): string => {
  const words = options.words ?? ENGLISH_AREA_WORDS;
  const unit = perUnitOf(choice, options.land);
  const factor = squareFeetPer(unit, options.state);
  const low = formatPrice(Math.round(rate.low * factor), words.locale);
  const high = formatPrice(Math.round(rate.high * factor), words.locale);
  return words.per(low === high ? low : `${low} - ${high}`, words.units[unit] ?? unit);
};

export function RateText({ rate, land = false }: { rate: RatePerArea; land?: boolean }) {
  const { choice, state } = useAreaUnit();
  const words = useAreaWords();
  return <span className="rate">{formatRate(rate, choice, { land, state, words })}</span>;
}

const optionLabel = (unit: AreaUnit, bigha: number | null, names: Readonly<Record<string, string>>): string =>
  unit === 'bigha' && bigha !== null
    ? `${names.bigha} (${formatNumber(bigha)} ${names.squareFeet})`
    : (names[unit] ?? unit);

/** Spec §9 leaves the bigha's size open: the one used is the project's state's, stated where it is used. */
export function AreaUnitSwitcher({ id }: { id: string }) {
  const { choice, choose, units, bigha, state } = useAreaUnit();
  const t = useStrings().project.areas;
  const names = useAreaWords().units;
  return (
    <div className="area-switcher">
      <label htmlFor={id}>{t.showIn}</label>
      <select
        id={id}
        value={choice}
        onChange={(event) =>
          choose(
            event.target.value === 'listed' ? 'listed' : isAreaUnit(event.target.value) ? event.target.value : 'listed',
          )
        }
      >
        <option value="listed">{t.asListed}</option>
        {units.map((unit) => (
          <option key={unit} value={unit}>
            {optionLabel(unit, bigha, names)}
          </option>
        ))}
      </select>
      {choice === 'bigha' && bigha !== null && state !== undefined && (
        <p className="area-note">{t.bighaNote(formatNumber(bigha), state)}</p>
      )}
    </div>
  );
}
