import { convertCurrency, crossRate, formatIndianNumber, type CurrencyRate } from '@aangan/contracts/browser';
import { useLocalHref, useStrings } from '../i18n/strings.tsx';

/**
 * For buyers abroad: the project's price in each currency of the site's table (spec §3 rates),
 * worked out on the server; the converter page takes any other amount.
 */
export function PriceInCurrencies({
  low,
  high,
  rates,
}: {
  low: number;
  high: number;
  rates: Readonly<Record<string, CurrencyRate>>;
}) {
  const t = useStrings().tools.converter;
  const localHref = useLocalHref();
  const codes = Object.keys(rates)
    .filter((code) => code !== 'INR' && crossRate(rates, 'INR', code) !== null)
    .sort();
  const inCurrency = (amount: number, code: string) =>
    formatIndianNumber(convertCurrency(amount, crossRate(rates, 'INR', code)!), 0);
  return (
    <>
      <table className="history-table currency-table">
        <caption className="visually-hidden">{t.inOtherCurrencies}</caption>
        <tbody>
          {codes.map((code) => (
            <tr key={code}>
              <th scope="row">
                {code} <span className="currency-name">{rates[code].name}</span>
              </th>
              <td data-currency={code}>
                {low === high ? inCurrency(low, code) : `${inCurrency(low, code)} - ${inCurrency(high, code)}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="tool-note">
        {t.indicative}{' '}
        <a
          href={localHref(
            `/currency-converter?${new URLSearchParams({ from: 'INR', to: codes[0] ?? 'USD', amount: String(Math.round(low)) })}`,
          )}
        >
          {t.another}
        </a>
      </p>
    </>
  );
}
