import { Context, ProcessingMode } from 'mingo/core';
import * as queryOperators from 'mingo/operators/query';
import { Query } from 'mingo/query';
import { fieldsOf } from './fieldPaths.ts';
import type { Doc, Filter } from './ReadStore.ts';
import { scalarPredicate, type Scalar, type ScalarPredicate } from './scalarPredicate.ts';

/**
 * mingo 7 resolves operators through a Context; only query operators are registered here
 * (projections and sorts are done by this folder, with MongoDB's exact rules). Documents are
 * frozen, so mingo must never clone or modify them, and `$where` stays disabled.
 */
const queryContext = Context.init({ query: queryOperators });

const queryOptions = {
  context: queryContext,
  processingMode: ProcessingMode.CLONE_OFF,
  useStrictMode: true,
  scriptEnabled: false,
} as const;

export type DocumentTest = (doc: Doc) => boolean;

const matchesEverything: DocumentTest = () => true;

/**
 * Compiles a MongoDB filter once for a whole scan. mingo decides every clause; a clause on a
 * field that holds a plain string, number or boolean (the common case: status, city, price,
 * title), or null, or that the document does not have, or an array of plain values (search
 * terms) for the operators that ask its elements, is answered by a precompiled JavaScript
 * predicate instead, which gives the same answer without mingo's per-document path resolution.
 * Other arrays, sub-documents and any other operator go to mingo.
 */
export function compileFilter(filter: Filter = {}, options: { fastPaths?: boolean } = {}): DocumentTest {
  if (Object.keys(filter).length === 0) return matchesEverything;
  return options.fastPaths === false ? mingoTest(filter) : compileConjunction(filter);
}

function mingoTest(filter: Filter): DocumentTest {
  const query = new Query(filter, queryOptions);
  return (doc) => query.test(fieldsOf(doc));
}

const isFilterList = (value: unknown): value is Filter[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((part) => typeof part === 'object' && part !== null && !Array.isArray(part));

function compileConjunction(filter: Filter): DocumentTest {
  const tests: DocumentTest[] = [];
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && isFilterList(condition)) {
      tests.push(...condition.map(compileConjunction));
    } else if (field === '$or' && isFilterList(condition)) {
      const branches = condition.map(compileConjunction);
      tests.push((doc) => branches.some((branch) => branch(doc)));
    } else if (field.startsWith('$')) {
      tests.push(mingoTest({ [field]: condition }));
    } else {
      tests.push(compileClause(field, condition));
    }
  }
  if (tests.length === 0) return matchesEverything;
  if (tests.length === 1) return tests[0];
  return (doc) => {
    for (let i = 0; i < tests.length; i++) if (!tests[i](doc)) return false;
    return true;
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  !(value instanceof RegExp);

/** The array at `path` when it is reached through plain sub-documents only. */
function arrayAt(doc: Doc, path: readonly string[]): unknown[] | null {
  let value: unknown = doc;
  for (const segment of path) {
    if (!isPlainObject(value)) return null;
    value = value[segment];
  }
  return Array.isArray(value) ? value : null;
}

/**
 * `{ field: { $elemMatch: { a: ..., b: ... } } }` over an array of sub-documents (the per-unit
 * search summary): the inner conditions are compiled once like a filter and tried on each
 * element, so one unit must meet them all. Other shapes stay with mingo.
 */
function compileElemMatch(field: string, condition: unknown, byMingo: DocumentTest): DocumentTest | null {
  if (!isPlainObject(condition) || Object.keys(condition).length !== 1) return null;
  const inner = condition['$elemMatch'];
  if (!isPlainObject(inner) || Object.keys(inner).length === 0) return null;
  // Operators at the top of $elemMatch ($gte on scalar elements) apply to elements that are not documents.
  if (Object.keys(inner).some((key) => key.startsWith('$') && key !== '$and' && key !== '$or')) return null;
  const elementTest = compileConjunction(inner);
  const path = field.split('.');
  return (doc) => {
    const elements = arrayAt(doc, path);
    if (!elements) return byMingo(doc);
    // A sub-document that meets the conditions decides; arrays holding anything else keep mingo's reading of them.
    let others = false;
    // By index: stored arrays are frozen, and V8 walks a frozen array in a for...of through the
    // iterator protocol, one allocated result per element (scans then run the collector often).
    for (let i = 0; i < elements.length; i++) {
      const element = elements[i];
      if (!isPlainObject(element)) others = true;
      else if (elementTest(element as unknown as Doc)) return true;
    }
    return others ? byMingo(doc) : false;
  };
}

function compileClause(field: string, condition: unknown): DocumentTest {
  // Compiling a mingo query costs more than most scans it serves: when a fast path understood the
  // condition (so it is well formed), mingo is compiled only if some document needs it.
  let mingo: DocumentTest | null = null;
  const byMingo: DocumentTest = (doc) => (mingo ??= mingoTest({ [field]: condition }))(doc);
  const elemMatch = compileElemMatch(field, condition, byMingo);
  if (elemMatch) return elemMatch;
  const fast = scalarPredicate(condition);
  if (!fast) return mingoTest({ [field]: condition });
  const { test, onNull, onMissing, someElement } = fast;
  const path = field.split('.');
  const last = path.pop()!;
  // The field's value when every step before it is a plain sub-document; arrays, dates and
  // anything else on the way, or at the field, go to mingo.
  return (doc) => {
    let holder: unknown = doc;
    for (let i = 0; i < path.length; i++) {
      if (!isPlainObject(holder)) return byMingo(doc);
      holder = holder[path[i]];
    }
    if (!isPlainObject(holder)) return byMingo(doc);
    const value = holder[last];
    switch (typeof value) {
      case 'string':
      case 'boolean':
        return test(value);
      case 'number':
        return value === value ? test(value) : byMingo(doc);
      case 'undefined':
        // Inherited members are functions or objects, never missing: a stored document's own fields are all there is.
        return onMissing;
      default:
        if (value === null) return onNull;
        if (someElement && Array.isArray(value)) {
          const answer = someElementPasses(value, someElement);
          if (answer !== undefined) return answer;
        }
        return byMingo(doc);
    }
  };
}

/**
 * Whether every test passes on some element of an array of plain values; undefined when an
 * element is anything else (null, a sub-document, a nested array, a date), which mingo reads.
 */
function someElementPasses(elements: readonly unknown[], tests: readonly ScalarPredicate[]): boolean | undefined {
  for (let i = 0; i < elements.length; i++) {
    const element = elements[i];
    if (typeof element === 'number' ? element !== element : typeof element !== 'string' && typeof element !== 'boolean')
      return undefined;
  }
  for (const test of tests) {
    let passed = false;
    for (let i = 0; !passed && i < elements.length; i++) passed = test(elements[i] as Scalar);
    if (!passed) return false;
  }
  return true;
}
