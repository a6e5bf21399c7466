import { describe, expect, it } from 'vitest';
import { currencyRatesDecider, type CurrencyRatesCommand, type CurrencyRatesEvent } from './currencyRatesDecider.ts';

const given = (events: CurrencyRatesEvent[]) =>
  events.reduce(currencyRatesDecider.evolve, currencyRatesDecider.initialState());
const when = (events: CurrencyRatesEvent[], command: CurrencyRatesCommand) =>
  currencyRatesDecider.decide(command, given(events));
const rates = { INR: { name: 'Indian Rupee', inrPerUnit: 1 }, USD: { name: 'US Dollar', inrPerUnit: 84 } };
const changed: CurrencyRatesEvent = { type: 'CurrencyRatesChanged', data: { rates } };

describe('currency rates decider', () => {
  it('saving the table records it whole, the first time and every time after', () => {
    expect(when([], { type: 'SetCurrencyRates', rates })).toEqual([changed]);
    expect(when([changed], { type: 'SetCurrencyRates', rates })).toEqual([changed]);
  });

  it('the state is the table last saved (null before the first save)', () => {
    expect(given([])).toBeNull();
    expect(given([changed])).toEqual(rates);
  });
});
