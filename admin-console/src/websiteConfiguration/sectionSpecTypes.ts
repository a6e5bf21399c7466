import type { SectionContent, SectionKey } from '@aangan/contracts';

/**
 * One form per page section, described after its schema in contracts/src/content/siteSections.ts
 * (limits and optional fields as there). The server checks every save against the schema; these
 * let the form say the same thing before a round trip.
 */
export type FieldSpec =
  | {
      type: 'text';
      source: string;
      label: string;
      max: number;
      multiline?: boolean;
      optional?: boolean;
      helperText?: string;
      /** The language typed in it: `hi` for the Hindi version of a text. */
      lang?: 'hi';
    }
  | { type: 'image'; source: string; label: string; optional?: boolean; helperText?: string }
  | { type: 'boolean'; source: string; label: string; helperText?: string }
  | { type: 'select'; source: string; label: string; choices: readonly { id: string; name: string }[] }
  | { type: 'phone'; source: string; label: string; helperText?: string }
  | { type: 'email'; source: string; label: string }
  | { type: 'url'; source: string; label: string }
  /** A site path such as `/`, or nothing (null). */
  | { type: 'path'; source: string; label: string; helperText?: string };

export interface ListSpec {
  type: 'list';
  source: string;
  label: string;
  /** "Slide" → items labelled "Slide 1", "Slide 2", ... */
  itemLabel: string;
  min: number;
  max: number;
  fields: FieldSpec[];
  /** A list of plain strings (paragraphs, cities): each item is held as `{ value }` in the form. */
  scalar?: boolean;
}

export interface SectionSpec<K extends SectionKey = SectionKey> {
  key: K;
  title: string;
  /** One line under the title: what the section is and where it shows. */
  description: string;
  fields: (FieldSpec | ListSpec)[];
  /** What the closed panel says about the saved content ("3 slides"). */
  summary(content: SectionContent<K>): string;
}

type TextSpec = Extract<FieldSpec, { type: 'text' }>;

/**
 * The optional Hindi version of a text input, shown after it: `title` → `hindiTitle`, "Title" →
 * "Hindi title (optional)", the same limit. A Hindi page shows it, or the English text when blank.
 */
const hindiOf = (field: TextSpec): TextSpec => ({
  type: 'text',
  source: `hindi${field.source.charAt(0).toUpperCase()}${field.source.slice(1)}`,
  label: `Hindi ${field.label.toLowerCase()} (optional)`,
  max: field.max,
  ...(field.multiline ? { multiline: true } : {}),
  optional: true,
  lang: 'hi',
});

/** A text input followed by its optional Hindi version. */
export const withHindi = (field: TextSpec): TextSpec[] => [field, hindiOf(field)];

/** The closed panel's counts: "1 slide", "3 slides". */
export const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
