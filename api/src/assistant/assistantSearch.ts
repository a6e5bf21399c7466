import { bhkBandOf, type ProjectCard, type ProjectDoc } from '@aangan/contracts';
import type { ReadStore } from '@aangan/projections';
import { CARD_FIELDS, toCard } from '../projects/projectCards.ts';
import { searchFilter, unitFits, type SearchCriteria } from '../projects/projectSearchFilter.ts';
import { compareFor, ORDER_FIELDS } from '../projects/searchOrder.ts';
import type { SearchFilters } from './searchFilters.ts';

/**
 * The assistant's project search: only posted projects, straight from the read model, through the
 * same query builder as the search page. BHK and budget are matched together per unit, so
 * "2 BHK under 50 lakh" needs a 2 BHK unit under 50 lakh, not a cheap 1 BHK beside a dear 2 BHK.
 */

/** What a card shows and what the orders sort by. */
const FIELDS = { ...CARD_FIELDS, ...ORDER_FIELDS } as const;

/** A sanity bound on what one prompt may pull from the store; beyond it the store's own order decides. */
const MAX_CANDIDATES = 2000;

/** The assistant's filters as the shared search criteria: what "See all results" asks the search page too. */
export function criteriaOfFilters(f: SearchFilters): SearchCriteria {
  return {
    city: f.city,
    cities: f.cities,
    locality: f.locality,
    projectType: f.projectType,
    projectSubTypes: f.projectSubTypes,
    possession: f.possession,
    bhkBands: f.bhk?.map(bhkBandOf),
    budgetMin: f.budgetMin,
    budgetMax: f.budgetMax,
  };
}

/** The cheapest unit that fits the search (what "from ₹62 L" should mean for a 3 BHK search). */
function lowestFittingPrice(doc: ProjectDoc, criteria: SearchCriteria): number | undefined {
  const prices = (doc.unitSummaries ?? [])
    .filter((u) => unitFits(u, { ...criteria, budgetMin: undefined, budgetMax: undefined }))
    .map((u) => u.priceLow)
    .filter((p): p is number => p !== null);
  return prices.length ? Math.min(...prices) : (doc.priceMin ?? undefined);
}

// Highest rated first, then newest: a stable order, so the same question always shows the same projects.
const byDefaultOrder = (a: ProjectDoc, b: ProjectDoc): number =>
  (b.projectRating ?? -1) - (a.projectRating ?? -1) ||
  (b.postedAt ?? '').localeCompare(a.postedAt ?? '') ||
  a._id.localeCompare(b._id);
const byLargest = (a: ProjectDoc, b: ProjectDoc): number =>
  (b.areaMaxSqFt ?? -Infinity) - (a.areaMaxSqFt ?? -Infinity) || a._id.localeCompare(b._id);

/**
 * The order of a prompt's sort word. Prices and newest are the search page's own orders
 * (`searchOrder.ts`): "cheapest 1 BHK" is by the 1 BHK's price, as the page's cards show it.
 */
const orderOf = (sort: SearchFilters['sort'], criteria: SearchCriteria): ((a: ProjectDoc, b: ProjectDoc) => number) =>
  sort === undefined ? byDefaultOrder : sort === 'Largest' ? byLargest : compareFor(sort, criteria);

export interface AssistantSearchResult {
  cards: ProjectCard[];
  total: number;
  /** The lowest price of a fitting unit among all matches (for "from ₹62 L" when offering a wider search). */
  lowestPrice: number | null;
}

export function createAssistantSearch(readStore: ReadStore) {
  const projects = () => readStore.collection<ProjectDoc>('projects');

  return {
    async search(f: SearchFilters, limit: number): Promise<AssistantSearchResult> {
      const criteria = criteriaOfFilters(f);
      const filter = searchFilter(criteria);
      const [docs, total] = await Promise.all([
        projects().find(filter, { projection: FIELDS, limit: MAX_CANDIDATES, sort: { _id: 1 } }),
        projects().count(filter),
      ]);
      docs.sort(orderOf(f.sort, criteria));
      const prices = docs.map((d) => lowestFittingPrice(d, criteria)).filter((p): p is number => p !== undefined);
      return {
        cards: docs.slice(0, limit).map((d) => toCard(d, undefined, criteria)),
        total,
        lowestPrice: prices.length ? Math.min(...prices) : null,
      };
    },

    /** Posted projects by id, in the order asked (missing and unposted ids left out). */
    async projectsById(ids: readonly string[]): Promise<ProjectDoc[]> {
      const found = await projects().getMany(ids);
      return ids.map((id) => found.get(id)).filter((d): d is ProjectDoc => d !== undefined && d.status === 'posted');
    },
  };
}

export type AssistantSearch = ReturnType<typeof createAssistantSearch>;
