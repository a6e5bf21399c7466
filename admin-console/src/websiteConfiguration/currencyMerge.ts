import type { FieldWords } from '../content/MergePanel.tsx';
import type { CurrencyRates } from '../providers/contentApi.ts';

/** One currency as the panel holds it while it is typed. */
export interface Row {
  /** Stable key for React while the code is typed. */
  key: number;
  code: string;
  name: string;
  rate: string;
  /** Stored already: its code is no longer typed. */
  saved: boolean;
}

export const BASE = 'INR';

const inOrder = (a: string, b: string): number => (a === BASE ? -1 : b === BASE ? 1 : a.localeCompare(b));

export const toRows = (rates: CurrencyRates, newKey: () => number): Row[] =>
  Object.entries(rates)
    .sort(([a], [b]) => inOrder(a, b))
    .map(([code, { name, inrPerUnit }]) => ({ key: newKey(), code, name, rate: String(inrPerUnit), saved: true }));

/** A row without a code yet is named by its key, so that merging keeps it. */
const NEW_ROW = 'new ';

/** The table as typed, one entry per currency: what a save sends of each, compared field by field. */
export type TypedTable = Record<string, { name: string; rate: string }>;

export const typedTable = (rows: readonly Row[]): TypedTable =>
  Object.fromEntries(
    rows.map((row) => [row.code || `${NEW_ROW}${row.key}`, { name: row.name.trim(), rate: row.rate.trim() }]),
  );

export const plainTable = (table: TypedTable): Record<string, unknown> => table;

/** The same currencies, names and rates in the same order (the rows' keys aside). */
export const sameTable = (rows: readonly Row[], other: readonly Row[] | null): boolean =>
  other !== null &&
  JSON.stringify(rows.map(({ code, name, rate }) => [code, name, rate])) ===
    JSON.stringify(other.map(({ code, name, rate }) => [code, name, rate]));

/** A merged table as rows: the stored currencies in the table's order, then those being added. */
export const rowsOfTable = (table: TypedTable, stored: TypedTable, newKey: () => number): Row[] => {
  const rows = Object.entries(table).map(([code, { name, rate }]) => {
    const typing = code.startsWith(NEW_ROW);
    return { key: newKey(), code: typing ? '' : code, name, rate, saved: !typing && Object.hasOwn(stored, code) };
  });
  return [
    ...rows.filter((row) => row.saved).sort((a, b) => inOrder(a.code, b.code)),
    ...rows.filter((row) => !row.saved),
  ];
};

export const CURRENCY_WORDS: FieldWords = {
  labelOf: (key) => (key.startsWith(NEW_ROW) ? 'A currency being added' : key),
  shown: (_key, value) => {
    if (typeof value !== 'object' || value === null) return value;
    const { name, rate } = value as { name: string; rate: string };
    return `${name}: ₹${rate}`;
  },
};
