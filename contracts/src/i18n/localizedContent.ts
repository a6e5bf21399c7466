import type { SectionContent, SectionKey } from '../content/siteSections.ts';
import type { HighlightTag } from '../enums.ts';
import type { Faq, ProjectFields } from '../project/schemas.ts';
import type { Locale } from './locales.ts';

/**
 * The text a page shows in its language. Admins may write a Hindi version of each text beside the
 * English one; a Hindi page shows each Hindi text that is not blank and the English one otherwise,
 * field by field, so no text is ever blank for being untranslated. English pages are unchanged.
 * What these functions return has no Hindi fields left: a page carries only the text it shows.
 */

/** The field that holds the Hindi version of a project's text, by the English field it stands for. */
export const HINDI_PROJECT_FIELDS = {
  projectTitle: 'hindiProjectTitle',
  description: 'hindiDescription',
  highlightTags: 'hindiHighlightTags',
  faqs: 'hindiFaqs',
} as const satisfies Partial<Record<keyof ProjectFields, keyof ProjectFields>>;

type HindiProjectField = (typeof HINDI_PROJECT_FIELDS)[keyof typeof HINDI_PROJECT_FIELDS];

/** What of a project has a Hindi version: the English texts and the optional Hindi ones. */
export interface LocalizableProject {
  projectTitle?: string;
  description?: string;
  highlightTags?: readonly HighlightTag[];
  faqs?: readonly Faq[];
  hindiProjectTitle?: string;
  hindiDescription?: string;
  hindiHighlightTags?: Partial<Record<HighlightTag, string>>;
  hindiFaqs?: readonly Faq[];
}

/** A project as a page in one language shows it: highlight tags are the words shown for each tag. */
export type ProjectInLocale<P extends LocalizableProject> = Omit<P, HindiProjectField | 'highlightTags'> &
  (P extends { highlightTags: readonly HighlightTag[] } ? { highlightTags: string[] } : { highlightTags?: string[] });

const isBlank = (text: string | undefined): boolean => text === undefined || text.trim() === '';

/** The Hindi text when it is not blank, else the English one. */
export const textInLocale = <T extends string | undefined>(english: T, hindi: string | undefined, locale: Locale) =>
  locale === 'hi' && !isBlank(hindi) ? (hindi as string) : english;

/** The Hindi FAQs when there is one with a question and an answer, else the English ones. */
const faqsInLocale = (english: readonly Faq[] | undefined, hindi: readonly Faq[] | undefined, locale: Locale) => {
  const written = (hindi ?? []).filter((faq) => !isBlank(faq.question) && !isBlank(faq.answer));
  return locale === 'hi' && written.length > 0 ? written : english;
};

/** The project's texts in the page's language, without its Hindi fields. */
export function projectInLocale<P extends LocalizableProject>(project: P, locale: Locale): ProjectInLocale<P> {
  const {
    hindiProjectTitle,
    hindiDescription,
    hindiHighlightTags,
    hindiFaqs,
    projectTitle,
    description,
    highlightTags,
    faqs,
    ...rest
  } = project;
  const tags = highlightTags?.map((tag) => textInLocale<string>(tag, hindiHighlightTags?.[tag], locale));
  const chosen = {
    projectTitle: textInLocale(projectTitle, hindiProjectTitle, locale),
    description: textInLocale(description, hindiDescription, locale),
    highlightTags: tags,
    faqs: faqsInLocale(faqs, hindiFaqs, locale),
  };
  const present = Object.fromEntries(Object.entries(chosen).filter(([key]) => key in project));
  return { ...rest, ...present } as unknown as ProjectInLocale<P>;
}

/** What of an article (or its card) has a Hindi version. */
export interface LocalizableArticle {
  title: string;
  excerpt: string;
  html?: string;
  hindiTitle?: string;
  hindiExcerpt?: string;
  hindiHtml?: string;
}

