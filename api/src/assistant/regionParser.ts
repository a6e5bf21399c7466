import { consumeAll } from './promptText.ts';

/**
 * Regions buyers name that span several cities: NCR, the Mumbai Metropolitan Region and the
 * Chandigarh Tricity. A region is searched as all of its cities, and the reply names them, so
 * "flats in NCR" is never quietly read as Delhi alone. Read before places, so "Delhi NCR" is the
 * region and not the city.
 */
export interface Region {
  name: string;
  cities: readonly string[];
  pattern: RegExp;
  /** Other names it goes by, for suggestions while typing. */
  aliases: readonly string[];
}

export const REGIONS: readonly Region[] = [
  {
    name: 'NCR',
    cities: ['Delhi', 'Noida', 'Greater Noida', 'Gurugram', 'Ghaziabad', 'Faridabad'],
    pattern: /\b(?:(?:delhi[\s-]*)?ncr|national capital region|dilli ncr)\b/,
    aliases: ['Delhi NCR', 'National Capital Region'],
  },
  {
    name: 'Mumbai Metropolitan Region',
    cities: ['Mumbai', 'Thane', 'Navi Mumbai', 'Kalyan', 'Panvel', 'Mira Bhayandar'],
    pattern: /\b(?:mmr|mumbai metropolitan region|mumbai metro region|greater mumbai region)\b/,
    aliases: ['MMR'],
  },
  {
    name: 'Tricity',
    cities: ['Chandigarh', 'Mohali', 'Panchkula', 'Zirakpur'],
    pattern: /\b(?:tri[\s-]?city|chandigarh tricity)\b/,
    aliases: ['Chandigarh Tricity'],
  },
];

export function parseRegion(text: string): { region?: Region; rest: string } {
  for (const region of REGIONS) {
    let matched = false;
    const rest = consumeAll(text, region.pattern, () => (matched = true));
    if (matched) return { region, rest };
  }
  return { rest: text };
}
