import { searchHref, type ResultsView, type SearchQuery } from '../model/searchQuery.ts';

const VIEWS: Array<{ view: ResultsView; label: string }> = [
  { view: 'list', label: 'List' },
  { view: 'map', label: 'Map' },
];

/**
 * List or map. Links, so the choice is in the address and works without the script; with it
 * (`onShow`) the results stay where they are and only the view changes.
 */
export function ViewToggle({
  query,
  onShow,
}: {
  query: SearchQuery;
  onShow?: ((view: ResultsView) => void) | undefined;
}) {
  return (
    <div className="view-toggle" role="group" aria-label="Show the results as">
      {VIEWS.map(({ view, label }) => (
        <a
          key={view}
          href={searchHref({ ...query, view })}
          className={view === query.view ? 'view-toggle-option is-current' : 'view-toggle-option'}
          aria-current={view === query.view ? 'true' : undefined}
          onClick={(event) => {
            if (!onShow || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            if (view !== query.view) onShow(view);
          }}
        >
          {label}
        </a>
      ))}
    </div>
  );
}
