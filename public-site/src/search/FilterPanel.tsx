import { useEffect, useRef, type KeyboardEvent } from 'react';
import {
  BEDROOM_FILTERS,
  POSSESSION_STATUSES,
  PROJECT_SUB_TYPES,
  PROJECT_TYPES,
  SEARCH_SORTS,
  type ProjectType,
} from '@aangan/contracts/browser';
import { EMPTY_SEARCH, readSearchQuery, searchHref, type SearchQuery } from '../model/searchQuery.ts';
import { budgetLabel, budgetOptions } from './budgetPresets.ts';
import { NearMeField } from './NearMeField.tsx';
import { afterNextPaint } from '../components/afterNextPaint.ts';
import { keepFocusIn } from '../components/focusLoop.ts';
import { useLocale, useLocalHref, useStrings } from '../i18n/strings.tsx';

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
  const strings = useStrings();
  const t = strings.search.filters;
  const { enums } = strings;
  const locale = useLocale();
  const localHref = useLocalHref();
  const nameIn = (names: Readonly<Record<string, string>>, value: string): string => names[value] ?? value;
  const cityOptions = query.city && !cities.includes(query.city) ? [query.city, ...cities] : cities;
  const subTypeGroups = query.projectType
    ? [[query.projectType, subTypesOf(query.projectType)] as const]
    : PROJECT_TYPES.map((type) => [type, subTypesOf(type)] as const);
  const toggleRef = useRef<HTMLInputElement>(null);
  const sheetRef = useRef<HTMLFormElement>(null);
  /** A change made in the moment the page had hydrated but could not search yet: searched for once it can. */
  const changedEarly = useRef(false);
  const apply = (form: HTMLFormElement | null) => {
    if (!form) return;
    if (onApply) onApply(queryOfForm(form));
    else changedEarly.current = true;
  };
  useEffect(() => {
    if (!onApply || !changedEarly.current || !sheetRef.current) return;
    changedEarly.current = false;
    onApply(queryOfForm(sheetRef.current));
  }, [onApply]);
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

  return (
    <div className="filters">
      <input
        ref={toggleRef}
        type="checkbox"
        id="filters-toggle"
        className="filters-toggle"
        aria-label={t.show}
        // Opens the sheet with CSS alone: a tap before the page's script has run opens it at once (web-static/pageStart.ts).
        data-works-without-script=""
        // The focus moves in once the open sheet is painted: reading its style and focusing in the tap's own
        // task made the browser work out the page's style and layout there, before the frame that shows it.
        onChange={() =>
          afterNextPaint(() => sheetOpen() && sheetRef.current?.querySelector<HTMLElement>('.filters-close')?.focus())
        }
      />
      <label htmlFor="filters-toggle" className="button button--ghost filters-open">
        {t.withCount(activeCount)}
      </label>
      <form
        ref={sheetRef}
        className="filter-panel"
        action={localHref('/search-result')}
        method="get"
        aria-label={t.title}
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
          <h2 className="filter-title">{t.title}</h2>
          {onApply ? (
            <button type="button" className="filters-close" onClick={closeSheet}>
              {t.close}
            </button>
          ) : (
            <label htmlFor="filters-toggle" className="filters-close">
              {t.close}
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
          <label htmlFor="filter-city">{t.city}</label>
          <select id="filter-city" name="city" defaultValue={query.city}>
            <option value="">{t.allCities}</option>
            {cityOptions.map((city) => (
              <option key={city} value={city}>
                {nameIn(strings.chrome.cities, city)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-type">{t.propertyType}</label>
          <select id="filter-type" name="projectType" defaultValue={query.projectType}>
            <option value="">{t.allTypes}</option>
            {PROJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {enums.propertyTypes[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-subtype">{t.subType}</label>
          <select
            id="filter-subtype"
            name="projectSubType"
            defaultValue={query.projectSubType.includes(',') ? '' : query.projectSubType}
          >
            <option value="">
              {query.projectSubType.includes(',')
                ? query.projectSubType
                    .split(',')
                    .map((subType) => nameIn(enums.subTypes, subType))
                    .join(t.or)
                : t.anySubType}
            </option>
            {subTypeGroups.map(([type, subTypes]) => (
              <optgroup key={type} label={nameIn(enums.propertyTypes, type)}>
                {subTypes.map((subType) => (
                  <option key={`${type}-${subType}`} value={subType}>
                    {nameIn(enums.subTypes, subType)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <fieldset className="field-group">
          <legend>{t.budget}</legend>
          <div className="field-pair">
            <div className="field">
              <label htmlFor="filter-min-price">{t.min}</label>
              <select id="filter-min-price" name="minPrice" defaultValue={query.minPrice ?? ''}>
                <option value="">{t.noMin}</option>
                {budgetOptions(query.minPrice).map((value) => (
                  <option key={value} value={value}>
                    {budgetLabel(value, locale)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="filter-max-price">{t.max}</label>
              <select id="filter-max-price" name="maxPrice" defaultValue={query.maxPrice ?? ''}>
                <option value="">{t.noMax}</option>
                {budgetOptions(query.maxPrice).map((value) => (
                  <option key={value} value={value}>
                    {budgetLabel(value, locale)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </fieldset>
        <fieldset className="field-group">
          <legend>{t.bhk}</legend>
          <div className="toggle-row">
            {BEDROOM_FILTERS.map((bhk) => (
              <label key={bhk} className="toggle">
                <input
                  type="checkbox"
                  name="bhk"
                  value={bhk}
                  defaultChecked={query.bhk.includes(bhk)}
                  data-works-without-script=""
                />
                <span>{enums.bhk(bhk)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor="filter-possession">{t.possession}</label>
          <select id="filter-possession" name="possession" defaultValue={query.possession}>
            <option value="">{t.any}</option>
            {POSSESSION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {enums.possession[status]}
              </option>
            ))}
          </select>
        </div>
        <details className="field-group amenities" open={query.amenities.length > 0}>
          <summary>{t.amenities(query.amenities.length)}</summary>
          <div className="amenity-list">
            {Object.entries(enums.amenities).map(([value, label]) => (
              <label key={value} className="check">
                <input
                  type="checkbox"
                  name="amenities"
                  value={value}
                  defaultChecked={query.amenities.includes(value)}
                  data-works-without-script=""
                />
                {label}
              </label>
            ))}
          </div>
        </details>
        <NearMeField query={query} onApply={onApply} />
        <div className="field">
          <label htmlFor="filter-sort">{t.sortBy}</label>
          <select id="filter-sort" name="sort" defaultValue={query.sort}>
            {SEARCH_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {enums.sorts[sort]}
              </option>
            ))}
          </select>
        </div>
        <div className="filter-actions">
          <button className="button" type="submit">
            {t.refine}
          </button>
          <a className="button button--ghost" href={localHref(searchHref(EMPTY_SEARCH))} data-search-link="">
            {t.reset}
          </a>
        </div>
      </form>
    </div>
  );
}
