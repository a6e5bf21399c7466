import type { FieldSpec, ListSpec, SectionSpec } from './sectionSpecs.ts';

// Between a section's saved content, its form's values and the server's field errors.

type Values = Record<string, unknown>;
const isRecord = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Phone numbers are typed any way (+91 120 456 7890); the server wants `+911204567890`. */
export const compactPhone = (value: string): string => value.replace(/[\s()-]/g, '');

/** The saved section as the form's values (string lists as `{ value }` items, nulls as ''). */
export function toFormValues(spec: SectionSpec, content: unknown): Values {
  const source = isRecord(content) ? content : {};
  const values: Values = { ...source };
  for (const field of spec.fields) {
    if (field.type === 'list' && field.scalar)
      values[field.source] = asArray(source[field.source]).map((value) => ({ value: asText(value) }));
    else if (field.type === 'path') values[field.source] = asText(source[field.source]);
  }
  return values;
}

const fieldValue = (field: FieldSpec, value: unknown): unknown => {
  switch (field.type) {
    case 'boolean':
      return value === true;
    case 'image':
      return typeof value === 'string' && value !== '' ? value : null;
    case 'path':
      return asText(value).trim() || null;
    case 'phone':
      return compactPhone(asText(value));
    default:
      return asText(value);
  }
};

/** A Hindi version left blank is no Hindi version: it is left out (the page shows the English). */
const blankHindi = (field: FieldSpec, value: unknown): boolean =>
  field.type === 'text' && field.lang !== undefined && asText(value).trim() === '';

/** The fields of an item with a value to send. */
const sent = (fields: FieldSpec[], item: Values): Values =>
  Object.fromEntries(
    fields.flatMap((field) =>
      blankHindi(field, item[field.source]) ? [] : [[field.source, fieldValue(field, item[field.source])]],
    ),
  );

/** The form's values as the section's content: only the schema's fields (it is strict). */
export function fromFormValues(spec: SectionSpec, values: Values): unknown {
  const content: Values = {};
  const plain = spec.fields.filter((field): field is FieldSpec => field.type !== 'list');
  Object.assign(content, sent(plain, values));
  for (const field of spec.fields) {
    if (field.type !== 'list') continue;
    const items = asArray(values[field.source]).map((item) => (isRecord(item) ? item : {}));
    if (field.scalar) {
      const texts = items.map((item) => asText(item.value));
      const hindi = field.fields.some((inner) => inner.type === 'text' && inner.lang !== undefined);
      if (!hindi || texts.some((text) => text.trim() !== '')) content[field.source] = texts;
    } else content[field.source] = items.map((item) => sent(field.fields, item));
  }
  return content;
}

/**
 * The server's field errors (`content.slides.0.title`) as the form's input names
 * (`slides.0.title`; a string list's `paragraphs.2` is `paragraphs.2.value`).
 */
export function formErrorsOf(spec: SectionSpec, errors: Record<string, string>): Record<string, string> {
  const scalarLists = new Set(
    spec.fields
      .filter((field): field is ListSpec => field.type === 'list' && field.scalar === true)
      .map((field) => field.source),
  );
  const mapped: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (!path.startsWith('content.')) continue;
    const inner = path.slice('content.'.length);
    const [list, index, ...rest] = inner.split('.');
    mapped[list && scalarLists.has(list) && index !== undefined && rest.length === 0 ? `${inner}.value` : inner] =
      message;
  }
  return mapped;
}
