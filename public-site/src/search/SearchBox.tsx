import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocalHref, useStrings } from '../i18n/strings.tsx';

/** One autosuggest answer of `/project/suggestions`. */
interface Suggestion {
  kind: 'city' | 'region' | 'locality' | 'project' | 'developer' | 'subType';
  value: string;
  city?: string;
  link?: string;
}

const SUGGESTIONS_PATH = '/api/v1/project/suggestions';
// As searchQuery.ts says them: not imported, so the home page's box does not bring the search page's module along.
const SEARCH_PATH = '/search-result';
const MAX_SEARCH_STRING = 200;
const MAX_SUGGESTIONS = 8;
const KINDS: ReadonlySet<string> = new Set<Suggestion['kind']>([
  'city',
  'region',
  'locality',
  'project',
  'developer',
  'subType',
]);

/** Where picking a suggestion goes: a project's page, or the results for that place, region or developer. */
const hrefOf = (s: Suggestion): string => {
  if (s.kind === 'project' && s.link?.startsWith('/project/view/')) return s.link;
  if (s.kind === 'region' && s.link?.startsWith(`${SEARCH_PATH}?`)) return s.link;
  const params = new URLSearchParams();
  if (s.kind === 'city') params.set('city', s.value);
  else if (s.kind === 'locality') {
    if (s.city) params.set('city', s.city);
    params.set('locality', s.value);
  } else if (s.kind === 'subType') params.set('projectSubType', s.value);
  else params.set('searchString', s.value);
  return `${SEARCH_PATH}?${params}`;
};

const isSuggestion = (value: unknown): value is Suggestion =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Suggestion).value === 'string' &&
  KINDS.has((value as Suggestion).kind);

interface SearchBoxProps {
  idPrefix: string;
  defaultValue?: string;
  /** The search page searches without a reload; elsewhere the form goes to /search-result?searchString=. */
  onSearch?: (text: string) => void;
  /** The search page moves to a suggestion's results itself; elsewhere the browser follows its link. */
  onPick?: (href: string) => void;
}

/**
 * The natural-language search box: "Gurgaon 3 BHK under 2 Cr" is sent as the results page's
 * `searchString`, which the server reads into filters (the assistant's reader), so the typed words
 * stay in the address, in a shared link and in the box. A plain GET form without JavaScript; with
 * it, suggestions while typing as a combobox (arrow keys, Enter, Escape).
 */
export function SearchBox({ idPrefix, defaultValue = '', onSearch, onPick }: SearchBoxProps) {
  const strings = useStrings();
  const t = strings.search.box;
  const localHref = useLocalHref();
  const listId = useId();
  const [text, setText] = useState(defaultValue);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const request = useRef<AbortController | null>(null);

  useEffect(() => setText(defaultValue), [defaultValue]);
  useEffect(() => () => request.current?.abort(), []);

  const suggest = (value: string) => {
    request.current?.abort();
    const typed = value.trim();
    if (typed.length < 2) {
      setSuggestions([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    request.current = controller;
    fetch(`${SUGGESTIONS_PATH}?${new URLSearchParams({ q: typed, limit: String(MAX_SUGGESTIONS) })}`, {
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { result?: unknown } | null) => {
        const found = Array.isArray(body?.result) ? body.result.filter(isSuggestion) : [];
        setSuggestions(found);
        setActive(-1);
        setOpen(found.length > 0);
      })
      // Suggestions are a convenience: a failed or aborted one leaves the box working as a plain search.
      .catch(() => undefined);
  };

  const pick = (s: Suggestion) => {
    setOpen(false);
    const href = hrefOf(s);
    if (onPick && href.startsWith(SEARCH_PATH)) {
      setText('');
      onPick(href);
    } else {
      location.assign(localHref(href));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text itself: moving past either end returns to it.
      setActive((current) => {
        const next = current + step;
        return next >= suggestions.length ? -1 : next < -1 ? suggestions.length - 1 : next;
      });
    } else if (event.key === 'Enter' && open && active >= 0 && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setOpen(false);
    if (!onSearch) return;
    event.preventDefault();
    onSearch(text.trim());
  };

  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <form className="search-box" action={localHref(SEARCH_PATH)} method="get" role="search" onSubmit={onSubmit}>
      <label htmlFor={`${idPrefix}-q`} className="search-box-label">
        {t.label}
      </label>
      <div className="search-box-row">
        <div className="combobox">
          <input
            id={`${idPrefix}-q`}
            name="searchString"
            type="search"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              suggest(event.target.value);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            placeholder={t.placeholder}
            autoComplete="off"
            maxLength={MAX_SEARCH_STRING}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            {...(expanded && active >= 0 ? { 'aria-activedescendant': optionId(active) } : {})}
          />
          <ul id={listId} role="listbox" aria-label={t.suggestions} className="combobox-list" hidden={!expanded}>
            {suggestions.map((s, index) => (
              <li
                key={`${s.kind}-${s.value}-${s.city ?? ''}-${s.link ?? ''}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'combobox-option combobox-option--active' : 'combobox-option'}
                // Chosen on pointer down, before the input's blur closes the list.
                onPointerDown={(event) => {
                  event.preventDefault();
                  pick(s);
                }}
              >
                <span className="combobox-value">
                  {s.kind === 'city' ? (strings.chrome.cities[s.value] ?? s.value) : s.value}
                </span>
                <span className="combobox-kind">
                  {t.kinds[s.kind]}
                  {s.city && s.kind !== 'city' ? ` · ${strings.chrome.cities[s.city] ?? s.city}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <button className="button" type="submit">
          {t.submit}
        </button>
      </div>
    </form>
  );
}
