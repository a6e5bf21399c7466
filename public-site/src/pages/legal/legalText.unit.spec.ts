import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE } from '@aangan/contracts/browser';
import { legal as english } from './en.ts';
import { legal as hindi, TRANSLATED_NOTICE_VERSION } from './hi.ts';
import type { LegalParagraph, LegalText } from './legalText.ts';

const DEVANAGARI = /[\u0900-\u097F]/;
const KINDS = ['terms', 'privacy', 'rera'] as const;

/** A document's outline: its sections, and per paragraph whether it is plain text or where its link goes. */
const outline = (text: LegalText) =>
  KINDS.map((kind) =>
    text[kind].sections.map((section) =>
      section.paragraphs.map((paragraph) => (typeof paragraph === 'string' ? 'text' : paragraph.href)),
    ),
  );

const texts = (paragraph: LegalParagraph): string[] =>
  typeof paragraph === 'string' ? [paragraph] : [paragraph.before, paragraph.link];

describe('the legal pages in Hindi', () => {
  it('translate every section and paragraph of the English, with the same links', () => {
    expect(outline(hindi)).toEqual(outline(english));
  });

  it('are written in Hindi throughout, and say that the English prevails', () => {
    const untranslated = KINDS.flatMap((kind) => [
      hindi[kind].title,
      hindi[kind].lead,
      ...hindi[kind].sections.flatMap((section) => [section.heading, ...section.paragraphs.flatMap(texts)]),
    ]).filter((text) => !DEVANAGARI.test(text));
    expect(untranslated).toEqual([]);
    expect(hindi.prevails).toMatch(DEVANAGARI);
    expect(english.prevails).toBeUndefined();
  });

  it('translate the privacy notice of the version in force', () => {
    expect(TRANSLATED_NOTICE_VERSION).toBe(PRIVACY_NOTICE.version);
  });
});
