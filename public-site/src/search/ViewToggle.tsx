import { searchHref, type ResultsView, type SearchQuery } from '../model/searchQuery.ts';
import { useLocalHref, useStrings } from '../i18n/strings.tsx';

const VIEWS: readonly ResultsView[] = ['list', 'map'];

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
  const t = useStrings().search.views;
  const localHref = useLocalHref();
  return (
    <div className="view-toggle" role="group" aria-label={t.label}>
      {VIEWS.map((view) => (
        <a
          key={view}
          href={localHref(searchHref({ ...query, view }))}
          className={view === query.view ? 'view-toggle-option is-current' : 'view-toggle-option'}
          aria-current={view === query.view ? 'true' : undefined}
          onClick={(event) => {
            if (!onShow || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            if (view !== query.view) onShow(view);
          }}
        >
          {t[view]}
        </a>
      ))}
    </div>
  );
}
