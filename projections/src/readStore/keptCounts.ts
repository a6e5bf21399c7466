import { compareBson } from './bsonOrder.ts';
import { valuesAtPath } from './fieldPaths.ts';
import type { Doc } from './ReadStore.ts';

/** Counts kept per collection; the least recently asked goes first. */
const KEPT_COUNTS = 1024;
/** Distinct values kept per collection (the cities of the site's menus); the least recently asked goes first. */
const KEPT_DISTINCTS = 16;

/** A document's plain values at a path, each once; null when one is a date, an array or a sub-document. */
export function plainValuesAt(doc: Doc, path: readonly string[]): Set<unknown> | null {
  const values = new Set<unknown>();
  for (const value of valuesAtPath(doc, path)) {
    if (typeof value === 'object' && value !== null) return null;
    values.add(value);
  }
  return values;
}

interface KeptDistinct {
  readonly test: (doc: Doc) => boolean;
  readonly path: readonly string[];
  /** How many passing documents hold each value. */
  readonly holders: Map<unknown, number>;
  generation: number;
}

interface KeptCount {
  readonly test: (doc: Doc) => boolean;
  count: number;
  /** The collection's generation the count reflects. */
  generation: number;
}

/**
 * The counts of the filters a collection is counted by again and again (a search's total), kept
 * exact as the collection changes: each change adds or takes one where the document passes the
 * filter before or after it, instead of every count testing every candidate again. A count that
 * fell behind a change it was not told of is dropped.
 */
export class KeptCounts {
  private readonly counts = new Map<string, KeptCount>();
  private readonly distincts = new Map<string, KeptDistinct>();

  /**
   * The distinct values `text` (the field and the filter) kept as of `generation`, in MongoDB's
   * order; counted per value like a count, so a change adds or takes a document's values.
   */
  distinct(text: string, generation: number): unknown[] | undefined {
    const kept = this.distincts.get(text);
    if (!kept) return undefined;
    this.distincts.delete(text);
    if (kept.generation !== generation) return undefined;
    this.distincts.set(text, kept);
    return [...kept.holders.keys()].sort(compareBson);
  }

  /** Keeps the values of `docs` (the passing documents) at `path`, unless one is not a plain value. */
  keepDistinct(
    text: string,
    test: (doc: Doc) => boolean,
    path: readonly string[],
    docs: readonly Doc[],
    generation: number,
  ): void {
    const holders = new Map<unknown, number>();
    for (const doc of docs) {
      const values = plainValuesAt(doc, path);
      if (!values) return;
      for (const value of values) holders.set(value, (holders.get(value) ?? 0) + 1);
    }
    if (this.distincts.size >= KEPT_DISTINCTS && !this.distincts.has(text))
      this.distincts.delete(this.distincts.keys().next().value!);
    this.distincts.set(text, { test, path, holders, generation });
  }

  /** The count of the filter `text` as of `generation`, if one is kept. */
  get(text: string, generation: number): number | undefined {
    const kept = this.counts.get(text);
    if (!kept) return undefined;
    this.counts.delete(text);
    if (kept.generation !== generation) return undefined;
    this.counts.set(text, kept);
    return kept.count;
  }

  keep(text: string, test: (doc: Doc) => boolean, count: number, generation: number): void {
    if (this.counts.size >= KEPT_COUNTS && !this.counts.has(text)) this.counts.delete(this.counts.keys().next().value!);
    this.counts.set(text, { test, count, generation });
  }

  /** Carries one change (`previous` replaced by `next`, either may be missing) into the counts; the collection is then at `generation`. */
  changed(previous: Doc | undefined, next: Doc | undefined, generation: number): void {
    for (const [text, kept] of this.counts) {
      if (kept.generation !== generation - 1) {
        this.counts.delete(text);
        continue;
      }
      kept.count += (next && kept.test(next) ? 1 : 0) - (previous && kept.test(previous) ? 1 : 0);
      kept.generation = generation;
    }
    for (const [text, kept] of this.distincts) {
      if (kept.generation !== generation - 1 || !changeValues(kept, previous, -1) || !changeValues(kept, next, 1)) {
        this.distincts.delete(text);
        continue;
      }
      kept.generation = generation;
    }
  }

  clear(): void {
    this.counts.clear();
    this.distincts.clear();
  }
}

/** Adds (or takes) a passing document's values; false when one is not a plain value (the kept values are dropped). */
function changeValues(kept: KeptDistinct, doc: Doc | undefined, delta: 1 | -1): boolean {
  if (!doc || !kept.test(doc)) return true;
  const values = plainValuesAt(doc, kept.path);
  if (!values) return false;
  for (const value of values) {
    const holders = (kept.holders.get(value) ?? 0) + delta;
    if (holders > 0) kept.holders.set(value, holders);
    else kept.holders.delete(value);
  }
  return true;
}
