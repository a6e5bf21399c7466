import { useRef, useState, type KeyboardEvent } from 'react';
import {
  AMENITY_LABELS,
  BEDROOM_FILTERS,
  POSSESSION_STATUSES,
  bedroomFilterLabel,
  PROJECT_SUB_TYPES,
  PROJECT_TYPES,
  SEARCH_SORTS,
  type ProjectType,
} from '@aangan/contracts/browser';
import { EMPTY_SEARCH, NEAR_ME_RADII, readSearchQuery, searchHref, type SearchQuery } from '../model/searchQuery.ts';
import { budgetLabel, budgetOptions } from './budgetPresets.ts';
import { keepFocusIn } from '../components/focusLoop.ts';

const AMENITIES: [string, string][] = Object.entries(AMENITY_LABELS);
const LOCATION_REFUSED =
  'Location access was refused. Allow it for this site in your browser settings, or choose a city instead.';
const LOCATION_UNAVAILABLE = 'Your location could not be found right now. Please try again, or choose a city instead.';

const subTypesOf = (type: string): readonly string[] =>
  (PROJECT_TYPES as readonly string[]).includes(type) ? PROJECT_SUB_TYPES[type as ProjectType] : [];

/** The form's values as a search, a sub type that does not belong to the chosen type dropped. */
export function queryOfForm(form: HTMLFormElement): SearchQuery {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  const read = readSearchQuery(params);
  const allowed = subTypesOf(read.projectType);
  const subTypes = read.projectSubType.split(',').filter((s) => s && (allowed.length === 0 || allowed.includes(s)));
  return { ...read, projectSubType: subTypes.join(','), page: 1 };
}

interface FilterPanelProps {
  query: SearchQuery;
  cities: string[];
  /** With the script: apply a search without reloading. */
  onApply?: (query: SearchQuery) => void;
  activeCount: number;
}

/**
 * Every filter of the spec's search (§2): a real GET form, so it works without the script; with
 * it, each change applies at once. A sidebar on wide screens; on phones a bottom sheet opened by
 * the Filters button (a checkbox and CSS: nothing to load). With the script, the open sheet takes
 * the focus and keeps it (Tab goes round inside it), and Esc or Close gives it back to the button.
 */
