import type { ProjectCard } from '@aangan/contracts/browser';

/** One page of `/project/search-project`. */
export interface ProjectSearchPage {
  result: ProjectCard[];
  total: number;
  page: number;
  limit: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The payload sits either at the top level (`{ responseCode, result, ... }`) or under `data`. */
const dataOf = (body: unknown, path: string): Record<string, unknown> => {
  if (isRecord(body) && isRecord(body.data)) return body.data;
  if (isRecord(body) && 'result' in body) return body;
  throw new Error(`Unexpected answer from ${path}: no result`);
};

const isProjectCard = (value: unknown): value is ProjectCard =>
  isRecord(value) && typeof value._id === 'string' && typeof value.projectTitle === 'string';

const toCount = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;

/** Keeps only well-formed cards, so one bad document never breaks a whole page. */
export const readProjectSearchPage = (body: unknown, path: string): ProjectSearchPage => {
  const data = dataOf(body, path);
  if (!Array.isArray(data.result)) throw new Error(`Unexpected answer from ${path}: result is not a list`);
  const result = data.result.filter(isProjectCard).map((card) => ({ ...card, bhk: Array.isArray(card.bhk) ? card.bhk : [] }));
  return {
    result,
    total: toCount(data.total, result.length),
    page: Math.max(1, toCount(data.page, 1)),
    limit: Math.max(1, toCount(data.limit, result.length || 1)),
  };
};

export const readCityList = (body: unknown, path: string): string[] => {
  const data = dataOf(body, path);
  if (!Array.isArray(data.result)) throw new Error(`Unexpected answer from ${path}: result is not a list`);
  return data.result.filter((city): city is string => typeof city === 'string' && city.trim() !== '');
};
