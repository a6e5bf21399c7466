import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  AREA_UNIT_FACTORS,
  AREA_UNIT_LABELS,
  formatPrice,
  squareFeetOf,
  unitRatePerSquareFoot,
  type AreaUnit,
  type UnitArea,
  type UnitPrices,
} from '@aangan/contracts/browser';
import { formatArea, formatNumber } from '../../format/projectFormat.ts';
import { AREA_UNIT_STORAGE_KEY as STORAGE_KEY } from './areaUnitKey.ts';

/** 'listed' shows every size as the developer entered it. */
export type AreaChoice = AreaUnit | 'listed';

const AREA_UNITS_IN_ORDER = Object.keys(AREA_UNIT_FACTORS) as AreaUnit[];
const isAreaUnit = (value: unknown): value is AreaUnit =>
  typeof value === 'string' && Object.hasOwn(AREA_UNIT_FACTORS, value);

interface AreaUnitState {
  choice: AreaChoice;
  choose: (choice: AreaChoice) => void;
}

const AreaUnitContext = createContext<AreaUnitState>({ choice: 'listed', choose: () => undefined });

/**
 * The visitor's area unit for every size on the page, remembered in this browser. The server (and
 * the first render in the browser) show sizes as listed, so hydration matches; the remembered choice
 * applies right after.
 */
export function AreaUnitProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<AreaChoice>('listed');
  useEffect(() => {
    try {
      const stored = window.localStorage.getItem(STORAGE_KEY);
      if (isAreaUnit(stored)) setChoice(stored);
    } catch {
      // Storage can be blocked (private modes): the choice then lasts for this page only.
    }
  }, []);
  const choose = (next: AreaChoice) => {
    setChoice(next);
    try {
      if (next === 'listed') window.localStorage.removeItem(STORAGE_KEY);
      else window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // As above.
    }
  };
  return <AreaUnitContext.Provider value={{ choice, choose }}>{children}</AreaUnitContext.Provider>;
}

export const useAreaUnit = (): AreaUnitState => useContext(AreaUnitContext);

/** The size in the chosen unit ('1,650 Sq.Ft.' → '153.29 Sq.Mt.'). */
export const areaIn = (area: Pick<UnitArea, 'areaSize' | 'areaUnit'>, choice: AreaChoice): string => {
  const squareFeet = squareFeetOf(area);
  if (choice === 'listed' || squareFeet === null || choice === area.areaUnit) return formatArea(area);
  return `${formatNumber(squareFeet / AREA_UNIT_FACTORS[choice])} ${AREA_UNIT_LABELS[choice]}`;
};

/** A size as the visitor chose to read it. */
export function AreaText({ area }: { area: Pick<UnitArea, 'areaSize' | 'areaUnit'> }) {
  const { choice } = useAreaUnit();
  return <span className="area-value">{areaIn(area, choice)}</span>;
}

/** The unit prices are quoted per: the chosen one, or square feet when sizes are shown as listed. */
export const perUnitOf = (choice: AreaChoice): AreaUnit => (choice === 'listed' ? 'squareFeet' : choice);

export interface RatePerArea {
  low: number;
  high: number;
}

/** Price per square foot of a unit, by the one price rule over its first shown size; null without either. */
export const ratePerSquareFoot: (unit: UnitPrices & { primaryArea?: UnitArea | undefined }) => RatePerArea | null =
  unitRatePerSquareFoot;

/** The cheapest to the dearest rate of the units that have one. */
export const rateRange = (rates: ReadonlyArray<RatePerArea | null>): RatePerArea | null => {
  const known = rates.filter((rate): rate is RatePerArea => rate !== null);
  if (known.length === 0) return null;
  return { low: Math.min(...known.map((rate) => rate.low)), high: Math.max(...known.map((rate) => rate.high)) };
};

/** '₹7,500 per Sq.Ft.' or '₹7,200 - ₹8,100 per Sq.Ft.' in the chosen unit. */
export const formatRate = (rate: RatePerArea, choice: AreaChoice): string => {
  const unit = perUnitOf(choice);
  const factor = AREA_UNIT_FACTORS[unit];
  const low = formatPrice(Math.round(rate.low * factor));
  const high = formatPrice(Math.round(rate.high * factor));
  return `${low === high ? low : `${low} - ${high}`} per ${AREA_UNIT_LABELS[unit]}`;
};

export function RateText({ rate }: { rate: RatePerArea }) {
  const { choice } = useAreaUnit();
  return <span className="rate">{formatRate(rate, choice)}</span>;
}

/** Spec §9 leaves the bigha's size open; the site's one (see AREA_UNIT_FACTORS) is stated where it is used. */
export const BIGHA_NOTE =
  'A bigha differs from state to state; here 1 bigha = 27,000 Sq.Ft. (the pucca bigha of Uttar Pradesh).';

export function AreaUnitSwitcher({ id }: { id: string }) {
  const { choice, choose } = useAreaUnit();
  return (
    <div className="area-switcher">
      <label htmlFor={id}>Show areas in</label>
      <select
        id={id}
        value={choice}
        onChange={(event) =>
          choose(
            event.target.value === 'listed' ? 'listed' : isAreaUnit(event.target.value) ? event.target.value : 'listed',
          )
        }
      >
        <option value="listed">As listed</option>
        {AREA_UNITS_IN_ORDER.map((unit) => (
          <option key={unit} value={unit}>
            {AREA_UNIT_LABELS[unit]}
          </option>
        ))}
      </select>
      {choice === 'bigha' && <p className="area-note">{BIGHA_NOTE}</p>}
    </div>
  );
}
