/** A paragraph of a legal page: plain text, or text with one link to another page of the site in it. */
export type LegalParagraph = string | { before: string; link: string; href: string; after: string };

export interface LegalSection {
  heading: string;
  paragraphs: readonly LegalParagraph[];
}

export interface LegalDocument {
  title: string;
  lead: string;
  sections: readonly LegalSection[];
}

/** The legal pages in one language: the terms, the privacy policy and the RERA disclaimer. */
export interface LegalText {
  /** On a translation: that the English version prevails where the two differ. */
  prevails?: string;
  terms: LegalDocument;
  privacy: LegalDocument;
  rera: LegalDocument;
}

export type LegalPageKind = Exclude<keyof LegalText, 'prevails'>;
