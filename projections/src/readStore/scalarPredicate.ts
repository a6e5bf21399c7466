/**
 * MongoDB filter conditions evaluated against a field that holds one plain string, number or
 * boolean. On such a value MongoDB's rules are short: equality is same type and value, ranges
 * only compare numbers with numbers and strings with strings, `$regex` only matches strings.
 * Conditions this module does not fully understand return null and are left to mingo.
 */
export type Scalar = string | number | boolean;
export type ScalarPredicate = (value: Scalar) => boolean;

const isPlainValue = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && !Number.isNaN(value));

/** JavaScript supports these MongoDB regex options with the same meaning. */
const REGEX_OPTIONS = /^[imsu]*$/;

function regexPredicate(pattern: unknown, options: unknown): ScalarPredicate | null {
  let regex: RegExp;
  if (pattern instanceof RegExp) {
    if (options !== undefined) return null;
    regex = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  } else if (typeof pattern === 'string') {
    if (options !== undefined && (typeof options !== 'string' || !REGEX_OPTIONS.test(options))) return null;
    regex = new RegExp(pattern, options ?? '');
  } else {
    return null;
  }
  return (value) => typeof value === 'string' && regex.test(value);
}

function setOf(values: unknown): Set<unknown> | null {
  if (!Array.isArray(values)) return null;
  return values.every((value) => value === null || isPlainValue(value)) ? new Set(values) : null;
}

function rangePredicate(operator: string, bound: unknown): ScalarPredicate | null {
  if (typeof bound !== 'number' && typeof bound !== 'string') return null;
  if (typeof bound === 'number' && Number.isNaN(bound)) return null;
  const type = typeof bound;
  switch (operator) {
    case '$gt':
      return (value) => typeof value === type && value > bound;
    case '$gte':
      return (value) => typeof value === type && value >= bound;
    case '$lt':
      return (value) => typeof value === type && value < bound;
    default:
      return (value) => typeof value === type && value <= bound;
  }
}

/**
 * A condition's answer on one field: `test` for a plain value, `onNull` for null, `onMissing` for a
 * field the document does not have. MongoDB's rules there are short too: null and missing are
 * equal to null (and in an `$in` holding it), different from everything else, and never within a
 * range or matched by a regex.
 */
export interface FieldPredicate {
  test: ScalarPredicate;
  onNull: boolean;
  onMissing: boolean;
  /**
   * On an array of plain values (a document's search terms), MongoDB asks each operator of the
   * condition of the elements apart: the condition holds when every one of these tests passes on
   * some element (not necessarily the same one). Null when an operator reads an array otherwise
   * (`$ne`, `$nin`, `$exists`: about the whole array) or the condition takes null (then an array
   * holding null, or an empty one, needs MongoDB's finer rules): such arrays are left to mingo.
   */
  someElement: readonly ScalarPredicate[] | null;
}

const never = (test: ScalarPredicate): FieldPredicate => ({
  test,
  onNull: false,
  onMissing: false,
  someElement: [test],
});

function operatorPredicate(operator: string, operand: unknown, all: Record<string, unknown>): FieldPredicate | null {
  switch (operator) {
    case '$eq':
      if (operand === null) return { test: () => false, onNull: true, onMissing: true, someElement: null };
      return isPlainValue(operand) ? never((value) => value === operand) : null;
    case '$ne':
      if (operand === null) return { test: () => true, onNull: false, onMissing: false, someElement: null };
      return isPlainValue(operand)
        ? { test: (value) => value !== operand, onNull: true, onMissing: true, someElement: null }
        : null;
    case '$in': {
      const set = setOf(operand);
      if (!set) return null;
      const test: ScalarPredicate = (value) => set.has(value);
      return { test, onNull: set.has(null), onMissing: set.has(null), someElement: set.has(null) ? null : [test] };
    }
    case '$nin': {
      const set = setOf(operand);
      return (
        set && {
          test: (value) => !set.has(value),
          onNull: !set.has(null),
          onMissing: !set.has(null),
          someElement: null,
        }
      );
    }
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte': {
      const test = rangePredicate(operator, operand);
      return test && never(test);
    }
    case '$regex': {
      const test = regexPredicate(operand, all.$options);
      return test && never(test);
    }
    case '$options':
      // The regex beside it reads the options; on an array it asks nothing of the elements itself.
      return '$regex' in all ? { test: () => true, onNull: true, onMissing: true, someElement: [] } : null;
    case '$exists': {
      const exists = Boolean(operand);
      return { test: () => exists, onNull: exists, onMissing: !exists, someElement: null };
    }
    default:
      return null;
  }
}

export function scalarPredicate(condition: unknown): FieldPredicate | null {
  if (isPlainValue(condition)) return never((value) => value === condition);
  if (condition instanceof RegExp) {
    const test = regexPredicate(condition, undefined);
    return test && never(test);
  }
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition) || condition instanceof Date) {
    return null;
  }
  const operators = condition as Record<string, unknown>;
  const keys = Object.keys(operators);
  if (keys.length === 0 || !keys.every((key) => key.startsWith('$'))) return null;
  const parts: FieldPredicate[] = [];
  for (const key of keys) {
    const part = operatorPredicate(key, operators[key], operators);
    if (!part) return null;
    parts.push(part);
  }
  if (parts.length === 1) return parts[0];
  const tests = parts.map((part) => part.test);
  const onNull = parts.every((part) => part.onNull);
  return {
    test: (value) => tests.every((test) => test(value)),
    onNull,
    onMissing: parts.every((part) => part.onMissing),
    someElement:
      onNull || parts.some((part) => part.someElement === null) ? null : parts.flatMap((part) => part.someElement!),
  };
}