export function FilterPanel({ query, cities, onApply, activeCount }: FilterPanelProps) {
  const [locating, setLocating] = useState(false);
  const [locationMessage, setLocationMessage] = useState('');
  const cityOptions = query.city && !cities.includes(query.city) ? [query.city, ...cities] : cities;
  const subTypeGroups = query.projectType
    ? [[query.projectType, subTypesOf(query.projectType)] as const]
    : PROJECT_TYPES.map((type) => [type, subTypesOf(type)] as const);
  const apply = (form: HTMLFormElement | null) => {
    if (form && onApply) onApply(queryOfForm(form));
  };
  const toggleRef = useRef<HTMLInputElement>(null);
  const sheetRef = useRef<HTMLFormElement>(null);
  const sheetOpen = () =>
    toggleRef.current?.checked === true &&
    sheetRef.current !== null &&
    getComputedStyle(sheetRef.current).position === 'fixed';
  const closeSheet = () => {
    if (toggleRef.current) toggleRef.current.checked = false;
    toggleRef.current?.focus();
  };
  const onSheetKey = (event: KeyboardEvent<HTMLFormElement>) => {
    if (!sheetOpen()) return;
    if (event.key === 'Escape') closeSheet();
    else keepFocusIn(event.currentTarget, event);
  };

  const nearMe = () => {
    if (!('geolocation' in navigator)) {
      setLocationMessage(LOCATION_UNAVAILABLE);
      return;
    }
    setLocating(true);
    setLocationMessage('');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const latitude = Math.round(position.coords.latitude * 1e4) / 1e4;
        const longitude = Math.round(position.coords.longitude * 1e4) / 1e4;
        onApply?.({ ...query, latitude, longitude, radiusKm: query.radiusKm ?? 10, page: 1 });
      },
      (error) => {
        setLocating(false);
        setLocationMessage(error.code === error.PERMISSION_DENIED ? LOCATION_REFUSED : LOCATION_UNAVAILABLE);
      },
      { timeout: 15_000, maximumAge: 300_000 },
    );
  };

  return (
    <div className="filters">
      <input
        ref={toggleRef}
        type="checkbox"
        id="filters-toggle"
        className="filters-toggle"
        aria-label="Show filters"
        // Opens the sheet with CSS alone: a tap before the page's script has run opens it at once (web-static/pageStart.ts).
        data-works-without-script=""
        onChange={() => sheetOpen() && sheetRef.current?.querySelector<HTMLElement>('.filters-close')?.focus()}
      />
      <label htmlFor="filters-toggle" className="button button--ghost filters-open">
        Filters{activeCount > 0 ? ` (${activeCount})` : ''}
      </label>
      <form
        ref={sheetRef}
        className="filter-panel"
        action="/search-result"
        method="get"
        aria-label="Filters"
        onChange={(event) => {
          // Text and numbers wait for Apply; choices apply at once.
          const target: unknown = event.target;
          if (target instanceof HTMLInputElement && (target.type === 'text' || target.type === 'search')) return;
          apply(event.currentTarget);
        }}
        onSubmit={(event) => {
          if (!onApply) return;
          event.preventDefault();
          apply(event.currentTarget);
        }}
        onKeyDown={onSheetKey}
      >
        <div className="filter-panel-head">
          <h2 className="filter-title">Filters</h2>
          {onApply ? (
            <button type="button" className="filters-close" onClick={closeSheet}>
              Close
            </button>
          ) : (
            <label htmlFor="filters-toggle" className="filters-close">
              Close
            </label>
          )}
        </div>
        {query.searchString && <input type="hidden" name="searchString" value={query.searchString} />}
        {query.locality && <input type="hidden" name="locality" value={query.locality} />}
        {query.view === 'map' && <input type="hidden" name="view" value="map" />}
        {query.latitude !== null && (
          <>
            <input type="hidden" name="latitude" value={query.latitude} />
            <input type="hidden" name="longitude" value={query.longitude ?? ''} />
          </>
        )}
        <div className="field">
          <label htmlFor="filter-city">City</label>
          <select id="filter-city" name="city" defaultValue={query.city}>
            <option value="">All cities</option>
            {cityOptions.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-type">Property type</label>
          <select id="filter-type" name="projectType" defaultValue={query.projectType}>
            <option value="">All types</option>
            {PROJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-subtype">Sub type</label>
          <select
            id="filter-subtype"
            name="projectSubType"
            defaultValue={query.projectSubType.includes(',') ? '' : query.projectSubType}
          >
            <option value="">
              {query.projectSubType.includes(',') ? query.projectSubType.split(',').join(' or ') : 'Any sub type'}
            </option>
            {subTypeGroups.map(([type, subTypes]) => (
              <optgroup key={type} label={type}>
                {subTypes.map((subType) => (
                  <option key={`${type}-${subType}`} value={subType}>
                    {subType}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <fieldset className="field-group">
          <legend>Budget</legend>
          <div className="field-pair">
            <div className="field">
              <label htmlFor="filter-min-price">Min</label>
              <select id="filter-min-price" name="minPrice" defaultValue={query.minPrice ?? ''}>
                <option value="">No min</option>
                {budgetOptions(query.minPrice).map((value) => (
                  <option key={value} value={value}>
                    {budgetLabel(value)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="filter-max-price">Max</label>
              <select id="filter-max-price" name="maxPrice" defaultValue={query.maxPrice ?? ''}>
                <option value="">No max</option>
                {budgetOptions(query.maxPrice).map((value) => (
                  <option key={value} value={value}>
                    {budgetLabel(value)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </fieldset>
        <fieldset className="field-group">
          <legend>BHK</legend>
          <div className="toggle-row">
            {BEDROOM_FILTERS.map((bhk) => (
              <label key={bhk} className="toggle">
                <input type="checkbox" name="bhk" value={bhk} defaultChecked={query.bhk.includes(bhk)} />
                <span>{bedroomFilterLabel(bhk)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor="filter-possession">Possession</label>
          <select id="filter-possession" name="possession" defaultValue={query.possession}>
            <option value="">Any</option>
            {POSSESSION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
        <details className="field-group amenities" open={query.amenities.length > 0}>
          <summary>Amenities{query.amenities.length > 0 ? ` (${query.amenities.length})` : ''}</summary>
          <div className="amenity-list">
            {AMENITIES.map(([value, label]) => (
              <label key={value} className="check">
                <input
                  type="checkbox"
                  name="amenities"
                  value={value}
                  defaultChecked={query.amenities.includes(value)}
                />
                {label}
              </label>
            ))}
          </div>
        </details>
        <fieldset className="field-group">
          <legend>Near me</legend>
          <div className="near-me">
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={nearMe}
              disabled={locating || !onApply}
            >
              {locating ? 'Finding you…' : query.latitude !== null ? 'Update my location' : 'Use my location'}
            </button>
            <div className="field">
              <label htmlFor="filter-radius">Within</label>
              <select id="filter-radius" name="radiusKm" defaultValue={query.radiusKm ?? 10}>
                {NEAR_ME_RADII.map((km) => (
                  <option key={km} value={km}>
                    {km} km
                  </option>
                ))}
              </select>
            </div>
          </div>
          <p className="field-hint" role="status">
            {locationMessage}
          </p>
        </fieldset>
        <div className="field">
          <label htmlFor="filter-sort">Sort by</label>
          <select id="filter-sort" name="sort" defaultValue={query.sort}>
            {SEARCH_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {sort}
              </option>
            ))}
          </select>
        </div>
        <div className="filter-actions">
          <button className="button" type="submit">
            Refine search
          </button>
          <a className="button button--ghost" href={searchHref(EMPTY_SEARCH)} data-search-link="">
            Reset
          </a>
        </div>
      </form>
    </div>
  );
}
