import { describe, expect, it } from 'vitest';
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from './localDraft.ts';
import { toFormValues } from './projectForm.ts';

/** Storage as a browser has it, in memory. */
const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
};

describe("a new project's copy kept in the browser", () => {
  const typed = { ...toFormValues(), projectTitle: 'Skyline Heights', city: 'Noida', units: [] };
  const at = new Date('2026-11-29T10:00:00Z');

  it('keeps what was typed per person, with the time it was kept, until it is cleared', () => {
    const storage = memoryStorage();
    writeLocalDraft(storage, 'u1', typed, at);
    expect(readLocalDraft(storage, 'u1')).toEqual({ savedAt: at.toISOString(), values: typed });
    expect(readLocalDraft(storage, 'u2')).toBeNull();
    expect(storage.key(0)).toBe('aangan.console.newProject.v1.u1');
    clearLocalDraft(storage, 'u1');
    expect(readLocalDraft(storage, 'u1')).toBeNull();
  });

  it('keeps nothing for an empty form, and forgets a copy once the form is emptied', () => {
    const storage = memoryStorage();
    writeLocalDraft(storage, 'u1', toFormValues(), at);
    expect(storage.length).toBe(0);
    writeLocalDraft(storage, 'u1', typed, at);
    writeLocalDraft(storage, 'u1', { ...typed, projectTitle: '', city: '' }, at);
    expect(storage.length).toBe(0);
  });

  it('reads an unreadable or foreign copy as none, and fields of another kind as empty', () => {
    const storage = memoryStorage();
    storage.setItem('aangan.console.newProject.v1.u1', '{not json');
    expect(readLocalDraft(storage, 'u1')).toBeNull();
    storage.setItem(
      'aangan.console.newProject.v1.u1',
      JSON.stringify({ savedAt: at.toISOString(), values: { projectTitle: 'Kept', photos: 'not a list', extra: 1 } }),
    );
    expect(readLocalDraft(storage, 'u1')?.values).toEqual({ ...toFormValues(), projectTitle: 'Kept' });
  });

  it('goes on without a copy when the storage refuses', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeLocalDraft(full, 'u1', typed, at)).not.toThrow();
  });
});
