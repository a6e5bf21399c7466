import { formatPrice } from '@aangan/contracts/browser';
import type { SearchQuery } from './searchQuery.ts';

const bhkWords = (bhk: string[]): string => (bhk.length === 0 ? '' : `${bhk.map((value) => (value === 'Studio' ? value : `${value} BHK`)).join(' or ')} `);

const budgetWords = ({ minPrice, maxPrice }: SearchQuery): string => {
  if (minPrice !== null && maxPrice !== null) return ` from ${formatPrice(minPrice)} to ${formatPrice(maxPrice)}`;
  if (maxPrice !== null) return ` under ${formatPrice(maxPrice)}`;
  return minPrice !== null ? ` from ${formatPrice(minPrice)}` : '';
};

/** The results page's heading, and its title: "3 BHK apartment in Gurugram under ₹2 Cr". */
export const searchHeading = (query: SearchQuery): string => {
  const subTypes = query.projectSubType.split(',').filter(Boolean).join(' or ');
  const kind = subTypes || (query.projectType ? `${query.projectType} projects` : 'Projects');
  const what = `${query.possession ? `${query.possession} ` : ''}${bhkWords(query.bhk)}${query.bhk.length > 0 || query.possession ? kind.charAt(0).toLowerCase() + kind.slice(1) : kind}`;
  const place = [query.locality, query.city].filter(Boolean).join(', ');
  const where = place ? ` in ${place}` : query.latitude !== null ? ` within ${query.radiusKm} km of you` : '';
  const base = `${what}${where}${budgetWords(query)}`;
  return query.searchString ? `${base} matching “${query.searchString}”` : base;
};
