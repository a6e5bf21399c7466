/**
 * The check a language model's rephrasing must pass before a buyer sees it. The model may change
 * the words, never the facts: it may name only the projects it was given, and every rupee amount,
 * phone number and link in its text must already be in the rule-based answer. Anything else and
 * the rule-based answer is used instead. Pure, so it is tested without a model.
 */

export interface PhrasingGuardContext {
  /** The rule-based answer the model was asked to rephrase. */
  draft: string;
  /** Titles of the projects retrieved for this answer: the only ones the text may name. */
  allowedTitles: readonly string[];
  /** Every project title the site lists (or has listed): none outside `allowedTitles` may appear. */
  knownTitles: readonly string[];
}

export type PhrasingVerdict = { ok: true } | { ok: false; reason: string };

// Words project names end with, so an invented "Sunrise Heights" is caught even though no such project exists.
const NAME_ENDINGS = [
  'Heights',
  'Residency',
  'Residences',
  'Greens',
  'Enclave',
  'Towers',
  'Tower',
  'Vista',
  'Meadows',
  'Court',
  'Homes',
  'Gardens',
  'Park',
  'Plaza',
  'Square',
  'Arcade',
  'Hub',
  'Centre',
  'Center',
  'Farms',
  'Retreat',
  'Orchards',
  'Acres',
  'Villas',
  'Apartments',
  'Estate',
  'Estates',
  'Valley',
  'Township',
  'Avenue',
  'City',
  'Kendra',
  'Zone',
  'Palms',
  'Woods',
  'Springs',
  'Hills',
  'Crest',
  'Galaxy',
  'Arena',
  'Mall',
];
const INVENTED_NAME = new RegExp(String.raw`\b(?:[A-Z][\w'-]*\s+){1,4}(?:${NAME_ENDINGS.join('|')})\b`, 'g');

const MAX_LENGTH_FACTOR = 3;
const MAX_LENGTH = 3000;

const lower = (s: string) => s.toLowerCase();
const containsWord = (text: string, phrase: string): boolean =>
  new RegExp(
    String.raw`(?:^|[^\p{L}\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^\p{L}\p{N}])`,
    'iu',
  ).test(text);

/** Rupee amounts, long digit runs (phone numbers, RERA ids) and links: facts the model may repeat but not add. */
function factsOf(text: string): string[] {
  const amounts = text.match(/₹\s?[\d,]+(?:\.\d+)?(?:\s?(?:Cr|L|K))?/g) ?? [];
  const digits = (text.match(/\d[\d\s-]{5,}\d/g) ?? []).map((d) => d.replace(/\D/g, ''));
  const links = text.match(/https?:\/\/\S+|\/[a-z-]+\/[\w/%-]+/gi) ?? [];
  return [...amounts.map((a) => a.replace(/\s/g, '')), ...digits, ...links.map((l) => l.replace(/[.,;:)]+$/, ''))];
}

export function checkPhrasing(candidate: string, context: PhrasingGuardContext): PhrasingVerdict {
  const text = candidate.trim();
  if (!text) return { ok: false, reason: 'empty' };
  if (text.length > Math.min(MAX_LENGTH, Math.max(400, context.draft.length * MAX_LENGTH_FACTOR)))
    return { ok: false, reason: 'too long' };

  const allowed = context.allowedTitles.map(lower);
  for (const title of context.knownTitles) {
    if (!allowed.includes(lower(title)) && containsWord(text, title))
      return { ok: false, reason: `names a project it was not given: ${title}` };
  }
  const draft = lower(context.draft);
  for (const match of text.matchAll(INVENTED_NAME)) {
    // "Visit Prakriti Greens" or "a Tennis Court" are fine: some tail of the phrase is a given title or already in the answer.
    const words = lower(match[0]).split(/\s+/);
    const tails = words.slice(0, -1).map((_, i) => words.slice(i).join(' '));
    if (
      !tails.some((tail) => allowed.includes(tail) || allowed.some((t) => t.includes(tail)) || draft.includes(tail))
    ) {
      return { ok: false, reason: `names an unknown project: ${match[0]}` };
    }
  }

  const draftFacts = new Set(factsOf(context.draft));
  const draftDigits = context.draft.replace(/\D/g, '');
  for (const fact of factsOf(text)) {
    if (draftFacts.has(fact)) continue;
    if (/^\d+$/.test(fact) && draftDigits.includes(fact)) continue;
    return { ok: false, reason: `adds a fact not in the answer: ${fact}` };
  }
  return { ok: true };
}
