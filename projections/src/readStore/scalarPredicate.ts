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

function operatorPredicate(operator: string, operand: unknown, all: Record<string, unknown>): ScalarPredicate | null {
  switch (operator) {
    case '$eq':
      if (operand === null) return () => false;
      return isPlainValue(operand) ? (value) => value === operand : null;
    case '$ne':
      if (operand === null) return () => true;
      return isPlainValue(operand) ? (value) => value !== operand : null;
    case '$in': {
      const set = setOf(operand);
      return set && ((value) => set.has(value));
    }
    case '$nin': {
      const set = setOf(operand);
      return set && ((value) => !set.has(value));
    }
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
      return rangePredicate(operator, operand);
    case '$regex':
      return regexPredicate(operand, all.$options);
    case '$options':
      return '$regex' in all ? () => true : null;
    case '$exists': {
      const exists = Boolean(operand);
      return () => exists;
    }
    default:
      return null;
  }
}

export function scalarPredicate(condition: unknown): ScalarPredicate | null {
  if (isPlainValue(condition)) return (value) => value === condition;
  if (condition instanceof RegExp) return regexPredicate(condition, undefined);
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition) || condition instanceof Date) {
    return null;
  }
  const operators = condition as Record<string, unknown>;
  const keys = Object.keys(operators);
  if (keys.length === 0 || !keys.every((key) => key.startsWith('$'))) return null;
  const parts: ScalarPredicate[] = [];
  for (const key of keys) {
    const part = operatorPredicate(key, operators[key], operators);
    if (!part) return null;
    parts.push(part);
  }
  if (parts.length === 1) return parts[0]!;
  return (value) => parts.every((part) => part(value));
}
