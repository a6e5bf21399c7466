import { useListContext, type ListControllerResult } from 'react-admin';

/**
 * A list's filter values as react-admin holds them: each filter input's value by its source, blank
 * ones (an emptied search box, "any status") included. react-admin types them `any`.
 */
type ListFilterValues = Record<string, unknown>;

/** Which filter inputs the list shows, by source. */
type DisplayedFilters = Record<string, boolean>;

interface ListFilters {
  /** The current filter values (an empty object when there are none). */
  filters: ListFilterValues;
  displayedFilters: DisplayedFilters;
  setFilters: ListControllerResult['setFilters'];
}

/** The filters of the list around (react-admin's list context), typed. */
export function useListFilters(): ListFilters {
  const list = useListContext();
  return {
    filters: (list.filterValues as ListFilterValues | undefined) ?? {},
    displayedFilters: list.displayedFilters as DisplayedFilters,
    setFilters: list.setFilters,
  };
}
