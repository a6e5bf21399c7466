import type { Filter, FindOptions } from './ReadStore.ts';

/**
 * Which calls read a collection's late fields: top-level fields whose values reach the stored
 * documents after the documents themselves (see FillsLater.completeLater). A call that reads one
 * waits for them; any other is answered at once. When in doubt the answer is yes: waiting is
 * always correct, only slower.
 */
export type LateFields = ReadonlySet<string>;

/** Whether matching `filter` reads any of `fields`; an operator it does not look into counts as reading them all. */
export function filterReads(filter: Filter, fields: LateFields): boolean {
  for (const key of Object.keys(filter)) {
    if (!key.startsWith('$')) {
      if (pathReads(key, fields)) return true;
      continue;
    }
    const clauses = filter[key];
    if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(clauses)) {
      for (const clause of clauses as unknown[]) {
        if (typeof clause !== 'object' || clause === null || filterReads(clause as Filter, fields)) return true;
      }
    } else if (key !== '$comment') {
      return true;
    }
  }
  return false;
}

/** Whether what a projection hands out holds any of `fields` (no projection: the whole document does). */
export function projectionReads(projection: FindOptions['projection'], fields: LateFields): boolean {
  const entries = Object.entries(projection ?? {});
  if (entries.length === 0) return true;
  const named = entries.filter(([name]) => name !== '_id');
  // As compileProjection reads it: the first field other than _id says inclusion or exclusion.
  const inclusive = named.length > 0 ? Boolean(named[0][1]) : Boolean(projection?._id);
  if (inclusive) return named.some(([name]) => pathReads(name, fields));
  const excluded = new Set(named.map(([name]) => name));
  for (const field of fields) if (!excluded.has(field)) return true;
  return false;
}

/** Whether a find reads any of `fields`: to match, to sort or to hand out. */
export function findReads(filter: Filter, options: FindOptions, fields: LateFields): boolean {
  if (filterReads(filter, fields)) return true;
  if (options.sort && Object.keys(options.sort).some((key) => pathReads(key, fields))) return true;
  return projectionReads(options.projection, fields);
}

/** Whether a field path (a filter's, a sort's, a projection's, `distinct`'s or an index's) is, or lies inside, one of `fields`. */
export function pathReads(path: string, fields: LateFields): boolean {
  const dot = path.indexOf('.');
  return fields.has(dot === -1 ? path : path.slice(0, dot));
}
