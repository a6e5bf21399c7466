import { formatDate, formatPriceRange, formatPriceShort } from '@aangan/contracts/browser';
import type { PricePoint } from '../../model/apiResponses.ts';
import { useLocale, useStrings } from '../../i18n/strings.tsx';
import { monthOrDateIn, nameOf } from '../../i18n/projectWords.ts';

const WIDTH = 600;
const HEIGHT = 200;
const PAD = 36;

function PriceSteps({ points }: { points: readonly PricePoint[] }) {
  const t = useStrings().project.history;
  const locale = useLocale();
  const priced = points.filter((point) => point.priceMin !== null || point.priceMax !== null);
  if (priced.length < 2) return null;
  const times = priced.map((point) => Date.parse(point.at));
  const low = Math.min(...priced.map((point) => point.priceMin ?? point.priceMax!));
  const high = Math.max(...priced.map((point) => point.priceMax ?? point.priceMin!));
  const start = times[0];
  const span = Math.max(1, times[times.length - 1] - start);
  const x = (time: number) => PAD + ((time - start) / span) * (WIDTH - 2 * PAD);
  const y = (price: number) =>
    high === low ? HEIGHT / 2 : HEIGHT - PAD - ((price - low) / (high - low)) * (HEIGHT - 2 * PAD);
  // Prices hold until the next change: a step line, not a slope that would invent prices in between.
  const steps = (pick: (point: PricePoint) => number) => {
    const parts = priced.map((point, index) => {
      const px = x(times[index]).toFixed(1);
      const py = y(pick(point)).toFixed(1);
      return index === 0 ? `M${px} ${py}` : `H${px} V${py}`;
    });
    return `${parts.join(' ')} H${WIDTH - PAD}`;
  };
  const first = priced[0];
  const last = priced[priced.length - 1];
  const summary = t.summary(
    formatPriceRange(first.priceMin, first.priceMax, locale),
    formatDate(first.at),
    formatPriceRange(last.priceMin, last.priceMax, locale),
    formatDate(last.at),
  );
  return (
    <svg className="history-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
      <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} className="history-axis" />
      <path d={steps((point) => point.priceMax ?? point.priceMin!)} className="history-high" />
      <path d={steps((point) => point.priceMin ?? point.priceMax!)} className="history-low" />
      {priced.map((point, index) => (
        <circle
          key={index}
          cx={x(times[index])}
          cy={y(point.priceMin ?? point.priceMax!)}
          r={4}
          className="history-dot"
        />
      ))}
      <text x={PAD} y={HEIGHT - 10} className="history-label">
        {formatDate(first.at)}
      </text>
      <text x={WIDTH - PAD} y={HEIGHT - 10} textAnchor="end" className="history-label">
        {formatDate(last.at)}
      </text>
      <text x={4} y={y(high) - 6} className="history-label">
        {formatPriceShort(high, locale)}
      </text>
      {high !== low && (
        <text x={4} y={y(low) + 16} className="history-label">
          {formatPriceShort(low, locale)}
        </text>
      )}
    </svg>
  );
}

/** How the price range and possession moved since the project was listed: from its own record of changes. */
export function PriceHistory({ points }: { points: readonly PricePoint[] }) {
  const { project, enums } = useStrings();
  const t = project.history;
  const locale = useLocale();
  return (
    <>
      <p>{t.intro}</p>
      <PriceSteps points={points} />
      <div className="table-scroll" role="region" aria-labelledby="history-caption" tabIndex={0}>
        <table className="history-table">
          <caption id="history-caption" className="visually-hidden">
            {t.caption}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t.date}</th>
              <th scope="col">{t.price}</th>
              <th scope="col">{t.possession}</th>
            </tr>
          </thead>
          <tbody>
            {[...points].reverse().map((point, index) => (
              <tr key={index}>
                <th scope="row">{formatDate(point.at)}</th>
                <td>{formatPriceRange(point.priceMin, point.priceMax, locale) || project.units.onRequest}</td>
                <td>
                  {[
                    point.possessionStatus && nameOf(enums.possession, point.possessionStatus),
                    monthOrDateIn(project, point.proposedPossessionDate),
                  ]
                    .filter(Boolean)
                    .join(', ') || '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
