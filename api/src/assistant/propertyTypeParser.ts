import { PROJECT_SUB_TYPES, type ProjectType } from '@aangan/contracts';
import { consumeAll } from './promptText.ts';

/**
 * Property kinds as buyers say them, mapped to the site's project types and sub types. One entry
 * may stand for several sub types: a "flat" is any apartment-like home, a "plot" any plot of land.
 * `words` is how the assistant writes the kind back, and reading `words` gives the entry again, so
 * a suggested follow-up ("3 BHK flats in Pune") searches for exactly what it says.
 */
interface PropertyKind {
  pattern: RegExp;
  words: string;
  type?: ProjectType;
  subTypes?: readonly string[];
}

const FLAT_SUB_TYPES = ['Apartment', 'Builder Floor', 'Penthouse', 'Studio Apartment', 'Serviced Apartment'];

// Longer phrases first: "farm house" must be read before "farm", "office space" before "office".
export const PROPERTY_KINDS: readonly PropertyKind[] = [
  { pattern: /\bfarm[\s-]*houses?\b/, words: 'farm houses', type: 'Farmland', subTypes: ['Farm House'] },
  { pattern: /\b(?:farm[\s-]*lands?|agricultur(?:e|al)[\s-]*lands?|agri[\s-]*lands?|khet|farms?)\b/, words: 'farmland', type: 'Farmland' },
  { pattern: /\b(?:office[\s-]*spaces?|commercial[\s-]*offices?|offices?[\s-]+(?:for|to)[\s-]+(?:sale|buy|rent|lease)|office[\s-]*units?)\b/, words: 'office spaces', type: 'Commercial', subTypes: ['Office Space', 'SEZ Office', 'Co-working Space'] },
  { pattern: /\bco-?working\b/, words: 'co-working spaces', type: 'Commercial', subTypes: ['Co-working Space'] },
  { pattern: /\b(?:shops?|showrooms?|retail(?:[\s-]*spaces?)?|dukaan|dukan)\b/, words: 'shops', type: 'Commercial', subTypes: ['Shop', 'Showroom', 'Retail Space'] },
  { pattern: /\b(?:warehouses?|godowns?)\b/, words: 'warehouses', subTypes: ['Warehouse'] },
  { pattern: /\b(?:factory|factories|industrial[\s-]*(?:sheds?|buildings?)|sheds?)\b/, words: 'industrial property', type: 'Industrial' },
  { pattern: /\b(?:builder[\s-]*floors?|independent[\s-]*floors?)\b/, words: 'builder floors', type: 'Residential', subTypes: ['Builder Floor'] },
  { pattern: /\bpent[\s-]*houses?\b/, words: 'penthouses', type: 'Residential', subTypes: ['Penthouse'] },
  { pattern: /\brow[\s-]*houses?\b/, words: 'row houses', type: 'Residential', subTypes: ['Row House'] },
  { pattern: /\b(?:villas?|independent[\s-]*(?:houses?|homes?)|kothi|bungalows?)\b/, words: 'villas', type: 'Residential', subTypes: ['Independent House/Villa'] },
  { pattern: /\b(?:pg|co-?living|paying[\s-]*guest)\b/, words: 'PG and co-living', type: 'Residential', subTypes: ['PG/Co-living'] },
  { pattern: /\b(?:plots?|lands?)\b/, words: 'plots', subTypes: ['Residential Plot', 'Plots', 'Commercial Land', 'Industrial Land', 'Agricultural Land'] },
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
  const types = (Object.keys(PROJECT_SUB_TYPES) as ProjectType[]).filter((type) => subTypes.every((s) => (PROJECT_SUB_TYPES[type] as readonly string[]).includes(s)));
  return types.length === 1 ? types[0] : undefined;
};

export function parsePropertyKind(text: string): PropertyKindFilter & { rest: string } {
  const types = new Set<ProjectType>();
  const subTypes = new Set<string>();
  let rest = text;
  for (const kind of PROPERTY_KINDS) {
    rest = consumeAll(rest, kind.pattern, () => {
      if (kind.type) types.add(kind.type);
      for (const s of kind.subTypes ?? []) subTypes.add(s);
      return true;
    });
  }
  // "commercial plot": the type narrows the sub types to those of that type.
  const type = types.size === 1 ? [...types][0] : undefined;
  let chosen = [...subTypes];
  if (type) {
    const ofType = chosen.filter((s) => (PROJECT_SUB_TYPES[type] as readonly string[]).includes(s));
    chosen = ofType;
  }
  const projectType = type ?? (chosen.length ? typeOfSubTypes(chosen) : undefined);
  return { ...(projectType ? { projectType } : {}), ...(chosen.length ? { projectSubTypes: chosen } : {}), rest };
}

/** How a type and sub-type filter reads in a sentence ("villas", "commercial property"); null for no filter. */
export function propertyKindWords(filter: PropertyKindFilter): string | null {
  if (filter.projectSubTypes?.length) {
    const wanted = [...filter.projectSubTypes].sort().join('|');
    const kind = PROPERTY_KINDS.find((k) => k.subTypes && [...k.subTypes].filter((s) => !filter.projectType || (PROJECT_SUB_TYPES[filter.projectType] as readonly string[]).includes(s)).sort().join('|') === wanted);
    if (kind) return kind.words;
    return filter.projectSubTypes.join(' or ');
  }
  if (filter.projectType) return PROPERTY_KINDS.find((k) => k.type === filter.projectType && !k.subTypes)?.words ?? `${filter.projectType.toLowerCase()} property`;
  return null;
}
