import type sanitizeHtml from 'sanitize-html';
import { WORDS_PER_MINUTE } from '@aangan/contracts';

/**
 * Article HTML as stored and served: the editor's formatting survives; scripts, styles, event
 * handlers, iframes, forms and any URL scheme other than https, mailto and tel are removed. Images
 * may only come from our uploads or https. Links leaving the site get rel="noopener noreferrer nofollow".
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'code',
    'pre',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https:/i.test(attribs['href'] ?? '');
      return {
        tagName,
        attribs: { ...attribs, ...(external ? { rel: 'noopener noreferrer nofollow', target: '_blank' } : {}) },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    h1: 'h2',
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^(https:\/\/|\/uploads\/)/.test(frame.attribs['src'] ?? ''),
};

/** The sanitizer (and the HTML and CSS parsers under it) loads when the first article is saved, not at start. */
let sanitizer: Promise<typeof sanitizeHtml> | null = null;
const loadSanitizer = (): Promise<typeof sanitizeHtml> =>
  (sanitizer ??= import('sanitize-html').then((library) => library.default));

export async function sanitizeArticleHtml(html: string): Promise<string> {
  const sanitizeHtml = await loadSanitizer();
  // Relative upload paths are not a scheme sanitize-html knows: allow exactly those for images.
  return sanitizeHtml(html, { ...OPTIONS, allowedSchemesAppliedToAttributes: ['href', 'cite'] });
}

/** Words in the article text (tags removed), its reading time at WORDS_PER_MINUTE (at least a minute), and a plain excerpt. */
export async function articleMeasures(
  html: string,
): Promise<{ wordCount: number; readingMinutes: number; excerpt: string }> {
  const sanitizeHtml = await loadSanitizer();
  // Tags become spaces, so words either side of a block boundary stay two words.
  const text = decodeEntities(
    sanitizeHtml(html)
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
  const words = text ? text.split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w)) : [];
  const excerpt = text.length > 200 ? `${text.slice(0, 200).replace(/\s+\S*$/, '')}…` : text;
  return { wordCount: words.length, readingMinutes: Math.max(1, Math.ceil(words.length / WORDS_PER_MINUTE)), excerpt };
}

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
