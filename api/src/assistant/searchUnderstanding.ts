import type { SearchUnderstanding } from '@aangan/contracts';
import type { Catalogue } from './catalogue.ts';
import { searchLinkOf } from './describeSearch.ts';
import { analysePrompt } from './promptAnalysis.ts';

/**
 * The search box reads text the way the assistant reads a prompt (English, Hinglish, typos, L/Cr
 * budgets, BHK, type, possession, place, sort words), so "Gurgaon 3 BHK under 2 Cr" is the same
 * search in both. What no filter took (a project or developer name) stays as the text query.
 */
export function understandSearch(text: string, catalogue: Catalogue): SearchUnderstanding {
  const analysis = analysePrompt(text, catalogue);
  const named = analysis.namedProjects.length === 1 ? [analysis.namedProjects[0]!.title] : [];
  const searchString = [...named, ...analysis.unexplained].join(' ').slice(0, 100);
  const base = searchLinkOf(analysis.filters);
  const link = searchString ? `${base}${base.includes('?') ? '&' : '?'}${new URLSearchParams({ searchString })}` : base;
  return { ...analysis.filters, searchString, link };
}
