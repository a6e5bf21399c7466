import type { FieldWords } from '../content/MergePanel.tsx';
import type { SeoMeta } from '../providers/contentApi.ts';

export interface SeoMetaDraft {
  route: string;
  title: string;
  description: string;
  ogTitle: string;
  ogImage: string | null;
  /** The revision of the path's meta the draft started from (-1: none set). */
  revision: number;
}

/** The draft of a path's meta as stored (none: empty fields, revision -1). */
export const draftOfMeta = (route: string, meta: SeoMeta | null): SeoMetaDraft => ({
  route,
  title: meta?.title ?? '',
  description: meta?.description ?? '',
  // The API stores the title as the Open Graph title when none is given: show it empty then.
  ogTitle: meta && meta.ogTitle !== meta.title ? meta.ogTitle : '',
  ogImage: meta?.ogImage ?? null,
  revision: meta?.revision ?? -1,
});

/** The fields a save sends (not the revision): a draft that differs from the saved one in these is unsaved work. */
export const differs = (a: SeoMetaDraft, b: SeoMetaDraft): boolean =>
  a.route.trim() !== b.route.trim() ||
  a.title !== b.title ||
  a.description !== b.description ||
  a.ogTitle !== b.ogTitle ||
  a.ogImage !== b.ogImage;

const LABELS: Record<string, string> = {
  title: 'Meta title',
  description: 'Meta description',
  ogTitle: 'Open Graph title',
  ogImage: 'Open Graph image',
};

export const SEO_META_WORDS: FieldWords = { labelOf: (key) => LABELS[key] ?? key };

/** A path's meta as a save sends it (the path itself is the record, not a field of it). */
export const plainMeta = (draft: SeoMetaDraft): Record<string, unknown> => ({
  title: draft.title.trim(),
  description: draft.description.trim(),
  ogTitle: draft.ogTitle.trim(),
  ogImage: draft.ogImage,
});
