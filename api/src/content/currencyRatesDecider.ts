import type { currencyRatesChanged } from '@aangan/contracts';
import type { z } from 'zod';
import type { Decider } from '../core/decider.ts';

export type CurrencyRatesEvent = z.infer<typeof currencyRatesChanged>;

type Rates = CurrencyRatesEvent['data']['rates'];

export type CurrencyRatesCommand = { type: 'SetCurrencyRates'; rates: Rates };

/** The table as last saved; null until an admin first saves it (the built-in rates show). */
export type CurrencyRatesState = Rates | null;

/** The one stream of the rates table. */
export const CURRENCY_RATES_STREAM = 'currencyRates';

/** The currency table, replaced as a whole by each save (every save is recorded). */
export const currencyRatesDecider: Decider<CurrencyRatesState, CurrencyRatesCommand, CurrencyRatesEvent> = {
  initialState: () => null,
  evolve: (_state, event) => event.data.rates,
  decide: (command) => [{ type: 'CurrencyRatesChanged', data: { rates: command.rates } }],
};
