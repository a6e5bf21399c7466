import type { Collection, Doc, Filter, IndexSpec, ReadStore, SortSpec } from '../readStore/ReadStore.ts';

/** One kind of query a collection is asked: the fields it matches on, and how it sorts. */
export interface QueryShape {
  collection: string;
  /** Fields matched by value (equality or `$in`). */
  equal: string[];
  /** Fields matched by range or other condition (`$gt`, `$exists`, `$regex`, ...). */
  range: string[];
  sort: [string, 1 | -1][];
  /** The call that asked it first, for the report. */
  via: string;
}

const EQUALITY = new Set(['$eq', '$in']);

/** The shapes a filter stands for: one, or one per branch of an `$or`. */
function shapesOf(filter: Filter | undefined): { equal: Set<string>; range: Set<string> }[] {
  let shapes = [{ equal: new Set<string>(), range: new Set<string>() }];
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (key === '$and' && Array.isArray(value)) {
      for (const part of value as Filter[]) {
        const parts = shapesOf(part);
        shapes = shapes.flatMap((shape) =>
          parts.map((p) => ({
            equal: new Set([...shape.equal, ...p.equal]),
            range: new Set([...shape.range, ...p.range]),
          })),
        );
      }
    } else if (key === '$or' && Array.isArray(value)) {
      const branches = (value as Filter[]).flatMap((branch) => shapesOf(branch));
      shapes = shapes.flatMap((shape) =>
        branches.map((b) => ({
          equal: new Set([...shape.equal, ...b.equal]),
          range: new Set([...shape.range, ...b.range]),
        })),
      );
    } else if (key.startsWith('$')) {
      // $text, $where and the like: not a field.
    } else {
      const operators =
        value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)
          ? Object.keys(value)
          : [];
      const byValue = operators.length === 0 || operators.every((op) => EQUALITY.has(op) || !op.startsWith('$'));
      for (const shape of shapes) (byValue ? shape.equal : shape.range).add(key);
    }
  }
  return shapes;
}

/**
 * A read store that remembers every query shape asked of it (find, findOne, count, distinct,
 * deleteMany) and every index declared (ensureIndex), passing everything on to `inner` unchanged.
 */
export function recordingReadStore(inner: ReadStore): {
  store: ReadStore;
  shapes(): QueryShape[];
  indexes(): Map<string, IndexSpec[]>;
} {
  const shapes = new Map<string, QueryShape>();
  const indexes = new Map<string, IndexSpec[]>();
  const note = (collection: string, via: string, filter: Filter | undefined, sort: SortSpec | undefined) => {
    for (const shape of shapesOf(filter)) {
      const one: QueryShape = {
        collection,
        equal: [...shape.equal].sort(),
        range: [...shape.range].sort(),
        sort: Object.entries<1 | -1>(sort ?? {}),
        via,
      };
      const key = JSON.stringify([one.collection, one.equal, one.range, one.sort]);
      if (!shapes.has(key)) shapes.set(key, one);
    }
  };
  const store: ReadStore = {
    collection<T extends Doc>(name: string): Collection<T> {
      const collection = inner.collection<T>(name);
      return Object.assign(Object.create(collection) as Collection<T>, {
        find: (filter: Filter, options?: { sort?: SortSpec }) => (
          note(name, 'find', filter, options?.sort),
          collection.find(filter, options)
        ),
        findOne: (filter: Filter) => (note(name, 'findOne', filter, undefined), collection.findOne(filter)),
        count: (filter?: Filter) => (note(name, 'count', filter, undefined), collection.count(filter)),
        distinct: (field: string, filter?: Filter) => (
          note(name, `distinct ${field}`, filter, undefined),
          collection.distinct(field, filter)
        ),
        deleteMany: (filter: Filter) => (note(name, 'deleteMany', filter, undefined), collection.deleteMany(filter)),
        ensureIndex: (spec: IndexSpec) => {
          indexes.set(name, [...(indexes.get(name) ?? []), spec]);
          return collection.ensureIndex(spec);
        },
      });
    },
    commit: (writes, options) => inner.commit(writes, options),
    drop: (name) => inner.drop(name),
    replaceCollection: (target, source) => inner.replaceCollection(target, source),
    ping: () => inner.ping(),
    close: () => inner.close(),
  };
  return { store, shapes: () => [...shapes.values()], indexes: () => indexes };
}

/**
 * Whether one of `indexes` serves the query: it starts with fields the query matches by value (in
 * any order), then gives the query's sort in order (or all reversed), and what it matches by range
 * may follow. A query by `_id` is served by the collection's own index; a query that matches
 * nothing and sorts nothing reads the whole collection on purpose (a count of all, an export).
 */
export function servedBy(shape: QueryShape, indexes: readonly IndexSpec[]): boolean {
  if (shape.equal.includes('_id')) return true;
  if (shape.equal.length === 0 && shape.range.length === 0 && shape.sort.length === 0) return true;
  return [{ keys: { _id: 1 } } as IndexSpec, ...indexes].some((index) => {
    const keys = Object.entries(index.keys);
    let at = 0;
    const equal = new Set(shape.equal);
    while (at < keys.length && equal.has(keys[at][0])) {
      equal.delete(keys[at][0]);
      at += 1;
    }
    // The sort must follow, all in one direction or all reversed (fields matched by value may be skipped).
    const sort = shape.sort.filter(([field]) => !shape.equal.includes(field));
    if (sort.length > 0) {
      const direction = keys[at]?.[1] === sort[0][1] ? 1 : -1;
      for (const [field, order] of sort) {
        const key = keys[at];
        if (!key || key[0] !== field || key[1] !== order * direction) return false;
        at += 1;
      }
    }
    if (at > 0) return true;
    // No equality or sort prefix: a range on the index's first field still narrows the read.
    return keys.length > 0 && shape.range.includes(keys[0][0]);
  });
}
