import { convertCurrencyQuerySchema, currencyRatesResponseSchema, currencyRatesSchema } from '@aangan/contracts';
import { requiredRevisionOf, withETag } from '../routing/requestContext.ts';
import { ok, route, type AnyRoute } from '../routing/routeTable.ts';
import type { WebsiteConfiguration } from './websiteConfiguration.ts';

const TAG = 'Content';

/** Currency conversion (spec §3, §9) */
export function currencyRateRoutes(configuration: WebsiteConfiguration): AnyRoute[] {
  return [
    route({
      method: 'get',
      path: '/user/currency-rates',
      access: 'public',
      tag: TAG,
      summary:
        'The currency options and rates (rupees per unit; ETag: the revision of the table, -1 for the built-in one)',
      followsReadModels: true,
      response: currencyRatesResponseSchema,
      handler: async () => {
        const table = await configuration.ratesRecord();
        return withETag(table.revision, ok(table.rates));
      },
    }),
    route({
      method: 'get',
      path: '/user/convert-currency',
      access: 'public',
      tag: TAG,
      summary: 'amount × rate × quantity, rounded to 2 decimals (from, to default INR, amount, quantity default 1)',
      query: convertCurrencyQuerySchema,
      handler: async ({ query }) => ok(await configuration.convert(query)),
    }),
    route({
      method: 'put',
      path: '/admin/currency-rates',
      access: 'admin',
      tag: TAG,
      summary:
        'Replace the currency table (INR must be present with rate 1; If-Match or expectedRevision: the table read)',
      body: currencyRatesSchema,
      handler: async ({ body, ctx, command }) => {
        const saved = await configuration.setRates(command, body.rates, requiredRevisionOf(ctx, body.expectedRevision));
        return withETag(saved.revision, ok(saved.rates, 'Currency rates saved'));
      },
    }),
  ];
}
