import { AREA_UNIT_LABELS, projectPriceRange, type ProjectFields } from '@aangan/contracts';
import {
  amenityLabels,
  areaWords,
  bedroomMix,
  kindWords,
  landAmenityLabels,
  listWords,
  monthYear,
  nearbyPlaces,
  priceWords,
  reraIds,
  unitSizeRange,
} from './projectFacts.ts';

/**
 * The admin's "generate description" (spec §7): a readable description written only from the
 * project's own fields, the same text for the same fields. Missing facts are left out, never
 * invented; with too little to say the caller gets null.
 */

const MAX_AMENITIES = 8;
const MAX_NEARBY = 4;

const sentence = (text: string | null | undefined): string | null =>
  text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : null;

function introduction(f: ProjectFields): string | null {
  const title = f.projectTitle?.trim();
  const kind = kindWords(f);
  const place = [f.locality, f.city, f.state].filter(Boolean).join(', ');
  if (!title && !kind && !place && !f.developer?.name) return null;
  const what = kind ? `${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind} project` : 'a project';
  return sentence(
    `${title || 'This project'} is ${what}${f.developer?.name ? ` by ${f.developer.name}` : ''}${place ? ` in ${place}` : ''}`,
  );
}

function unitMix(f: ProjectFields): string | null {
  const units = f.units ?? [];
  if (!units.length) return null;
  const mix = f.projectType === 'Residential' ? bedroomMix(units) : null;
  const sub = f.projectSubType?.toLowerCase();
  const offering = mix
    ? `${mix} ${sub && !sub.includes('plot') ? `${sub}s` : 'homes'}`
    : `${units.length === 1 ? 'one unit configuration' : `${units.length} unit configurations`} (${listWords(units.map((u) => u.unitTitle))})`;
  const sizes = unitSizeRange(units);
  const price = projectPriceRange(units);
  return sentence(
    `it offers ${offering}${sizes ? ` of ${sizes}` : ''}${price ? `, priced at ${priceWords(price)}` : ''}`,
  );
}

function scale(f: ProjectFields): string | null {
  const parts = [
    f.projectArea ? `spread over ${areaWords(f.projectArea.areaSize, f.projectArea.areaUnit)}` : null,
    f.towers ? `${f.towers} ${f.towers === 1 ? 'tower' : 'towers'}` : null,
    f.floors ? `up to ${f.floors} floors` : null,
    f.numberOfUnits ? `${f.numberOfUnits.toLocaleString('en-IN')} units in all` : null,
  ].filter((p): p is string => p !== null);
  if (!parts.length) return null;
  const [first, ...rest] = parts;
  return sentence(
    first.startsWith('spread')
      ? `the project is ${first}${rest.length ? `, with ${listWords(rest)}` : ''}`
      : `the project has ${listWords(parts)}`,
  );
}

function possession(f: ProjectFields): string | null {
  const proposed = f.proposedPossessionDate ? monthYear(f.proposedPossessionDate) : null;
  switch (f.possessionStatus) {
    case 'Ready to Move':
      return sentence(`homes are ready to move in${f.builtDate ? `, completed in ${monthYear(f.builtDate)}` : ''}`);
    case 'Under Construction':
      return sentence(`it is under construction${proposed ? `, with possession proposed for ${proposed}` : ''}`);
    case 'Newly Launched':
      return sentence(
        `it is newly launched${f.launchDate ? ` (${monthYear(f.launchDate)})` : ''}${proposed ? `, with possession proposed for ${proposed}` : ''}`,
      );
    case undefined:
      return proposed ? sentence(`possession is proposed for ${proposed}`) : null;
    default: {
      const unknown: never = f.possessionStatus;
      return unknown;
    }
  }
}

function amenities(f: ProjectFields): string | null {
  const labels = amenityLabels(f.amenities);
  const land = landAmenityLabels(f.landAmenities);
  const shown = labels.slice(0, MAX_AMENITIES);
  const more = labels.length - shown.length;
  const list = more > 0 ? `${shown.join(', ')} and ${more} more` : listWords(shown);
  return (
    [
      labels.length ? sentence(`amenities include ${list}`) : null,
      land.length ? sentence(`the land has ${listWords(land)}`) : null,
    ]
      .filter(Boolean)
      .join(' ') || null
  );
}

function rera(f: ProjectFields): string {
  const ids = reraIds(f);
  return ids.length
    ? sentence(`the project is RERA registered (${listWords(ids)})`)!
    : 'RERA registration details are not listed yet.';
}

function neighbourhood(f: ProjectFields): string | null {
  const nearby = nearbyPlaces(f, MAX_NEARBY);
  return nearby.length ? sentence(`close by are ${listWords(nearby)}`) : null;
}

function developer(f: ProjectFields): string | null {
  const d = f.developer;
  if (!d?.name) return null;
  const facts = [
    d.sinceYear
      ? `has been building since ${d.sinceYear}`
      : d.experienceYears
        ? `has ${d.experienceYears} years of experience`
        : null,
    d.totalProjects ? `has delivered ${d.totalProjects} projects` : null,
  ].filter(Boolean);
  return facts.length ? sentence(`${d.name} ${listWords(facts as string[])}`) : null;
}

/** The description, as plain paragraphs; null when the fields give nothing to describe. */
export function describeProject(fields: ProjectFields): string | null {
  const intro = introduction(fields);
  const units = unitMix(fields);
  if (!intro && !units) return null;
  const first = [intro, units, scale(fields), possession(fields)].filter(Boolean).join(' ');
  const second = [amenities(fields), neighbourhood(fields)].filter(Boolean).join(' ');
  const third = [rera(fields), developer(fields)].filter(Boolean).join(' ');
  return [first, second, third].filter(Boolean).join('\n\n');
}

/** The project's facts, one per line, for a language model to polish from (nothing else is given to it). */
export function projectFactSheet(fields: ProjectFields): string {
  const price = projectPriceRange(fields.units);
  return [
    fields.projectTitle && `Name: ${fields.projectTitle}`,
    kindWords(fields) && `Type: ${kindWords(fields)}`,
    (fields.locality || fields.city) &&
      `Location: ${[fields.locality, fields.city, fields.state].filter(Boolean).join(', ')}`,
    fields.developer?.name && `Developer: ${fields.developer.name}`,
    bedroomMix(fields.units) && `Bedrooms: ${bedroomMix(fields.units)}`,
    price && `Price: ${priceWords(price)}`,
    fields.projectArea && `Land: ${fields.projectArea.areaSize} ${AREA_UNIT_LABELS[fields.projectArea.areaUnit]}`,
    fields.possessionStatus && `Possession: ${fields.possessionStatus}`,
    fields.amenities?.length && `Amenities: ${amenityLabels(fields.amenities).join(', ')}`,
    reraIds(fields).length && `RERA: ${reraIds(fields).join(', ')}`,
  ]
    .filter((line): line is string => typeof line === 'string' && line.length > 0)
    .join('\n');
}
