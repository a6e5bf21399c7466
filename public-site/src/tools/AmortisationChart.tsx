import { amortisationByYear, formatPriceShort, type EmiFigures } from '@aangan/contracts/browser';
import { useLocale, useStrings } from '../i18n/strings.tsx';

const WIDTH = 600;
const HEIGHT = 220;
const AXIS = 32;

/**
 * Year by year, how each year's EMIs split between the loan (green) and interest (amber): inline
 * SVG, no chart library. The figures are also read out as a sentence for screen readers.
 */
export function AmortisationChart({ emi }: { emi: EmiFigures }) {
  const t = useStrings().tools.emi;
  const locale = useLocale();
  const years = amortisationByYear(emi);
  if (years.length === 0) return null;
  const tallest = Math.max(...years.map((year) => year.principalPaid + year.interestPaid));
  const slot = (WIDTH - AXIS) / years.length;
  const bar = Math.max(2, slot * 0.7);
  const scale = (HEIGHT - AXIS) / tallest;
  const first = years[0];
  const last = years[years.length - 1];
  const summary = t.chartSummary(
    formatPriceShort(first.interestPaid, locale),
    formatPriceShort(first.principalPaid, locale),
    last.year,
    formatPriceShort(last.interestPaid, locale),
    formatPriceShort(last.principalPaid, locale),
  );
  const labelEvery = Math.ceil(years.length / 8);
  return (
    <figure className="amortisation">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} preserveAspectRatio="xMidYMid meet">
        {years.map((year, index) => {
          const x = AXIS + index * slot + (slot - bar) / 2;
          const principalHeight = year.principalPaid * scale;
          const interestHeight = year.interestPaid * scale;
          const base = HEIGHT - AXIS;
          return (
            <g key={year.year}>
              <rect
                x={x}
                y={base - principalHeight}
                width={bar}
                height={principalHeight}
                className="amortisation-principal"
              />
              <rect
                x={x}
                y={base - principalHeight - interestHeight}
                width={bar}
                height={interestHeight}
                className="amortisation-interest"
              />
              {(index % labelEvery === 0 || index === years.length - 1) && (
                <text x={x + bar / 2} y={HEIGHT - 8} textAnchor="middle" className="amortisation-axis">
                  {year.year}
                </text>
              )}
            </g>
          );
        })}
        <line x1={AXIS} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className="amortisation-baseline" />
      </svg>
      <figcaption>
        {t.chartCaption} <span className="legend legend--principal">{t.loanRepaid}</span>{' '}
        <span className="legend legend--interest">{t.interestPart}</span>
      </figcaption>
    </figure>
  );
}
