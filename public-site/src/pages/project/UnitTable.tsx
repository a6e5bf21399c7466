import {
  PLOT_DIMENSION_UNIT_LABELS,
  formatPrice,
  formatPriceRange,
  unitPriceRange,
  type Locale,
  type PlotDimensionUnit,
  type Unit,
} from '@aangan/contracts/browser';
import type { ProjectView } from '../../model/apiResponses.ts';
import { AreaText, RateText, ratePerSquareFoot, soldAsLand } from './areaUnits.tsx';
import { formatNumber } from '../../format/projectFormat.ts';
import type { SiteStrings } from '../../i18n/en/index.ts';
import { useLocale, useStrings } from '../../i18n/strings.tsx';
import { nameOf } from '../../i18n/projectWords.ts';

/** The unit's sizes the site may show, primary first. */
const sizesOf = (unit: Unit) =>
  [unit.primaryArea, unit.secondaryArea, unit.tertiaryArea].filter(
    (area): area is NonNullable<typeof area> => area !== undefined && area.displayUnitSize !== false,
  );

/** A price range breaks only between its two ends, never inside an amount. */
function PriceText({ label }: { label: string }) {
  const [low, high] = label.split(' - ');
  if (high === undefined) return label;
  return (
    <>
      <span className="price-part">{low}</span> - <span className="price-part">{high}</span>
    </>
  );
}

/** The unit's price or price range in the page's language; '' without one. */
const unitPriceIn = (unit: Unit, locale: Locale): string => {
  const range = unitPriceRange(unit);
  if (!range) return '';
  return range.low === range.high ? formatPrice(range.low, locale) : formatPriceRange(range.low, range.high, locale);
};

/** '30 ft × 40 ft', '30 m × 37.5 m'. */
const plotDimensions = (length: number, breadth: number, unit: PlotDimensionUnit): string =>
  `${formatNumber(length)} ${PLOT_DIMENSION_UNIT_LABELS[unit]} × ${formatNumber(breadth)} ${PLOT_DIMENSION_UNIT_LABELS[unit]}`;

/** Spec §3 unit fields beyond size and price, each only when the developer gave it. */
const featuresOf = (unit: Unit, { project: { units: t } }: SiteStrings): Array<[string, string]> =>
  (
    [
      [
        t.plotSize,
        unit.plotAreaLength && unit.plotAreaBreadth
          ? plotDimensions(unit.plotAreaLength, unit.plotAreaBreadth, unit.plotDimensionUnit ?? 'feet')
          : undefined,
      ],
      [t.furnishing, unit.furnishingStatus && nameOf(t.furnishingNames, unit.furnishingStatus)],
      [t.pantry, unit.pantryType],
      [t.washroom, unit.washroomType],
      [t.flooring, unit.flooring],
      [t.openSides, unit.openSides === undefined ? undefined : String(unit.openSides)],
      [t.boundaryWalls, unit.boundaryWallsMade === undefined ? undefined : unit.boundaryWallsMade ? t.made : t.notMade],
      [t.dedicatedRooms, unit.dedicatedRooms?.length ? unit.dedicatedRooms.join(', ') : undefined],
      [t.unitsOfType, unit.unitCount > 1 ? formatNumber(unit.unitCount) : undefined],
    ] satisfies Array<[string, string | undefined]>
  ).filter((feature): feature is [string, string] => feature[1] !== undefined && feature[1] !== '');

function UnitFeatures({ features }: { features: Array<[string, string]> }) {
  if (features.length === 0) return '—';
  return (
    <dl className="unit-features">
      {features.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Columns without a value in any unit (bedrooms of shops, features of a bare listing) are left out. */
export function UnitTable({ project }: { project: ProjectView }) {
  const strings = useStrings();
  const t = strings.project.units;
  const locale = useLocale();
  const { units } = project;
  const withBedrooms = units.some((unit) => unit.bedroomCount !== undefined);
  const withBathrooms = units.some((unit) => unit.bathroomCount !== undefined);
  const rates = units.map((unit) => ratePerSquareFoot(unit, project.state));
  const land = soldAsLand(project);
  const withRates = rates.some((rate) => rate !== null);
  const features = units.map((unit) => featuresOf(unit, strings));
  const withFeatures = features.some((list) => list.length > 0);
  // Floor plans reach the page only once the visitor has sent the contact form (spec §6).
  const withFloorPlans = units.some((unit) => unit.floorPlanUrl !== undefined);
  return (
    <div className="table-scroll" role="region" aria-labelledby="unit-table-caption" tabIndex={0}>
      <table className="unit-table">
        <caption id="unit-table-caption" className="visually-hidden">
          {t.caption(project.projectTitle)}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t.unit}</th>
            {withBedrooms && <th scope="col">{t.bhk}</th>}
            {withBathrooms && <th scope="col">{t.bathrooms}</th>}
            <th scope="col">{t.size}</th>
            <th scope="col">{t.price}</th>
            {withRates && <th scope="col">{t.rate}</th>}
            {withFeatures && <th scope="col">{t.features}</th>}
            {withFloorPlans && <th scope="col">{t.floorPlan}</th>}
          </tr>
        </thead>
        <tbody>
          {units.map((unit, index) => {
            const rate = rates[index];
            return (
              <tr key={index}>
                <th scope="row">{unit.unitTitle}</th>
                {withBedrooms && (
                  <td data-label={t.bhk}>
                    {unit.bedroomCount === undefined ? '—' : strings.enums.bedrooms(unit.bedroomCount)}
                  </td>
                )}
                {withBathrooms && (
                  <td data-label={t.bathrooms}>
                    {unit.bathroomCount === undefined
                      ? '—'
                      : unit.bathroomCount === 0
                        ? t.shared
                        : String(unit.bathroomCount)}
                  </td>
                )}
                <td data-label={t.size}>
                  <ul className="unit-sizes">
                    {sizesOf(unit).map((area, line) => (
                      <li key={line}>
                        {area.areaType && <span className="area-type">{nameOf(t.areaTypes, area.areaType)}: </span>}
                        <AreaText area={area} land={land || area.areaType === 'Plot Area'} />
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="unit-price" data-label={t.price}>
                  <PriceText label={unitPriceIn(unit, locale) || t.onRequest} />
                </td>
                {withRates && <td data-label={t.rate}>{rate ? <RateText rate={rate} land={land} /> : '—'}</td>}
                {withFeatures && (
                  <td data-label={t.features}>
                    <UnitFeatures features={features[index] ?? []} />
                  </td>
                )}
                {withFloorPlans && (
                  <td data-label={t.floorPlan}>
                    {unit.floorPlanUrl ? (
                      <a className="floor-plan" href={unit.floorPlanUrl}>
                        <img
                          src={unit.floorPlanUrl}
                          alt={t.floorPlanOf(unit.unitTitle)}
                          width={96}
                          height={72}
                          loading="lazy"
                          decoding="async"
                        />
                      </a>
                    ) : (
                      '—'
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
