import {
  PLOT_DIMENSION_UNIT_LABELS,
  bedroomLabel,
  unitPriceLabel,
  type PlotDimensionUnit,
  type Unit,
} from '@aangan/contracts/browser';
import type { ProjectView } from '../../model/apiResponses.ts';
import { AreaText, RateText, ratePerSquareFoot, soldAsLand } from './areaUnits.tsx';
import { bathroomLabel, formatNumber } from '../../format/projectFormat.ts';

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

/** '30 ft × 40 ft', '30 m × 37.5 m'. */
const plotDimensions = (length: number, breadth: number, unit: PlotDimensionUnit): string =>
  `${formatNumber(length)} ${PLOT_DIMENSION_UNIT_LABELS[unit]} × ${formatNumber(breadth)} ${PLOT_DIMENSION_UNIT_LABELS[unit]}`;

/** Spec §3 unit fields beyond size and price, each only when the developer gave it. */
const featuresOf = (unit: Unit): Array<[string, string]> =>
  (
    [
      [
        'Plot size',
        unit.plotAreaLength && unit.plotAreaBreadth
          ? plotDimensions(unit.plotAreaLength, unit.plotAreaBreadth, unit.plotDimensionUnit ?? 'feet')
          : undefined,
      ],
      ['Furnishing', unit.furnishingStatus],
      ['Pantry', unit.pantryType],
      ['Washroom', unit.washroomType],
      ['Flooring', unit.flooring],
      ['Open sides', unit.openSides === undefined ? undefined : String(unit.openSides)],
      [
        'Boundary walls',
        unit.boundaryWallsMade === undefined ? undefined : unit.boundaryWallsMade ? 'Made' : 'Not made',
      ],
      ['Dedicated rooms', unit.dedicatedRooms?.length ? unit.dedicatedRooms.join(', ') : undefined],
      ['Units of this type', unit.unitCount > 1 ? formatNumber(unit.unitCount) : undefined],
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
  const { units } = project;
  const withBedrooms = units.some((unit) => unit.bedroomCount !== undefined);
  const withBathrooms = units.some((unit) => unit.bathroomCount !== undefined);
  const rates = units.map((unit) => ratePerSquareFoot(unit, project.state));
  const land = soldAsLand(project);
  const withRates = rates.some((rate) => rate !== null);
  const features = units.map(featuresOf);
  const withFeatures = features.some((list) => list.length > 0);
  // Floor plans reach the page only once the visitor has sent the contact form (spec §6).
  const withFloorPlans = units.some((unit) => unit.floorPlanUrl !== undefined);
  return (
    <div className="table-scroll" role="region" aria-labelledby="unit-table-caption" tabIndex={0}>
      <table className="unit-table">
        <caption id="unit-table-caption" className="visually-hidden">
          Units of {project.projectTitle} with sizes and prices
        </caption>
        <thead>
          <tr>
            <th scope="col">Unit</th>
            {withBedrooms && <th scope="col">BHK</th>}
            {withBathrooms && <th scope="col">Bathrooms</th>}
            <th scope="col">Size</th>
            <th scope="col">Price</th>
            {withRates && <th scope="col">Rate</th>}
            {withFeatures && <th scope="col">Features</th>}
            {withFloorPlans && <th scope="col">Floor plan</th>}
          </tr>
        </thead>
        <tbody>
          {units.map((unit, index) => {
            const rate = rates[index];
            return (
              <tr key={index}>
                <th scope="row">{unit.unitTitle}</th>
                {withBedrooms && (
                  <td data-label="BHK">{unit.bedroomCount === undefined ? '—' : bedroomLabel(unit.bedroomCount)}</td>
                )}
                {withBathrooms && (
                  <td data-label="Bathrooms">
                    {unit.bathroomCount === undefined ? '—' : bathroomLabel(unit.bathroomCount)}
                  </td>
                )}
                <td data-label="Size">
                  <ul className="unit-sizes">
                    {sizesOf(unit).map((area, line) => (
                      <li key={line}>
                        {area.areaType && <span className="area-type">{area.areaType}: </span>}
                        <AreaText area={area} land={land || area.areaType === 'Plot Area'} />
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="unit-price" data-label="Price">
                  <PriceText label={unitPriceLabel(unit) || 'On request'} />
                </td>
                {withRates && <td data-label="Rate">{rate ? <RateText rate={rate} land={land} /> : '—'}</td>}
                {withFeatures && (
                  <td data-label="Features">
                    <UnitFeatures features={features[index] ?? []} />
                  </td>
                )}
                {withFloorPlans && (
                  <td data-label="Floor plan">
                    {unit.floorPlanUrl ? (
                      <a className="floor-plan" href={unit.floorPlanUrl}>
                        <img
                          src={unit.floorPlanUrl}
                          alt={`Floor plan of ${unit.unitTitle}`}
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
