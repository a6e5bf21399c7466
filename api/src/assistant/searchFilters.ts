import type { AssistantUnderstood } from '@aangan/contracts';

/** The search filters a prompt sets (a subset of what the reply reports as `understood`). */
export type SearchFilters = Pick<
  AssistantUnderstood,
  | 'city'
  | 'locality'
  | 'region'
  | 'cities'
  | 'bhk'
  | 'budgetMin'
  | 'budgetMax'
  | 'projectType'
  | 'projectSubTypes'
  | 'possession'
  | 'sort'
>;

/** Filters that narrow a search beyond a place or a broad property type. */
export const isNarrowed = (f: SearchFilters): boolean =>
  Boolean(
    f.bhk?.length ||
    f.budgetMin !== undefined ||
    f.budgetMax !== undefined ||
    f.possession ||
    f.projectSubTypes?.length ||
    f.locality ||
    f.sort,
  );

export const hasAnyFilter = (f: SearchFilters): boolean =>
  Boolean(f.city || f.cities?.length || f.projectType || isNarrowed(f));
