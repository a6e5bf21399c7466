import { changedFields, isRecord } from '@aangan/contracts/browser';
import { toCommandBody, toFormValues, type ProjectFormValues } from './projectForm.ts';

/**
 * What a new project's form held, kept in this browser until the project is saved or the admin
 * discards it, so a reload or a crashed tab loses nothing. One per signed-in person; the key
 * carries the shape's version, so a copy of an older shape is never read as this one. Project
 * fields only: nothing about leads is ever kept here.
 */
export interface LocalDraft {
  /** When it was kept (ISO time). */
  savedAt: string;
  values: ProjectFormValues;
}

const VERSION = 1;
const keyOf = (userId: string) => `aangan.console.newProject.v${VERSION}.${userId}`;

const EMPTY = toFormValues();

/** Whether the form holds anything a save would send. */
export const hasContent = (values: ProjectFormValues): boolean =>
  changedFields(toCommandBody(EMPTY), toCommandBody(values)).length > 0;

const sameKind = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) ? Array.isArray(b) : a === null || b === null ? true : typeof a === typeof b;

/** The kept values on an empty form: a field of another kind than the form's is left out. */
const valuesOf = (kept: Record<string, unknown>): ProjectFormValues => {
  const values: Record<string, unknown> = { ...EMPTY };
  for (const [key, value] of Object.entries(EMPTY)) {
    if (Object.hasOwn(kept, key) && sameKind(value, kept[key])) values[key] = kept[key];
  }
  return values as unknown as ProjectFormValues;
};

/** The copy kept for this person, or null (none, unreadable, or nothing in it). */
export function readLocalDraft(storage: Storage, userId: string): LocalDraft | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(userId)) ?? 'null');
    if (!isRecord(parsed) || typeof parsed.savedAt !== 'string' || !isRecord(parsed.values)) return null;
    const values = valuesOf(parsed.values);
    return hasContent(values) ? { savedAt: parsed.savedAt, values } : null;
  } catch {
    return null;
  }
}

/** Keeps the form's values (or forgets them when the form holds nothing). */
export function writeLocalDraft(storage: Storage, userId: string, values: ProjectFormValues, now = new Date()): void {
  try {
    if (!hasContent(values)) storage.removeItem(keyOf(userId));
    else storage.setItem(keyOf(userId), JSON.stringify({ savedAt: now.toISOString(), values }));
  } catch {
    // Storage full or turned off: the form still works, only the copy is missing.
  }
}

export function clearLocalDraft(storage: Storage, userId: string): void {
  try {
    storage.removeItem(keyOf(userId));
  } catch {
    // Nothing kept to forget.
  }
}
