/**
 * A small word diff for the history's text changes: which words a change removed and which it added,
 * and, for a long text, only the changed places with a few words around them.
 */

export type DiffKind = 'same' | 'removed' | 'added';
export interface DiffPart {
  kind: DiffKind;
  text: string;
}
/** Unchanged text left out of an excerpt. */
export interface DiffGap {
  kind: 'gap';
  words: number;
}

/** Past this many token pairs the middle of a change is shown as all removed, all added. */
const MAX_TABLE = 4_000_000;

/**
 * Words, the spaces between them and markup tags (an article's HTML), so the text is rebuilt exactly
 * from its tokens and a sentence added before `</p>` is not read as a change of the last word.
 */
const tokensOf = (text: string): string[] => text.match(/\s+|<[^<>]*>|[^\s<]+|</g) ?? [];

const isSpace = (token: string): boolean => /^\s+$/.test(token);

function push(parts: DiffPart[], kind: DiffKind, text: string): void {
  if (text === '') return;
  const last = parts[parts.length - 1];
  if (last && last.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/** The longest common subsequence of two token lists, as the parts of a diff. */
function diffMiddle(a: readonly string[], b: readonly string[], parts: DiffPart[]): void {
  if (a.length === 0 || b.length === 0 || a.length * b.length > MAX_TABLE) {
    push(parts, 'removed', a.join(''));
    push(parts, 'added', b.join(''));
    return;
  }
  const width = b.length + 1;
  // lengths[i * width + j]: the common subsequence of a[i..] and b[j..].
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
    }
  }
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push(parts, 'same', a[i]);
      i += 1;
      j += 1;
    } else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
      push(parts, 'removed', a[i]);
      i += 1;
    } else {
      push(parts, 'added', b[j]);
      j += 1;
    }
  }
  push(parts, 'removed', a.slice(i).join(''));
  push(parts, 'added', b.slice(j).join(''));
}

/**
 * The words `before` and `after` share, and those removed and added, in order. A space alone between
 * two changed words counts as changed too, so "old words" → "new text" reads as one removal and one
 * addition rather than word, space, word.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokensOf(before);
  const b = tokensOf(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  const raw: DiffPart[] = [];
  push(raw, 'same', a.slice(0, start).join(''));
  diffMiddle(a.slice(start, a.length - end), b.slice(start, b.length - end), raw);
  push(raw, 'same', a.slice(a.length - end).join(''));
  // A lone space kept between two changes joins them.
  const parts: DiffPart[] = [];
  raw.forEach((part, index) => {
    const previous = raw[index - 1];
    const next = raw[index + 1];
    if (
      part.kind === 'same' &&
      isSpace(part.text) &&
      previous &&
      next &&
      previous.kind !== 'same' &&
      next.kind !== 'same'
    ) {
      push(parts, 'removed', part.text);
      push(parts, 'added', part.text);
      return;
    }
    push(parts, part.kind, part.text);
  });
  return regroup(parts);
}

/** Within each changed stretch, the removed text first and the added text after it. */
function regroup(parts: readonly DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    push(out, 'removed', removed);
    push(out, 'added', added);
    removed = '';
    added = '';
  };
  for (const part of parts) {
    if (part.kind === 'removed') removed += part.text;
    else if (part.kind === 'added') added += part.text;
    else {
      flush();
      push(out, 'same', part.text);
    }
  }
  flush();
  return out;
}

/** One side of the diff: what was there before (kept and removed), or after (kept and added). */
export const sideOf = (parts: readonly DiffPart[], side: 'before' | 'after'): DiffPart[] =>
  parts.filter((part) => part.kind === 'same' || part.kind === (side === 'before' ? 'removed' : 'added'));

const wordCount = (tokens: readonly string[]): number => tokens.filter((token) => !isSpace(token)).length;

/**
 * A side cut to its changes: unchanged stretches keep `context` words next to each change and the
 * rest is a gap (with how many words it leaves out).
 */
export function excerptOf(parts: readonly DiffPart[], context = 8): (DiffPart | DiffGap)[] {
  const out: (DiffPart | DiffGap)[] = [];
  parts.forEach((part, index) => {
    if (part.kind !== 'same') {
      out.push(part);
      return;
    }
    const tokens = tokensOf(part.text);
    const first = index === 0;
    const last = index === parts.length - 1;
    // Tokens kept at the start (after a change) and at the end (before a change); two tokens a word.
    const head = first ? 0 : context * 2;
    const tail = last ? 0 : context * 2;
    if (tokens.length <= head + tail + 2) {
      out.push(part);
      return;
    }
    if (head > 0) out.push({ kind: 'same', text: tokens.slice(0, head).join('') });
    out.push({ kind: 'gap', words: wordCount(tokens.slice(head, tokens.length - tail)) });
    if (tail > 0) out.push({ kind: 'same', text: tokens.slice(tokens.length - tail).join('') });
  });
  return out;
}
