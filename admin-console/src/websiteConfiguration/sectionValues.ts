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

/** The form's values as the section's content: only the schema's fields (it is strict). */
export function fromFormValues(spec: SectionSpec, values: Values): unknown {
  const content: Values = {};
  for (const field of spec.fields) {
    if (field.type !== 'list') {
      content[field.source] = fieldValue(field, values[field.source]);
      continue;
    }
    const items = asArray(values[field.source]).map((item) => (isRecord(item) ? item : {}));
    content[field.source] = field.scalar
      ? items.map((item) => asText(item.value))
      : items.map((item) =>
          Object.fromEntries(field.fields.map((inner) => [inner.source, fieldValue(inner, item[inner.source])])),
        );
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
