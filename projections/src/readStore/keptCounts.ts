import type { Doc } from './ReadStore.ts';

/** Counts kept per collection; the least recently asked goes first. */
const KEPT_COUNTS = 64;

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
  }

  clear(): void {
    this.counts.clear();
  }
}
