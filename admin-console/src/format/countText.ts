const GROUPED = new Intl.NumberFormat('en-IN');

/** A count with its noun in the right number: '1 lead', '2 leads', '1,250 leads', '1 entry' / '3 entries'. */
export const countText = (count: number, one: string, many = `${one}s`): string =>
  `${GROUPED.format(count)} ${count === 1 ? one : many}`;