export type ArticleInLocale<A extends LocalizableArticle> = Omit<A, 'hindiTitle' | 'hindiExcerpt' | 'hindiHtml'>;

/**
 * The article's texts in the page's language, without its Hindi fields. The Hindi excerpt is the
 * start of the Hindi text, so the two go together: an article whose Hindi text is blank keeps the
 * English excerpt and text.
 */
export function articleInLocale<A extends LocalizableArticle>(article: A, locale: Locale): ArticleInLocale<A> {
  const { hindiTitle, hindiExcerpt, hindiHtml, ...rest } = article;
  if (locale !== 'hi') return rest;
  const hindiText = !isBlank(hindiExcerpt);
  return {
    ...rest,
    title: textInLocale(article.title, hindiTitle, locale),
    ...(hindiText ? { excerpt: hindiExcerpt } : {}),
    ...(hindiText && 'html' in article && !isBlank(hindiHtml) ? { html: hindiHtml } : {}),
  };
}

/** Each text of a section item with a Hindi version: the English field, by the field holding its Hindi. */
type TextPairs = Readonly<Record<string, string>>;
const TITLE: TextPairs = { title: 'hindiTitle' };
const TITLE_AND_DESCRIPTION: TextPairs = { title: 'hindiTitle', description: 'hindiDescription' };

/** An item with each text in the page's language and its Hindi fields left out. */
function itemInLocale<T extends object>(item: T, pairs: TextPairs, locale: Locale): T {
  const shown = { ...item } as unknown as Record<string, unknown>;
  for (const [english, hindiKey] of Object.entries(pairs)) {
    const hindi = shown[hindiKey];
    delete shown[hindiKey];
    if (typeof shown[english] === 'string')
      shown[english] = textInLocale(shown[english], typeof hindi === 'string' ? hindi : undefined, locale);
  }
  return shown as T;
}

type SectionTexts = { [K in SectionKey]?: (content: SectionContent<K>, locale: Locale) => SectionContent<K> };

/** The sections an admin writes texts of for visitors to read, and how each one's texts are chosen. */
const SECTION_TEXTS: SectionTexts = {
  heroSection: (content, locale) => ({ slides: content.slides.map((slide) => itemInLocale(slide, TITLE, locale)) }),
  ourStory: (content, locale) => {
    const { hindiParagraphs, ...rest } = itemInLocale(content, TITLE, locale);
    const written = (hindiParagraphs ?? []).filter((paragraph) => !isBlank(paragraph));
    return { ...rest, paragraphs: locale === 'hi' && written.length > 0 ? written : content.paragraphs };
  },
  ceoMessage: (content, locale) => itemInLocale(content, { title: 'hindiTitle', message: 'hindiMessage' }, locale),
  cooMessage: (content, locale) => itemInLocale(content, { title: 'hindiTitle', message: 'hindiMessage' }, locale),
  coreValues: (content, locale) => ({
    values: content.values.map((value) => itemInLocale(value, TITLE_AND_DESCRIPTION, locale)),
  }),
  services: (content, locale) => ({
    services: content.services.map((service) => itemInLocale(service, TITLE_AND_DESCRIPTION, locale)),
  }),
  lifeAtCompany: (content, locale) => ({
    images: content.images.map((image) => itemInLocale(image, { caption: 'hindiCaption' }, locale)),
  }),
  stats: (content, locale) => ({
    items: content.items.map((item) => itemInLocale(item, { label: 'hindiLabel' }, locale)),
  }),
};

/** Page sections (all of them, or the few a page reads) with their texts in the page's language. */
export function sectionsInLocale<S extends { [K in SectionKey]?: SectionContent<K> }>(sections: S, locale: Locale): S {
  const shown: Record<string, unknown> = { ...sections };
  for (const [key, choose] of Object.entries(SECTION_TEXTS) as [SectionKey, (c: unknown, l: Locale) => unknown][]) {
    const content = sections[key];
    if (content) shown[key] = choose(content, locale);
  }
  return shown as S;
}
