import { unitPriceRange, type ProjectCard, type ProjectDoc, type Unit } from '@aangan/contracts';
import type { Filter, ReadStore } from '@aangan/projections';
import { escapeRegex } from '../core/regex.ts';
import { toCard } from '../projects/projectQueries.ts';
import type { SearchFilters } from './promptAnalysis.ts';

/**
 * The assistant's project search: only posted projects, straight from the read model. The store
 * narrows by every filter it can index; BHK and budget are then checked together per unit, so
 * "2 BHK under 50 lakh" needs a 2 BHK unit under 50 lakh, not a cheap 1 BHK beside a dear 2 BHK.
 */

const FIELDS = {
  _id: 1, slug: 1, customProjectUrl: 1, projectTitle: 1, city: 1, locality: 1, projectType: 1, projectSubType: 1, coverImage: 1, priceMin: 1,
  priceMax: 1, bhk: 1, possessionStatus: 1, developer: 1, projectRating: 1, isGrandProject: 1, postedAt: 1, units: 1,
} as const;

/** A sanity bound on what one prompt may pull from the store; beyond it the store's own order decides. */
const MAX_CANDIDATES = 2000;

const unitLow = (u: Unit): number | undefined => unitPriceRange(u)?.low;

const bhkMatches = (wanted: readonly number[], count: number): boolean => wanted.some((n) => (n >= 4 ? count >= 4 : count === n));

function storeFilter(f: SearchFilters): Filter {
  const and: Filter[] = [{ status: 'posted' }];
  if (f.city) and.push({ cityKey: f.city.toLowerCase() });
  if (f.locality) and.push({ locality: { $regex: `^${escapeRegex(f.locality)}$`, $options: 'i' } });
  if (f.projectType) and.push({ projectType: f.projectType });
  if (f.projectSubTypes?.length) and.push({ projectSubType: { $in: f.projectSubTypes } });
  if (f.possession) and.push({ possessionStatus: f.possession });
  if (f.bhk?.length) {
    const exact = f.bhk.filter((n) => n < 4);
    const options: Filter[] = [];
    if (exact.length) options.push({ bhk: { $in: exact } });
    if (f.bhk.some((n) => n >= 4)) options.push({ bhk: { $gte: 4 } });
    and.push(options.length === 1 ? options[0]! : { $or: options });
  }
  if (f.budgetMax !== undefined) and.push({ priceMin: { $lte: f.budgetMax } });
  if (f.budgetMin !== undefined) and.push({ priceMax: { $gte: f.budgetMin } });
  return { $and: and };
}

/** Some unit has the wanted bedrooms and a price inside the budget (every unit counts when a filter is absent). */
function unitsFit(doc: ProjectDoc, f: SearchFilters): boolean {
  const needsBudget = f.budgetMin !== undefined || f.budgetMax !== undefined;
  if (!f.bhk?.length && !needsBudget) return true;
  return (doc.units ?? []).some((u) => {
    if (f.bhk?.length && (u.bedroomCount === undefined || !bhkMatches(f.bhk, u.bedroomCount))) return false;
    if (!needsBudget) return true;
    const price = unitPriceRange(u);
    if (!price) return false;
    return (f.budgetMax === undefined || price.low <= f.budgetMax) && (f.budgetMin === undefined || price.high >= f.budgetMin);
  });
}

/** The cheapest unit that has the wanted bedrooms (what "from ₹62 L" should mean for a 3 BHK search). */
function lowestFittingPrice(doc: ProjectDoc, f: SearchFilters): number | undefined {
  const prices = (doc.units ?? [])
    .filter((u) => !f.bhk?.length || (u.bedroomCount !== undefined && bhkMatches(f.bhk, u.bedroomCount)))
    .map(unitLow)
    .filter((p): p is number => p !== undefined);
  return prices.length ? Math.min(...prices) : (doc.priceMin ?? undefined);
}

// Highest rated first, then newest: a stable order, so the same question always shows the same projects.
const byDefaultOrder = (a: ProjectDoc, b: ProjectDoc): number =>
  (b.projectRating ?? -1) - (a.projectRating ?? -1) || (b.postedAt ?? '').localeCompare(a.postedAt ?? '') || a._id.localeCompare(b._id);
const byPriceLow = (a: ProjectDoc, b: ProjectDoc): number => (a.priceMin ?? Infinity) - (b.priceMin ?? Infinity) || a._id.localeCompare(b._id);
const byPriceHigh = (a: ProjectDoc, b: ProjectDoc): number => (b.priceMax ?? -Infinity) - (a.priceMax ?? -Infinity) || a._id.localeCompare(b._id);

export interface AssistantSearchResult {
  cards: ProjectCard[];
  total: number;
  /** The lowest price of a fitting unit among all matches (for "from ₹62 L" when offering a wider search). */
  lowestPrice: number | null;
}

export function createAssistantSearch(readStore: ReadStore) {
  const projects = () => readStore.collection<ProjectDoc>('projects');

  async function matching(f: SearchFilters): Promise<ProjectDoc[]> {
    const docs = await projects().find(storeFilter(f), { projection: FIELDS, limit: MAX_CANDIDATES, sort: { _id: 1 } });
    const order = f.sort === 'Price Low To High' ? byPriceLow : f.sort === 'Price High To Low' ? byPriceHigh : byDefaultOrder;
    return docs.filter((doc) => unitsFit(doc, f)).sort(order);
  }

  return {
    async search(f: SearchFilters, limit: number): Promise<AssistantSearchResult> {
      const docs = await matching(f);
      const prices = docs.map((d) => lowestFittingPrice(d, f)).filter((p): p is number => p !== undefined);
      return { cards: docs.slice(0, limit).map((d) => toCard(d)), total: docs.length, lowestPrice: prices.length ? Math.min(...prices) : null };
    },

    /** Posted projects by id, in the order asked (missing and unposted ids left out). */
    async projectsById(ids: readonly string[]): Promise<ProjectDoc[]> {
      const found = await projects().getMany(ids);
      return ids.map((id) => found.get(id)).filter((d): d is ProjectDoc => d !== undefined && d.status === 'posted');
    },
  };
}

export type AssistantSearch = ReturnType<typeof createAssistantSearch>;
