import { PROJECT_SUB_TYPES, type ProjectType } from '@aangan/contracts';
import { consumeAll } from './promptText.ts';

/**
 * Property kinds as buyers say them, mapped to the site's project types and sub types. One entry
 * may stand for several sub types: a "flat" is any apartment-like home, "land" any plot of land.
 * A "plot" is any plot too once a type says which ("commercial plot"), and a residential plot
 * when nothing does: that is what a buyer asking for plots means. `words` is how the assistant
 * writes the kind back, and reading them gives the same filter, so a suggested follow-up
 * ("3 BHK flats in Pune") searches for exactly what it says.
 */
interface PropertyKind {
  pattern: RegExp;
  words: string;
  type?: ProjectType;
  subTypes?: readonly string[];
  /** The sub types meant when no type word narrows `subTypes`. */
  untyped?: readonly string[];
}

const LAND_SUB_TYPES = ['Residential Plot', 'Plots', 'Commercial Land', 'Industrial Land', 'Agricultural Land'];

const FLAT_SUB_TYPES = ['Apartment', 'Builder Floor', 'Penthouse', 'Studio Apartment', 'Serviced Apartment'];

// Longer phrases first: "farm house" must be read before "farm", "office space" before "office".
export const PROPERTY_KINDS: readonly PropertyKind[] = [
  { pattern: /\bfarm[\s-]*houses?\b/, words: 'farm houses', type: 'Farmland', subTypes: ['Farm House'] },
  {
    pattern: /\b(?:farm[\s-]*lands?|agricultur(?:e|al)[\s-]*lands?|agri[\s-]*lands?|khet|farms?)\b/,
    words: 'farmland',
    type: 'Farmland',
  },
  {
    pattern:
      /\b(?:office[\s-]*spaces?|commercial[\s-]*offices?|offices?[\s-]+(?:for|to)[\s-]+(?:sale|buy|rent|lease)|office[\s-]*units?)\b/,
    words: 'office spaces',
    type: 'Commercial',
    subTypes: ['Office Space', 'SEZ Office', 'Co-working Space'],
  },
  { pattern: /\bco-?working\b/, words: 'co-working spaces', type: 'Commercial', subTypes: ['Co-working Space'] },
  {
    pattern: /\b(?:shops?|showrooms?|retail(?:[\s-]*spaces?)?|dukaan|dukan)\b/,
    words: 'shops',
    type: 'Commercial',
    subTypes: ['Shop', 'Showroom', 'Retail Space'],
  },
  { pattern: /\b(?:warehouses?|godowns?)\b/, words: 'warehouses', subTypes: ['Warehouse'] },
  {
    pattern: /\b(?:factory|factories|industrial[\s-]*(?:sheds?|buildings?)|sheds?)\b/,
    words: 'industrial property',
    type: 'Industrial',
  },
  {
    pattern: /\b(?:builder[\s-]*floors?|independent[\s-]*floors?)\b/,
    words: 'builder floors',
    type: 'Residential',
    subTypes: ['Builder Floor'],
  },
  { pattern: /\bpent[\s-]*houses?\b/, words: 'penthouses', type: 'Residential', subTypes: ['Penthouse'] },
  { pattern: /\brow[\s-]*houses?\b/, words: 'row houses', type: 'Residential', subTypes: ['Row House'] },
  {
    pattern: /\b(?:villas?|independent[\s-]*(?:houses?|homes?)|kothi|bungalows?)\b/,
    words: 'villas',
    type: 'Residential',
    subTypes: ['Independent House/Villa'],
  },
  {
    pattern: /\b(?:pg|co-?living|paying[\s-]*guest)\b/,
    words: 'PG and co-living',
    type: 'Residential',
    subTypes: ['PG/Co-living'],
  },
  { pattern: /\bplots?\b/, words: 'plots', subTypes: LAND_SUB_TYPES, untyped: ['Residential Plot'] },
  { pattern: /\blands?\b/, words: 'land', subTypes: LAND_SUB_TYPES },
  { pattern: /\b(?:flats?|apartments?|apts?)\b/, words: 'flats', type: 'Residential', subTypes: FLAT_SUB_TYPES },
  { pattern: /\bcommercial\b/, words: 'commercial property', type: 'Commercial' },
  { pattern: /\bindustrial\b/, words: 'industrial property', type: 'Industrial' },
  { pattern: /\b(?:residential|homes?|houses?|ghar|makaa?n|residences?)\b/, words: 'homes', type: 'Residential' },
];

