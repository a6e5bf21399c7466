import { consumeAll } from './promptText.ts';

/**
 * Bedroom counts: "2bhk", "3 BHK", "2-bhk", "2 bedroom", "2 or 3 bhk", "3+ bhk", "two bhk",
 * "studio" and "1 rk" (one room and a kitchen: a studio). 0 is a studio; 4 stands for 4 or more,
 * like the site's "4+" filter. "2.5 BHK" is what Indian listings call two bedrooms and a study:
 * a 2 BHK unit, as the units are listed by their bedrooms.
 */

const ROOMS = String.raw`(?:b\s?h\s?k|bedrooms?|beds?|br)\b`;
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  ek: 1,
  two: 2,
  do: 2,
  three: 3,
  teen: 3,
  four: 4,
  char: 4,
  chaar: 4,
  five: 5,
  paanch: 5,
};
const MOST = 4;

const clamp = (n: number): number => Math.min(Math.max(n, 0), MOST);

/** `largestAsked`: the largest exact count asked for ("10 bhk" is 10, though it searches the 4+ band). */
export function parseBhk(text: string): { bhk: number[]; largestAsked: number | null; rest: string } {
  const found = new Set<number>();
  let largestAsked: number | null = null;
  let rest = text;
  // "2.5 bhk": two bedrooms and a study.
  rest = consumeAll(rest, new RegExp(String.raw`\b(\d)\.5\s*-?\s*${ROOMS}`), (m) => {
    found.add(clamp(Number(m[1])));
    largestAsked = Math.max(largestAsked ?? 0, Number(m[1]));
    return true;
  });
  // "2 or 3 bhk", "2/3 bhk", "2,3 bhk", "2-3 bhk"
  rest = consumeAll(rest, new RegExp(String.raw`\b(\d)\s*(?:,|/|or|and|ya|aur|-|&)\s*(\d)\s*-?\s*${ROOMS}`), (m) => {
    found.add(clamp(Number(m[1]))).add(clamp(Number(m[2])));
    return true;
  });
  // "2bhk", "3 bhk", "3+ bhk", "2 bedroom"
  rest = consumeAll(rest, new RegExp(String.raw`\b(\d{1,2})\s*(\+)?\s*-?\s*${ROOMS}`), (m) => {
    const n = clamp(Number(m[1]));
    found.add(n);
    if (!m[2]) largestAsked = Math.max(largestAsked ?? 0, Number(m[1]));
    if (m[2]) for (let more = n + 1; more <= MOST; more += 1) found.add(more);
    return true;
  });
  rest = consumeAll(rest, new RegExp(String.raw`\b(${Object.keys(NUMBER_WORDS).join('|')})\s*-?\s*${ROOMS}`), (m) => {
    found.add(clamp(NUMBER_WORDS[m[1]]));
    return true;
  });
  rest = consumeAll(rest, /\b(?:studios?|1\s*rk)\b/, () => {
    found.add(0);
    return true;
  });
  return { bhk: [...found].sort((a, b) => a - b), largestAsked, rest };
}

/** The words this reader knows, for correcting typos in them ("bedrom"). */
export const BHK_PATTERNS: readonly RegExp[] = [new RegExp(ROOMS), /\b(?:studios?)\b/];
