import {
  currencyRatesResponseSchema,
  DEFAULT_CURRENCY_RATES,
  mapTilesResponseSchema,
  priceHistoryResponseSchema,
  projectSearchResponseSchema,
  type ProjectCard,
} from '@aangan/contracts';
import type { ProjectView } from '../model/apiResponses.ts';
import type { CurrencyRates } from '../model/currencyInputs.ts';
import { MAP_TILES_PATH } from '../model/mapTiles.ts';
import type { ProjectExtras } from '../model/pageData.ts';
import { EMPTY_SEARCH, searchParamsOf, type SearchQuery } from '../model/searchQuery.ts';
import { fetchAnswer, type FetchJson, type ReportError } from './fetchJson.ts';

const SEARCH_PATH = '/api/v1/project/search-project';
const CURRENCY_RATES_PATH = '/api/v1/user/currency-rates';
const RELATED_COUNT = 3;
/** Candidates read to pick the closest in price from. */
const CANDIDATES = 24;

const search = async (query: SearchQuery, fetchJson: FetchJson): Promise<ProjectCard[]> => {
  const params = searchParamsOf(query);
  params.set('limit', String(CANDIDATES));
  return (await fetchAnswer(fetchJson, `${SEARCH_PATH}?${params}`, projectSearchResponseSchema)).result;
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

/** The site's currency table (spec §3), or the defaults when it cannot be read. */
export const loadRates = async (fetchJson: FetchJson, reportError: ReportError): Promise<CurrencyRates> => {
  try {
    const { result: rates } = await fetchAnswer(fetchJson, CURRENCY_RATES_PATH, currencyRatesResponseSchema);
    // A table of rupees alone converts nothing: the defaults stand in.
    return Object.keys(rates).length > 1 ? rates : DEFAULT_CURRENCY_RATES;
  } catch (error) {
    reportError(error);
    return DEFAULT_CURRENCY_RATES;
  }
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
          ? (
              await fetchAnswer(
                fetchJson,
                `${SEARCH_PATH}?${new URLSearchParams({ developer, limit: String(CANDIDATES) })}`,
                projectSearchResponseSchema,
              )
            ).result
              .filter((card) => card._id !== project._id && card.developerName === developer)
              .slice(0, RELATED_COUNT)
          : [],
      [],
      reportError,
    ),
    settle(
      async () =>
        (
          await fetchAnswer(
            fetchJson,
            `/api/v1/project/price-history/${encodeURIComponent(project._id)}`,
            priceHistoryResponseSchema,
          )
        ).result,
      [],
      reportError,
    ),
    loadRates(fetchJson, reportError),
    settle(
      async () => (await fetchAnswer(fetchJson, MAP_TILES_PATH, mapTilesResponseSchema)).result,
      null,
      reportError,
    ),
  ]);
  return { similar, byDeveloper, history, rates, mapTiles };
};
