/**
 * Text that remembers where each of its characters came from in what the buyer typed. The readers
 * work on a normal form (lower case, "₹" as `rs`, typos corrected), but the results page removes
 * a chip by taking the typed words out of the typed text: `originsOf` and `spansOf` map what a
 * reader used back to it.
 */
export interface TrackedText {
  text: string;
  /** For each character of `text`, the index of the typed character it came from. */
  origin: readonly number[];
}

export function tracked(text: string): TrackedText {
  return { text, origin: Array.from({ length: text.length }, (_, i) => i) };
}

/** Each character mapped on its own (accents dropped, lower case), keeping its origin. */
export function mapCharacters(source: TrackedText, map: (character: string) => string): TrackedText {
  let text = '';
  const origin: number[] = [];
  let index = 0;
  for (const character of source.text) {
    const mapped = map(character);
    text += mapped;
    for (let k = 0; k < mapped.length; k += 1) origin.push(source.origin[index]);
    index += character.length;
  }
  return { text, origin };
}

/**
 * `String.replace` with a global pattern, origins kept: a replacement of the same length keeps the
 * matched characters' origins one by one, any other takes them in order and repeats the last.
 */
export function replaceTracked(
  source: TrackedText,
  pattern: RegExp,
  replace: (match: RegExpExecArray) => string,
): TrackedText {
  const global = pattern.flags.includes('g') ? pattern : new RegExp(pattern.source, `${pattern.flags}g`);
  let text = '';
  const origin: number[] = [];
  let at = 0;
  for (const match of source.text.matchAll(global)) {
    const start = match.index;
    const end = start + match[0].length;
    text += source.text.slice(at, start);
    for (let i = at; i < start; i += 1) origin.push(source.origin[i]);
    const replacement = replace(match);
    text += replacement;
    // An insertion where nothing was matched stands where the next character came from.
    const last = end > start ? end - 1 : Math.min(start, source.text.length - 1);
    for (let k = 0; k < replacement.length; k += 1) origin.push(source.origin[Math.min(start + k, last)] ?? 0);
    at = end;
  }
  text += source.text.slice(at);
  for (let i = at; i < source.text.length; i += 1) origin.push(source.origin[i]);
  return { text, origin };
}

/** The same characters with some replaced by spaces (what a reader used), origins unchanged. */
export const withText = (source: TrackedText, text: string): TrackedText => ({ text, origin: source.origin });

/** The typed characters the characters at `positions` of the tracked text came from. */
export const originsOf = (source: TrackedText, positions: Iterable<number>): number[] =>
  [...positions].map((p) => source.origin[p]).filter((p): p is number => p !== undefined);

/**
 * Typed characters as [start, end) runs of the typed text; runs apart only by spaces or signs in
 * the typed text are one ("3 BHK", not "3" and "BHK"; "₹45,00,000", whose commas the normal form drops),
 * and so are runs within one Devanagari word.
 */
export function spansOf(typed: string, characters: Iterable<number>): [number, number][] {
  const spans: [number, number][] = [];
  for (const at of [...new Set(characters)].sort((a, b) => a - b)) {
    const last = spans.at(-1);
    const gap = typed.slice(last?.[1] ?? 0, at);
    // Inside one Devanagari word, a reading's letters stand for the whole word ("bhk" for "बीएचके").
    if (last && (at <= last[1] || /^[^\p{L}\p{N}]*$/u.test(gap) || /^[\u0900-\u097F]+$/.test(gap)))
      last[1] = Math.max(last[1], at + 1);
    else spans.push([at, at + 1]);
  }
  // A character the typed text spelt with two code units (an emoji, say) is taken whole.
  for (const span of spans) if (/[\uD800-\uDBFF]/.test(typed.charAt(span[1] - 1))) span[1] += 1;
  return spans;
}
