import { searchWords } from '@aangan/contracts';

/**
 * Question matching by shared keywords: good enough to find "Do you charge buyers a fee?" from
 * "any brokerage charges?", with no model and the same answer every time. Words are reduced to a
 * rough stem and a few everyday synonyms are folded together; question words are ignored.
 */

const IGNORED = new Set([
  'a',
  'an',
  'the',
  'i',
  'me',
  'my',
  'we',
  'our',
  'you',
  'your',
  'is',
  'are',
  'am',
  'was',
  'be',
  'it',
  'its',
  'this',
  'that',
  'there',
  'in',
  'at',
  'on',
  'of',
  'for',
  'to',
  'and',
  'or',
  'with',
  'from',
  'by',
  'any',
  'some',
  'do',
  'does',
  'did',
  'can',
  'could',
  'will',
  'would',
  'should',
  'what',
  'which',
  'where',
  'when',
  'how',
  'who',
  'why',
  'much',
  'many',
  'please',
  'tell',
  'know',
  'want',
  'need',
  'get',
  'have',
  'has',
  'if',
  'about',
  'after',
  'before',
  'hi',
  'hello',
  'kya',
  'hai',
  'ka',
  'ki',
  'ke',
  'ko',
  'se',
  'mein',
  'me',
  'aap',
  'ap',
  'us',
  'project',
  'projects',
  'help',
  'with',
  'im',
  'ive',
  'not',
  'no',
  'yes',
  'also',
  'all',
  'just',
  'only',
  'so',
  'then',
  'than',
  'as',
  'aangan',
]);

const SYNONYMS: Readonly<Record<string, string>> = {
  fees: 'fee',
  brokerage: 'fee',
  commission: 'fee',
  charge: 'fee',
  charges: 'fee',
  cost: 'fee',
  paid: 'fee',
  pay: 'fee',
  free: 'fee',
  mortgage: 'loan',
  finance: 'loan',
  financing: 'loan',
  bank: 'loan',
  banks: 'loan',
  registration: 'register',
  registered: 'register',
  reg: 'register',
  spam: 'spam',
  calls: 'call',
  calling: 'call',
  phone: 'call',
  tour: 'visit',
  visiting: 'visit',
  see: 'visit',
  schedule: 'book',
  arrange: 'book',
  booking: 'book',
  enquire: 'enquiry',
  enquiries: 'enquiry',
  inquiry: 'enquiry',
  inquire: 'enquiry',
};

const stem = (word: string): string => {
  const folded = SYNONYMS[word] ?? word;
  if (folded !== word) return folded;
  if (folded.length > 5 && folded.endsWith('ing')) return folded.slice(0, -3);
  if (folded.length > 4 && folded.endsWith('ed')) return folded.slice(0, -2);
  if (folded.length > 3 && folded.endsWith('s') && !folded.endsWith('ss')) return folded.slice(0, -1);
  return folded;
};

export function keywordsOf(text: string): Set<string> {
  return new Set(
    searchWords(text)
      .filter((w) => !IGNORED.has(w))
      .map(stem),
  );
}

/** Cosine of the two keyword sets: 1 for the same keywords, 0 for none shared. */
export function overlapScore(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / Math.sqrt(a.size * b.size);
}

/** The entry whose question shares the most keywords with the prompt (ties: the earlier entry), with its score. */
export function bestQuestionMatch<T extends { question: string }>(
  prompt: string,
  entries: readonly T[],
): { entry: T; score: number } | null {
  const words = keywordsOf(prompt);
  let best: { entry: T; score: number } | null = null;
  for (const entry of entries) {
    const score = overlapScore(words, keywordsOf(entry.question));
    if (score > 0 && (!best || score > best.score)) best = { entry, score };
  }
  return best;
}
