import { describe, expect, it } from 'vitest';
import { STRINGS } from './catalogues.ts';

type Leaf = string | ((...args: never[]) => string);
interface Tree {
  [key: string]: Leaf | Tree | readonly unknown[];
}

/** Every string (or string-making function) of a catalogue, by its dotted key. */
const leavesOf = (tree: Tree, prefix = ''): Map<string, unknown> => {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [inner, leaf] of leavesOf(value as Tree, name)) leaves.set(inner, leaf);
    else if (Array.isArray(value)) value.forEach((item, index) => leaves.set(`${name}.${index}`, item));
    else leaves.set(name, value);
  }
  return leaves;
};

const DEVANAGARI = /[\u0900-\u097F]/;

/** Hindi strings that are rightly written as in English (names, and the switch back to English). */
const SAME_IN_HINDI = new Set(['English', 'Aangan']);

describe('the Hindi interface', () => {
  const english = leavesOf(STRINGS.en);
  const hindi = leavesOf(STRINGS.hi);

  it('has a Hindi entry for every English string, and nothing English lacks', () => {
    expect([...english.keys()].filter((key) => !hindi.has(key))).toEqual([]);
    expect([...hindi.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('is written in Hindi: no blank entry, none left in English', () => {
    const untranslated = [...hindi].filter(([key, value]) => {
      if (typeof value === 'function') return typeof english.get(key) !== 'function';
      if (typeof value !== 'string' || !value.trim()) return true;
      return !DEVANAGARI.test(value) && !SAME_IN_HINDI.has(value) && value === english.get(key);
    });
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('takes the same arguments as the English wherever a string is made from values', () => {
    const mismatched = [...english].filter(
      ([key, value]) => typeof value === 'function' && (hindi.get(key) as Leaf).length !== value.length,
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});
