import { formatDate } from '@aangan/contracts/browser';
import type { ProjectStrings } from './en/project.ts';

/** Months and the names of fixed values on the project pages, in the page's language. */

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const FULL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 'yyyy-mm' → 'March 2027' ('मार्च 2027'); 'yyyy-mm-dd' → 'dd-mm-yyyy'; anything else → ''. */
export const monthOrDateIn = (t: ProjectStrings, value: string | null | undefined): string => {
  if (!value) return '';
  const month = YEAR_MONTH.exec(value);
  if (month) return `${t.months[Number(month[2]) - 1]} ${month[1]}`;
  return FULL_DATE.test(value) ? formatDate(value) : '';
};

/** A fixed value's name in the page's language (`enums`), or the value itself when it has none. */
export const nameOf = (names: Readonly<Record<string, string>>, value: string): string => names[value] ?? value;
