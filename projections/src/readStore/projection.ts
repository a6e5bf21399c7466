import { fieldsOf } from './fieldPaths.ts';
import type { Doc } from './ReadStore.ts';

/**
 * MongoDB find projections: either inclusion (`{ title: 1 }`, `_id` kept unless `_id: 0`) or
 * exclusion (`{ units: 0 }`); dotted paths reach into sub-documents and into every element of an
 * array of sub-documents, as on the server.
 */
type PathTree = Map<string, PathTree | true>;

export interface CompiledProjection {
  (doc: Doc): Record<string, unknown>;
}

export function compileProjection(projection: Record<string, unknown> | undefined): CompiledProjection | null {
  const entries = Object.entries(projection ?? {});
  if (entries.length === 0) return null;
  const idSpec = projection?._id;
  const fields = entries.filter(([name]) => name !== '_id');
  const inclusive = fields.length > 0 ? Boolean(fields[0][1]) : Boolean(idSpec);
  const mixed = fields.find(([, value]) => Boolean(value) !== inclusive);
  if (mixed) {
    const kind = inclusive ? 'exclusion' : 'inclusion';
    throw new Error(`Cannot do ${kind} on field ${mixed[0]} in ${inclusive ? 'inclusion' : 'exclusion'} projection`);
  }
  if (!inclusive) {
    const excluded = tree(idSpec === undefined || Boolean(idSpec) ? fields : [...fields, ['_id', 0]]);
    return (doc) => exclude(fieldsOf(doc), excluded);
  }
  const included = tree(fields);
  const includeId = idSpec === undefined || Boolean(idSpec);
  // `_id` first, as MongoDB answers, in the one object the fields are then added to.
  return (doc) => include(fieldsOf(doc), included, includeId && doc._id !== undefined ? { _id: doc._id } : {});
}

function tree(fields: [string, unknown][]): PathTree {
  const root: PathTree = new Map();
  for (const [name] of fields) {
    const segments = name.split('.');
    let node = root;
    segments.forEach((segment, index) => {
      if (index === segments.length - 1) {
        node.set(segment, true);
        return;
      }
      const next = node.get(segment);
      if (next === true) return;
      const child: PathTree = next ?? new Map<string, PathTree | true>();
      node.set(segment, child);
      node = child;
    });
  }
  return root;
}

const isDocument = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  !(value instanceof RegExp);

/** Keeps only the paths of `node` (added to `out`); array elements that are not documents are dropped. */
function include(
  value: Record<string, unknown>,
  node: PathTree,
  out: Record<string, unknown> = {},
): Record<string, unknown> {
  // Stored values are plain objects: for-in walks their own fields in order, with nothing to allocate.
  for (const key in value) {
    const spec = node.get(key);
    if (spec === undefined) continue;
    const field = value[key];
    if (field === undefined) continue;
    if (spec === true) out[key] = field;
    else if (isDocument(field)) out[key] = include(field, spec);
    else if (Array.isArray(field)) out[key] = includeInArray(field, spec);
  }
  return out;
}

function includeInArray(values: readonly unknown[], node: PathTree): unknown[] {
  const out: unknown[] = [];
  for (let i = 0; i < values.length; i++) {
    const element = values[i];
    if (isDocument(element)) out.push(include(element, node));
    else if (Array.isArray(element)) out.push(includeInArray(element, node));
  }
  return out;
}

/** Copies everything except the paths of `node`. */
function exclude(value: Record<string, unknown>, node: PathTree): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const spec = node.get(key);
    if (spec === true) continue;
    if (spec === undefined) out[key] = field;
    else if (isDocument(field)) out[key] = exclude(field, spec);
    else if (Array.isArray(field)) out[key] = excludeInArray(field, spec);
    else out[key] = field;
  }
  return out;
}

function excludeInArray(values: readonly unknown[], node: PathTree): unknown[] {
  return values.map((element) =>
    isDocument(element) ? exclude(element, node) : Array.isArray(element) ? excludeInArray(element, node) : element,
  );
}
