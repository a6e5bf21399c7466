import {
  CURRENCY_MESSAGES,
  DEFAULT_CURRENCY_RATES,
  ValidationError,
  convertCurrency,
  type CurrencyRatesDoc,
} from '@aangan/contracts';
import type { CommandContext } from '../core/commandContext.ts';
import { readAfterCommand } from '../core/commandAccepted.ts';
import { commandRunner } from '../core/commandRunner.ts';
import { CURRENCY_RATES_STREAM, currencyRatesDecider } from './currencyRatesDecider.ts';
import { collectionsOf, type WebsiteConfigurationDeps } from './websiteConfigurationDeps.ts';

export function createCurrencyRates(deps: WebsiteConfigurationDeps) {
  const col = collectionsOf(deps.readStore);
  const currencyRatesCommands = commandRunner(deps, {
    decider: currencyRatesDecider,
    idOf: () => 'rates',
    stream: () => CURRENCY_RATES_STREAM,
    poll: () => '/api/v1/user/currency-rates',
  });

  /** The table and its revision (-1: never saved, the built-in rates show). */
  async function ratesRecord(): Promise<{ rates: CurrencyRatesDoc['rates']; revision: number }> {
    const doc = await col<CurrencyRatesDoc>('currency_rates').get('rates');
    return doc ? { rates: doc.rates, revision: doc.revision } : { rates: DEFAULT_CURRENCY_RATES, revision: -1 };
  }
  const rates = async (): Promise<CurrencyRatesDoc['rates']> => (await ratesRecord()).rates;

  return {
    rates,
    ratesRecord,
    /** Replaces the whole table; with `expectedRevision`, the table the admin edited (never saved: -1, the built-in rates). */
    async setRates(context: CommandContext, newRates: CurrencyRatesDoc['rates'], expectedRevision?: number) {
      const { stored } = await currencyRatesCommands(
        context,
        { type: 'SetCurrencyRates', rates: newRates },
        { expectedRevision, unsaved: { view: DEFAULT_CURRENCY_RATES } },
      );
      return { rates: await readAfterCommand(stored, rates), revision: stored.revision };
    },
    /** Spec §9: amount × rate × quantity, rounded to 2 decimals, with the spec's two errors. */
    async convert(query: { from: string; to?: string | undefined; amount: string; quantity?: string | undefined }) {
      const table = await rates();
      const from = table[query.from.toUpperCase()];
      const toCode = (query.to ?? 'INR').toUpperCase();
      const to = table[toCode];
      if (!from || !to)
        throw new ValidationError(CURRENCY_MESSAGES.invalidCurrency, [
          { path: from ? 'to' : 'from', message: CURRENCY_MESSAGES.invalidCurrency },
        ]);
      const amount = Number(query.amount.trim());
      const quantity = query.quantity === undefined ? 1 : Number(query.quantity.trim());
      if (
        query.amount.trim() === '' ||
        !Number.isFinite(amount) ||
        amount < 0 ||
        !Number.isFinite(quantity) ||
        quantity <= 0
      ) {
        throw new ValidationError(CURRENCY_MESSAGES.invalidNumber, [
          {
            path: Number.isFinite(amount) && amount >= 0 ? 'quantity' : 'amount',
            message: CURRENCY_MESSAGES.invalidNumber,
          },
        ]);
      }
      const rate = from.inrPerUnit / to.inrPerUnit;
      return {
        from: query.from.toUpperCase(),
        to: toCode,
        amount,
        quantity,
        rate,
        result: convertCurrency(amount, rate, quantity),
      };
    },
  };
}