export interface PropertyKindFilter {
  projectType?: ProjectType;
  projectSubTypes?: string[];
}

const typeOfSubTypes = (subTypes: readonly string[]): ProjectType | undefined => {
  const types = (Object.keys(PROJECT_SUB_TYPES) as ProjectType[]).filter((type) =>
    subTypes.every((s) => (PROJECT_SUB_TYPES[type] as readonly string[]).includes(s)),
  );
  return types.length === 1 ? types[0] : undefined;
};

export function parsePropertyKind(text: string): PropertyKindFilter & { rest: string } {
  const types = new Set<ProjectType>();
  const kinds: PropertyKind[] = [];
  let rest = text;
  for (const kind of PROPERTY_KINDS) {
    rest = consumeAll(rest, kind.pattern, () => {
      if (kind.type) types.add(kind.type);
      kinds.push(kind);
      return true;
    });
  }
  // "commercial plot": the type narrows the sub types to those of that type.
  const type = types.size === 1 ? [...types][0] : undefined;
  const subTypes = new Set(
    kinds.flatMap((kind) => (type ? (kind.subTypes ?? []) : (kind.untyped ?? kind.subTypes ?? []))),
  );
  const chosen = type
    ? [...subTypes].filter((s) => (PROJECT_SUB_TYPES[type] as readonly string[]).includes(s))
    : [...subTypes];
  const projectType = type ?? (chosen.length ? typeOfSubTypes(chosen) : undefined);
  return { ...(projectType ? { projectType } : {}), ...(chosen.length ? { projectSubTypes: chosen } : {}), rest };
}

const TYPE_WORDS = ['residential', 'commercial', 'industrial', 'farm'];

const sameSet = (a: readonly string[] | undefined, b: readonly string[] | undefined): boolean =>
  (a?.length ?? 0) === (b?.length ?? 0) && (a ?? []).every((s) => (b ?? []).includes(s));

/** Phrasings found so far: filters come from reading these same kinds, so there are only so many (a chat's context may send others: bounded). */
const KIND_WORDS = new Map<string, string>();
const KIND_WORDS_LIMIT = 1000;

/** How a type and sub-type filter reads in a sentence ("villas", "commercial plots"); null for no filter. */
export function propertyKindWords(filter: PropertyKindFilter): string | null {
  if (!filter.projectType && !filter.projectSubTypes?.length) return null;
  const key = `${filter.projectType ?? ''}|${[...(filter.projectSubTypes ?? [])].sort().join('|')}`;
  const known = KIND_WORDS.get(key);
  if (known !== undefined) return known;
  const words = kindWordsOf(filter);
  if (KIND_WORDS.size >= KIND_WORDS_LIMIT) KIND_WORDS.clear();
  KIND_WORDS.set(key, words);
  return words;
}

function kindWordsOf(filter: PropertyKindFilter): string {
  // The words that read back as this very filter, the plainest first.
  const phrasings = [
    ...PROPERTY_KINDS.map((k) => k.words),
    ...TYPE_WORDS.flatMap((t) => PROPERTY_KINDS.filter((k) => k.subTypes).map((k) => `${t} ${k.words}`)),
  ];
  const said = phrasings.find((words) => {
    const read = parsePropertyKind(words);
    return read.projectType === filter.projectType && sameSet(read.projectSubTypes, filter.projectSubTypes);
  });
  if (said) return said;
  if (filter.projectSubTypes?.length) return filter.projectSubTypes.join(' or ');
  return `${filter.projectType?.toLowerCase() ?? 'any'} property`;
}
