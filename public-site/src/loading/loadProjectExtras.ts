import { DEFAULT_CURRENCY_RATES, type ProjectCard, isRecord } from '@aangan/contracts/browser';
import { readProjectSearchPage, type PricePoint, type ProjectView } from '../model/apiResponses.ts';
import type { CurrencyRates } from '../model/currencyInputs.ts';
import { MAP_TILES_PATH, readMapTiles } from '../model/mapTiles.ts';
import type { ProjectExtras } from '../model/pageData.ts';
import { EMPTY_SEARCH, searchParamsOf, type SearchQuery } from '../model/searchQuery.ts';
import type { FetchJson, ReportError } from './fetchJson.ts';

const SEARCH_PATH = '/api/v1/project/search-project';
const RELATED_COUNT = 3;
/** Candidates read to pick the closest in price from. */
const CANDIDATES = 24;

const resultOf = (body: unknown): unknown =>
  isRecord(body) ? (isRecord(body.data) ? body.data.result : body.result) : undefined;

const search = async (query: SearchQuery, fetchJson: FetchJson): Promise<ProjectCard[]> => {
  const params = searchParamsOf(query);
  params.set('limit', String(CANDIDATES));
  const path = `${SEARCH_PATH}?${params}`;
  return readProjectSearchPage(await fetchJson(path), path).result;
};

const priceOf = (card: { priceMin: number | null; priceMax: number | null }): number | null =>
  card.priceMin ?? card.priceMax;

/** Same city and type, the closest in price first (unpriced ones last). */
export const similarTo = (project: ProjectView, cards: readonly ProjectCard[]): ProjectCard[] => {
  const price = priceOf(project);
  const distance = (card: ProjectCard) => {
    const other = priceOf(card);
    return price === null || other === null ? Number.POSITIVE_INFINITY : Math.abs(Math.log(other / price));
  };
  return cards
    .filter((card) => card._id !== project._id)
    .map((card) => ({ card, distance: distance(card) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, RELATED_COUNT)
    .map(({ card }) => card);
};

const readRates = (body: unknown): CurrencyRates => {
  const result = resultOf(body);
  if (!isRecord(result)) return DEFAULT_CURRENCY_RATES;
  const rates: Record<string, { name: string; inrPerUnit: number }> = {};
  for (const [code, rate] of Object.entries(result)) {
    if (
      /^[A-Z]{3}$/.test(code) &&
      isRecord(rate) &&
      typeof rate.name === 'string' &&
      typeof rate.inrPerUnit === 'number' &&
      rate.inrPerUnit > 0
    ) {
      rates[code] = { name: rate.name, inrPerUnit: rate.inrPerUnit };
    }
  }
  return Object.keys(rates).length > 1 ? rates : DEFAULT_CURRENCY_RATES;
};

/** The site's currency table (spec §3), or the defaults when it cannot be read. */
export const loadRates = async (fetchJson: FetchJson, reportError: ReportError): Promise<CurrencyRates> => {
  try {
    return readRates(await fetchJson('/api/v1/user/currency-rates'));
  } catch (error) {
    reportError(error);
    return DEFAULT_CURRENCY_RATES;
  }
};

const readHistory = (body: unknown): PricePoint[] => {
  const result = resultOf(body);
  if (!Array.isArray(result)) return [];
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const price = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  return result.filter(isRecord).flatMap((point) =>
    typeof point.at === 'string'
      ? [
          {
            at: point.at,
            priceMin: price(point.priceMin),
            priceMax: price(point.priceMax),
            possessionStatus: text(point.possessionStatus),
            proposedPossessionDate: text(point.proposedPossessionDate),
          },
        ]
      : [],
  );
};

const settle = async <T>(work: () => Promise<T>, fallback: T, reportError: ReportError): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    reportError(error);
    return fallback;
  }
};

export const loadProjectExtras = async (
  project: ProjectView,
  fetchJson: FetchJson,
  reportError: ReportError,
): Promise<ProjectExtras> => {
  const developer = project.developer?.name;
  const [similar, byDeveloper, history, rates, mapTiles] = await Promise.all([
    settle(
      async () =>
        project.city
          ? similarTo(
              project,
              await search({ ...EMPTY_SEARCH, city: project.city, projectType: project.projectType ?? '' }, fetchJson),
            )
          : [],
      [],
      reportError,
    ),
    settle(
      async () =>
        developer
          ? (await search({ ...EMPTY_SEARCH, searchString: developer }, fetchJson))
              .filter((card) => card._id !== project._id && card.developerName === developer)
              .slice(0, RELATED_COUNT)
          : [],
      [],
      reportError,
    ),
    settle(
      async () => readHistory(await fetchJson(`/api/v1/project/price-history/${encodeURIComponent(project._id)}`)),
      [],
      reportError,
    ),
    loadRates(fetchJson, reportError),
    settle(async () => readMapTiles(await fetchJson(MAP_TILES_PATH)), null, reportError),
  ]);
  return { similar, byDeveloper, history, rates, mapTiles };
};
