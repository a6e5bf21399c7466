import { bedroomFilterLabel, formatPrice, type SearchTextReading } from '@aangan/contracts/browser';
import { withTextFilters, type SearchQuery } from '../model/searchQuery.ts';

const bhkWords = (bhk: string[]): string => (bhk.length === 0 ? '' : `${bhk.map(bedroomFilterLabel).join(' or ')} `);

const budgetWords = ({ minPrice, maxPrice }: SearchQuery): string => {
  if (minPrice !== null && maxPrice !== null) return ` from ${formatPrice(minPrice)} to ${formatPrice(maxPrice)}`;
  if (maxPrice !== null) return ` under ${formatPrice(maxPrice)}`;
  return minPrice !== null ? ` from ${formatPrice(minPrice)}` : '';
};

/**
 * The results page's heading, and its title: "3 BHK apartment in Gurugram under ₹2 Cr". With the
 * reading of its search string, what the words set is said too, sub types as the words' kind
 * ("Ready to Move flats in Ghaziabad", not five sub types one after another).
 */
export const searchHeading = (typed: SearchQuery, reading?: SearchTextReading): string => {
  const query = withTextFilters(typed, reading);
  const kindPart = reading?.parts.find(
    (part) => part.params.projectSubType !== undefined && part.params.projectSubType === query.projectSubType,
  );
  const subTypes = kindPart?.label ?? query.projectSubType.split(',').filter(Boolean).join(' or ');
  const kind = subTypes || (query.projectType ? `${query.projectType} projects` : 'Projects');
  const what = `${query.possession ? `${query.possession} ` : ''}${bhkWords(query.bhk)}${query.bhk.length > 0 || query.possession ? kind.charAt(0).toLowerCase() + kind.slice(1) : kind}`;
  const place = [query.locality, query.city].filter(Boolean).join(', ');
  const where = place ? ` in ${place}` : query.latitude !== null ? ` within ${query.radiusKm} km of you` : '';
  const base = `${what}${where}${budgetWords(query)}`;
  return query.searchString ? `${base} matching “${query.searchString}”` : base;
};
