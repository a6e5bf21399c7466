import {
  bhkBandOf,
  bhkBandOfFilter,
  searchWords,
  type ProjectSearchQuery,
  type SearchSort,
  type SearchTextReading,
} from '@aangan/contracts';
import type { SearchCriteria } from './projectSearchFilter.ts';
import type { SearchVocabulary } from './searchVocabulary.ts';
import type { CatalogueCache } from '../assistant/catalogue.ts';
import { readSearchText, type GivenParams } from '../assistant/searchUnderstanding.ts';

/** The fields the query sets itself, as the results page writes them: these win over words of the search string. */
const givenParams = (query: ProjectSearchQuery): GivenParams => ({
  ...(query.city ? { city: query.city } : {}),
  ...(query.locality ? { locality: query.locality } : {}),
  ...(query.projectType ? { projectType: query.projectType } : {}),
  ...(query.projectSubType.length ? { projectSubType: query.projectSubType.join(',') } : {}),
  ...(query.possession ? { possession: query.possession } : {}),
  ...(query.minPrice !== undefined ? { minPrice: String(query.minPrice) } : {}),
  ...(query.maxPrice !== undefined ? { maxPrice: String(query.maxPrice) } : {}),
  ...(query.bhk.length ? { bhk: query.bhk.join(',') } : {}),
  ...(query.sort ? { sort: query.sort } : {}),
});

export function searchCriteriaReader(deps: { catalogue: CatalogueCache; vocabulary: () => Promise<SearchVocabulary> }) {
  const currentVocabulary = deps.vocabulary;

  /**
   * The search query as criteria for the one query builder. The search string is read as the
   * assistant reads a prompt (searchUnderstanding): its words set filters, a parameter given beside
   * it winning over words that say otherwise, and the words no filter takes are searched as text,
   * typo tolerant, each standing for the vocabulary's words it may mean.
   */
  return async function criteriaOf(query: ProjectSearchQuery): Promise<{
    criteria: SearchCriteria;
    interpretedAs?: string;
    sort?: SearchSort | undefined;
    understood?: SearchTextReading;
  }> {
    const read = query.searchString
      ? readSearchText(query.searchString, await deps.catalogue.current(), givenParams(query))
      : null;
    const f = read?.filters ?? {};
    const vocabulary = read?.textQuery ? await currentVocabulary() : null;
    const termGroups = vocabulary && read ? searchWords(read.textQuery).map((word) => vocabulary.resolve(word)) : [];
    const interpretedAs = termGroups.length ? termGroups.map((g) => g.join('/')).join(' ') : undefined;
    // "Noida,Delhi,Gurugram": any of them (the assistant's link for a region such as NCR).
    const cities =
      query.city
        ?.split(',')
        .map((city) => city.trim())
        .filter(Boolean) ??
      f.cities ??
      [];
    const bhkBands = query.bhk.length ? query.bhk.map(bhkBandOfFilter) : (f.bhk ?? []).map(bhkBandOf);
    const criteria: SearchCriteria = {
      ...(cities.length > 1 ? { cities } : { city: query.city ?? f.city }),
      locality: query.locality ?? f.locality,
      developer: query.developer,
      projectType: query.projectType ?? f.projectType,
      projectSubTypes: query.projectSubType.length ? query.projectSubType : f.projectSubTypes,
      possession: query.possession ?? f.possession,
      bhkBands,
      budgetMin: query.minPrice ?? f.budgetMin,
      budgetMax: query.maxPrice ?? f.budgetMax,
      areaMin: query.minArea,
      areaMax: query.maxArea,
      amenities: query.amenities,
      termGroups,
      near:
        query.latitude !== undefined && query.longitude !== undefined
          ? { latitude: query.latitude, longitude: query.longitude, radiusKm: query.radiusKm ?? 10 }
          : undefined,
    };
    const textSort = f.sort && f.sort !== 'Largest' ? f.sort : undefined;
    return {
      criteria,
      ...(interpretedAs ? { interpretedAs } : {}),
      sort: query.sort ?? textSort,
      ...(read ? { understood: read.reading } : {}),
    };
  };
}
