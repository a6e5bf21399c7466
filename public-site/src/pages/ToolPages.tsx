import type { ConversionInputs, CurrencyRates } from '../model/currencyInputs.ts';
import { CurrencyConverter } from '../tools/CurrencyConverter.tsx';
import { EmiCalculator } from '../tools/EmiCalculator.tsx';
import type { EmiInputs } from '../model/emiInputs.ts';
import { useLocalHref, useStrings } from '../i18n/strings.tsx';

export function EmiCalculatorPage({ inputs }: { inputs: EmiInputs }) {
  const { emi: t, fullStop } = useStrings().tools;
  const localHref = useLocalHref();
  return (
    <div className="container section tool-page">
      <h1>{t.pageTitle}</h1>
      <p className="lead">{t.pageLead}</p>
      <EmiCalculator initial={inputs} idPrefix="emi-page" headingLevel={2} />
      <p className="tool-note">
        EMI = P × r × (1 + r)<sup>n</sup> / ((1 + r)<sup>n</sup> − 1), {t.formulaWhere} {t.fees}{' '}
        <a href={localHref('/currency-converter')}>{t.toConverter}</a>
        {fullStop}
      </p>
    </div>
  );
}

export function CurrencyConverterPage({ rates, inputs }: { rates: CurrencyRates; inputs: ConversionInputs }) {
  const { converter: t, fullStop } = useStrings().tools;
  const localHref = useLocalHref();
  return (
    <div className="container section tool-page">
      <h1>{t.pageTitle}</h1>
      <p className="lead">{t.pageLead}</p>
      <CurrencyConverter rates={rates} initial={inputs} idPrefix="converter-page" />
      <p className="tool-note">
        {t.pageNote} <a href={localHref('/emi-calculator')}>{t.toEmi}</a>
        {fullStop}
      </p>
    </div>
  );
}
