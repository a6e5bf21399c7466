import { AMENITY_LABELS, type Amenity } from '@aangan/contracts/browser';
import { EMPTY_SEARCH, searchHref, type SearchQuery } from '../searchQuery.ts';
import { budgetLabel } from './budgetPresets.ts';

interface Chip {
  key: string;
  label: string;
  /** The same search without this filter. */
  without: SearchQuery;
}

const bhkLabel = (value: string): string => (value === 'Studio' ? 'Studio' : `${value} BHK`);

/** Every filter the search has, each with the search that drops it. */
export function chipsOf(query: SearchQuery): Chip[] {
  const base: SearchQuery = { ...query, page: 1 };
  const chips: Chip[] = [];
  const add = (key: string, label: string, without: Partial<SearchQuery>) => chips.push({ key, label, without: { ...base, ...without } });
  if (query.searchString) add('searchString', `“${query.searchString}”`, { searchString: '' });
  if (query.city) add('city', query.city, { city: '', locality: '' });
  if (query.locality) add('locality', query.locality, { locality: '' });
  if (query.projectType) add('projectType', query.projectType, { projectType: '', projectSubType: '' });
  for (const subType of query.projectSubType.split(',').filter(Boolean)) {
    add(`subType-${subType}`, subType, { projectSubType: query.projectSubType.split(',').filter((s) => s && s !== subType).join(',') });
  }
  for (const bhk of query.bhk) add(`bhk-${bhk}`, bhkLabel(bhk), { bhk: query.bhk.filter((b) => b !== bhk) });
  if (query.minPrice !== null || query.maxPrice !== null) {
    const label =
      query.minPrice !== null && query.maxPrice !== null
        ? `${budgetLabel(query.minPrice)} – ${budgetLabel(query.maxPrice)}`
        : query.maxPrice !== null
          ? `Under ${budgetLabel(query.maxPrice)}`
          : `Above ${budgetLabel(query.minPrice!)}`;
    add('budget', label, { minPrice: null, maxPrice: null });
  }
  if (query.possession) add('possession', query.possession, { possession: '' });
  for (const amenity of query.amenities) add(`amenity-${amenity}`, AMENITY_LABELS[amenity as Amenity] ?? amenity, { amenities: query.amenities.filter((a) => a !== amenity) });
  if (query.latitude !== null) add('near', `Within ${query.radiusKm} km of you`, { latitude: null, longitude: null, radiusKm: null });
  if (query.sort !== 'Newest') add('sort', query.sort, { sort: 'Newest' });
  return chips;
}

/** The filters in force as removable chips: plain links, so they work before and without the script. */
export function FilterChips({ query }: { query: SearchQuery }) {
  const chips = chipsOf(query);
  if (chips.length === 0) return null;
  return (
    <div className="chips" aria-label="Filters in use" role="group">
      <ul className="chip-list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <a className="chip" href={searchHref(chip.without)} data-search-link="" aria-label={`Remove filter: ${chip.label}`}>
              {chip.label}
              <span aria-hidden="true" className="chip-x">
                ×
              </span>
            </a>
          </li>
        ))}
      </ul>
      <a className="chips-reset" href={searchHref(EMPTY_SEARCH)} data-search-link="">
        Reset all
      </a>
    </div>
  );
}
