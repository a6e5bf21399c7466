import {
  AMENITY_LABELS,
  bedroomFilterLabel,
  budgetChipLabel,
  textWithout,
  type Amenity,
  type SearchTextReading,
} from '@aangan/contracts/browser';
import { EMPTY_SEARCH, searchHref, type SearchQuery } from '../model/searchQuery.ts';

interface Chip {
  key: string;
  label: string;
  /** The same search without this filter. */
  without: SearchQuery;
}

/**
 * Every filter the search has, each with the search that drops it. With the reading of its search
 * string, each part of the text is a chip of its own ("Gurugram", "3 BHK", "Under ₹2 Cr"), which
 * takes its words out of the text; without one, the text is one chip.
 */
export function chipsOf(query: SearchQuery, reading?: SearchTextReading): Chip[] {
  const base: SearchQuery = { ...query, page: 1 };
  const chips: Chip[] = [];
  const add = (key: string, label: string, without: Partial<SearchQuery>) =>
    chips.push({ key, label, without: { ...base, ...without } });
  if (reading)
    reading.parts.forEach((part, index) =>
      add(`text-${index}`, part.label, { searchString: textWithout(reading.text, part.spans) }),
    );
  else if (query.searchString) add('searchString', `“${query.searchString}”`, { searchString: '' });
  if (query.city) add('city', query.city, { city: '', locality: '' });
  if (query.locality) add('locality', query.locality, { locality: '' });
  if (query.projectType) add('projectType', query.projectType, { projectType: '', projectSubType: '' });
  for (const subType of query.projectSubType.split(',').filter(Boolean)) {
    add(`subType-${subType}`, subType, {
      projectSubType: query.projectSubType
        .split(',')
        .filter((s) => s && s !== subType)
        .join(','),
    });
  }
  for (const bhk of query.bhk) add(`bhk-${bhk}`, bedroomFilterLabel(bhk), { bhk: query.bhk.filter((b) => b !== bhk) });
  if (query.minPrice !== null || query.maxPrice !== null)
    add('budget', budgetChipLabel(query.minPrice, query.maxPrice), { minPrice: null, maxPrice: null });
  if (query.possession) add('possession', query.possession, { possession: '' });
  for (const amenity of query.amenities)
    add(`amenity-${amenity}`, AMENITY_LABELS[amenity as Amenity] ?? amenity, {
      amenities: query.amenities.filter((a) => a !== amenity),
    });
  if (query.latitude !== null)
    add('near', `Within ${query.radiusKm} km of you`, { latitude: null, longitude: null, radiusKm: null });
  if (query.sort !== 'Newest') add('sort', query.sort, { sort: 'Newest' });
  return chips;
}

/** The filters in force as removable chips: plain links, so they work before and without the script. */
export function FilterChips({ query, reading }: { query: SearchQuery; reading?: SearchTextReading | undefined }) {
  const chips = chipsOf(query, reading);
  if (chips.length === 0) return null;
  return (
    <div className="chips" aria-label="Filters in use" role="group">
      <ul className="chip-list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <a
              className="chip"
              href={searchHref(chip.without)}
              data-search-link=""
              aria-label={`Remove filter: ${chip.label}`}
            >
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
