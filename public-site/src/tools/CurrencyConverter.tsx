import { useState } from 'react';
import {
  CURRENCY_MESSAGES,
  convertCurrency,
  crossRate,
  formatIndianNumber,
  formatIndianSignificant,
  parseNumericInput,
} from '@aangan/contracts/browser';
import type { ConversionInputs, CurrencyRates } from '../model/currencyInputs.ts';
import { useLocalHref, useStrings } from '../i18n/strings.tsx';
import { useMessage } from '../i18n/useMessage.ts';

const amount = (value: number): string => formatIndianNumber(value, 2);

/** Spec §9: amount × rate, rounded to 2 decimals; the spec's two messages otherwise. */
export const conversionOf = (
  rates: CurrencyRates,
  inputs: ConversionInputs,
): { result: number; rate: number } | { error: string; field: 'from' | 'to' | 'amount' } => {
  const rate = crossRate(rates, inputs.from, inputs.to);
  if (rate === null)
    return { error: CURRENCY_MESSAGES.invalidCurrency, field: Object.hasOwn(rates, inputs.from) ? 'to' : 'from' };
  const amount = Number(inputs.amount.trim());
  if (inputs.amount.trim() === '' || !Number.isFinite(amount) || amount < 0)
    return { error: CURRENCY_MESSAGES.invalidNumber, field: 'amount' };
  return { result: convertCurrency(amount, rate), rate };
};

/**
 * For buyers abroad: an amount in one currency in another, at the site's rates (spec §3). A GET
 * form to the converter page, so the server answers without script.
 */
export function CurrencyConverter({
  rates,
  initial,
  idPrefix,
}: {
  rates: CurrencyRates;
  initial: ConversionInputs;
  idPrefix: string;
}) {
  const [inputs, setInputs] = useState(initial);
  const t = useStrings().tools.converter;
  const message = useMessage();
  const localHref = useLocalHref();
  const outcome = conversionOf(rates, inputs);
  const codes = Object.keys(rates).sort((a, b) => (a === 'INR' ? -1 : b === 'INR' ? 1 : a < b ? -1 : a > b ? 1 : 0));
  const select = (key: 'from' | 'to', label: string) => (
    <div className="field">
      <label htmlFor={`${idPrefix}-${key}`}>{label}</label>
      <select
        id={`${idPrefix}-${key}`}
        name={key}
        value={inputs[key]}
        onChange={(event) => {
          const chosen = event.target.value;
          setInputs((current) => ({ ...current, [key]: chosen }));
        }}
      >
        {!Object.hasOwn(rates, inputs[key]) && <option value={inputs[key]}>{inputs[key] || t.choose}</option>}
        {codes.map((code) => (
          <option key={code} value={code}>
            {code} · {rates[code].name}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="converter">
      <form
        className="converter-form"
        action={localHref('/currency-converter')}
        method="get"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="field">
          <label htmlFor={`${idPrefix}-amount`}>{t.amount}</label>
          <input
            id={`${idPrefix}-amount`}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={inputs.amount}
            aria-invalid={('field' in outcome && outcome.field === 'amount') || undefined}
            onChange={(event) => {
              const amount = parseNumericInput(event.target.value, { maxLength: 16 });
              setInputs((current) => ({ ...current, amount }));
            }}
          />
        </div>
        {select('from', t.from)}
        {select('to', t.to)}
        <noscript>
          <button type="submit" className="button">
            {t.convert}
          </button>
        </noscript>
      </form>
      <p className="converter-result" aria-live="polite">
        {'error' in outcome ? (
          <span className="field-error">{message(outcome.error)}</span>
        ) : (
          <>
            {amount(Number(inputs.amount))} {inputs.from} ={' '}
            <strong data-conversion="result">
              {amount(outcome.result)} {inputs.to}
            </strong>
            <span className="converter-rate">
              {' '}
              (1 {inputs.from} = {formatIndianSignificant(outcome.rate, 4)} {inputs.to})
            </span>
          </>
        )}
      </p>
    </div>
  );
}
