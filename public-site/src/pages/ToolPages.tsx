import type { ConversionInputs, CurrencyRates } from '../model/currencyInputs.ts';
import { CurrencyConverter } from '../tools/CurrencyConverter.tsx';
import { EmiCalculator } from '../tools/EmiCalculator.tsx';
import type { EmiInputs } from '../model/emiInputs.ts';

export function EmiCalculatorPage({ inputs }: { inputs: EmiInputs }) {
  return (
    <div className="container section tool-page">
      <h1>Home loan EMI calculator</h1>
      <p className="lead">
        Your monthly instalment, the interest over the whole loan and how each year splits between the two.
      </p>
      <EmiCalculator initial={inputs} idPrefix="emi-page" headingLevel={2} />
      <p className="tool-note">
        EMI = P × r × (1 + r)<sup>n</sup> / ((1 + r)<sup>n</sup> − 1), with P the loan, r the monthly rate and n the
        number of months. Banks may add processing fees and insurance.{' '}
        <a href="/currency-converter">Convert a price to your currency</a>.
      </p>
    </div>
  );
}

export function CurrencyConverterPage({ rates, inputs }: { rates: CurrencyRates; inputs: ConversionInputs }) {
  return (
    <div className="container section tool-page">
      <h1>Currency converter</h1>
      <p className="lead">For buyers abroad: property prices in rupees in your own currency, and back.</p>
      <CurrencyConverter rates={rates} initial={inputs} idPrefix="converter-page" />
      <p className="tool-note">
        Indicative rates set by Aangan; your bank&apos;s rate on the day of transfer decides what you pay.{' '}
        <a href="/emi-calculator">Work out a home loan EMI</a>.
      </p>
    </div>
  );
}
