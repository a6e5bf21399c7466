import { useState } from 'react';
import { parseNumericInput } from '@aangan/contracts/browser';
import { AmortisationChart } from './AmortisationChart.tsx';
import { emiOf, formatRupees, type EmiInputs } from '../model/emiInputs.ts';

/** Spec §8's message for a box that is not a number in range. */
export const INVALID_INPUT_MESSAGE = 'Please enter a valid input';

const FIELDS: Array<{ key: keyof EmiInputs; label: string; hint: string }> = [
  { key: 'price', label: 'Property price (₹)', hint: 'In rupees, e.g. 7500000' },
  { key: 'loanPercent', label: 'Loan (% of price)', hint: 'Up to 100' },
  { key: 'rate', label: 'Interest rate (% a year)', hint: '0 to 30' },
  { key: 'years', label: 'Tenure (years)', hint: '1 to 40' },
];

/**
 * Home-loan EMI with the formula the assistant uses. A plain GET form to the calculator page, so
 * without script the server works out the result; with script the figures follow the typing.
 */
export function EmiCalculator({
  initial,
  idPrefix,
  headingLevel = 3,
}: {
  initial: EmiInputs;
  idPrefix: string;
  headingLevel?: 2 | 3;
}) {
  const [inputs, setInputs] = useState(initial);
  const outcome = emiOf(inputs);
  const invalid = 'invalid' in outcome ? outcome.invalid : [];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="emi">
      <form className="emi-form" action="/emi-calculator" method="get" onSubmit={(event) => event.preventDefault()}>
        {FIELDS.map(({ key, label, hint }) => {
          const id = `${idPrefix}-${key}`;
          const wrong = invalid.includes(key);
          return (
            <div key={key} className="field">
              <label htmlFor={id}>{label}</label>
              <input
                id={id}
                name={key}
                inputMode="decimal"
                autoComplete="off"
                value={inputs[key]}
                aria-invalid={wrong || undefined}
                aria-describedby={`${id}-hint`}
                onChange={(event) =>
                  setInputs({ ...inputs, [key]: parseNumericInput(event.target.value, { maxLength: 14 }) })
                }
              />
              <small id={`${id}-hint`} className={wrong ? 'field-error' : 'field-hint'}>
                {wrong ? INVALID_INPUT_MESSAGE : hint}
              </small>
            </div>
          );
        })}
        <noscript>
          <button type="submit" className="button">
            Calculate EMI
          </button>
        </noscript>
      </form>
      {'figures' in outcome && (
        <div className="emi-result" aria-live="polite">
          <Heading className="visually-hidden">Your EMI</Heading>
          <dl className="emi-figures">
            <div>
              <dt>Monthly EMI</dt>
              <dd data-emi="monthly">{formatRupees(outcome.figures.monthlyEmi)}</dd>
            </div>
            <div>
              <dt>Loan amount</dt>
              <dd data-emi="principal">{formatRupees(outcome.figures.principal)}</dd>
            </div>
            <div>
              <dt>Total interest</dt>
              <dd data-emi="interest">{formatRupees(outcome.figures.totalInterest)}</dd>
            </div>
            <div>
              <dt>Total payment</dt>
              <dd data-emi="total">{formatRupees(outcome.figures.totalPayment)}</dd>
            </div>
          </dl>
          <AmortisationChart emi={outcome.figures} />
        </div>
      )}
    </div>
  );
}
