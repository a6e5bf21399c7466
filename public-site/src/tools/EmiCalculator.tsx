import { useState } from 'react';
import { parseNumericInput } from '@aangan/contracts/browser';
import { AmortisationChart } from './AmortisationChart.tsx';
import { emiOf, formatRupees, type EmiInputs } from '../model/emiInputs.ts';
import { useLocalHref, useStrings } from '../i18n/strings.tsx';
import type { ToolsStrings } from '../i18n/en/tools.ts';

const fieldsOf = (t: ToolsStrings['emi']): Array<{ key: keyof EmiInputs; label: string; hint: string }> => [
  { key: 'price', label: t.price, hint: t.priceHint },
  { key: 'loanPercent', label: t.loanPercent, hint: t.loanPercentHint },
  { key: 'rate', label: t.rate, hint: t.rateHint },
  { key: 'years', label: t.years, hint: t.yearsHint },
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
  const t = useStrings().tools.emi;
  const localHref = useLocalHref();
  const outcome = emiOf(inputs);
  const invalid = 'invalid' in outcome ? outcome.invalid : [];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="emi">
      <form
        className="emi-form"
        action={localHref('/emi-calculator')}
        method="get"
        onSubmit={(event) => event.preventDefault()}
      >
        {fieldsOf(t).map(({ key, label, hint }) => {
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
                onChange={(event) => {
                  const typed = parseNumericInput(event.target.value, { maxLength: 14 });
                  setInputs((current) => ({ ...current, [key]: typed }));
                }}
              />
              <small id={`${id}-hint`} className={wrong ? 'field-error' : 'field-hint'}>
                {wrong ? t.invalidInput : hint}
              </small>
            </div>
          );
        })}
        <noscript>
          <button type="submit" className="button">
            {t.calculate}
          </button>
        </noscript>
      </form>
      {'figures' in outcome && (
        <div className="emi-result" aria-live="polite">
          <Heading className="visually-hidden">{t.yourEmi}</Heading>
          <dl className="emi-figures">
            <div>
              <dt>{t.monthly}</dt>
              <dd data-emi="monthly">{formatRupees(outcome.figures.monthlyEmi)}</dd>
            </div>
            <div>
              <dt>{t.principal}</dt>
              <dd data-emi="principal">{formatRupees(outcome.figures.principal)}</dd>
            </div>
            <div>
              <dt>{t.interest}</dt>
              <dd data-emi="interest">{formatRupees(outcome.figures.totalInterest)}</dd>
            </div>
            <div>
              <dt>{t.total}</dt>
              <dd data-emi="total">{formatRupees(outcome.figures.totalPayment)}</dd>
            </div>
          </dl>
          <AmortisationChart emi={outcome.figures} />
        </div>
      )}
    </div>
  );
}
