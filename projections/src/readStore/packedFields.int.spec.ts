import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryReadStore } from './InMemoryReadStore.ts';
import type { Doc } from './ReadStore.ts';
import { describeReadStoreContract } from './readStoreContract.ts';

// Every object-valued field of every collection packed, however small: the shared contract then
// runs its filters, indexes, sorts and projections over packed arrays and sub-documents.
describeReadStoreContract('in-memory, every object field packed', async () => {
  const store = new InMemoryReadStore({ packed: () => ['units', 'tags', 'city', 'meta'], packFromBytes: 0 });
  return { store, cleanup: () => store.close() };
});

interface Entry extends Doc {
  at: string;
  entityId: string;
  changes: Array<{ path: string; kind: string; new?: unknown }>;
  details: Record<string, unknown> | null;
}

const bigChanges = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    path: `field${i}`,
    kind: 'added',
    new: { text: `A value long enough to be worth compressing, number ${i}`, list: [i, i + 1, null, true] },
  }));

const entry = (id: string, changes: Entry['changes'], at = '2026-11-30T00:00:00.000Z'): Entry => ({
  _id: id,
  at,
  entityId: `project-${id}`,
  changes,
  details: null,
});

/** Whether the stored document keeps `field` packed (its own property is the unpacking getter). */
const isPackedField = (doc: object, field: string): boolean =>
  typeof Object.getOwnPropertyDescriptor(doc, field)?.get === 'function';

const deepFrozen = (value: unknown): boolean =>
  typeof value !== 'object' || value === null || (Object.isFrozen(value) && Object.values(value).every(deepFrozen));

describe('in-memory store: packed fields', () => {
  let store: InMemoryReadStore;
  afterEach(async () => store?.close());

  it('keeps a large list of changes compressed and hands it out as it was written, deep-frozen', async () => {
    store = new InMemoryReadStore({ packed: { audit_log: ['changes'] } });
    const audit = store.collection<Entry>('audit_log');
    const written = entry('e1', bigChanges(40));
    await audit.put(written);
    const read = (await audit.get('e1'))!;
    expect(isPackedField(read, 'changes')).toBe(true);
    expect(read.changes).toEqual(written.changes);
    expect(JSON.parse(JSON.stringify(read))).toEqual(written);
    expect({ ...read }).toEqual(written);
    expect(structuredClone(read)).toEqual(written);
    expect(deepFrozen(read)).toBe(true);
    expect(deepFrozen(read.changes)).toBe(true);
    expect(() => (read.changes as unknown[]).push(1)).toThrow(TypeError);
    // The compressed bytes are much smaller than the JSON they stand for.
    const [bytes] = Object.getOwnPropertySymbols(read).map((key) => (read as unknown as Record<symbol, string>)[key]);
    expect(bytes.length).toBeLessThan(JSON.stringify(written.changes).length / 4);
  });

  it('leaves small values, other fields, other collections and values JSON would change as they are', async () => {
    store = new InMemoryReadStore({ packed: { audit_log: ['changes', 'details'] } });
    const audit = store.collection<Entry>('audit_log');
    await audit.put(entry('small', [{ path: 'title', kind: 'changed', new: 'Skyline' }]));
    await audit.put({ ...entry('dated', bigChanges(40)), details: { when: new Date(0) } });
    await audit.put({ ...entry('negative zero', [...bigChanges(40), { path: 'x', kind: 'added', new: -0 }]) });
    await store.collection<Entry>('projects').put(entry('other', bigChanges(40)));
    expect(isPackedField((await audit.get('small'))!, 'changes')).toBe(false);
    const dated = (await audit.get('dated'))!;
    expect(isPackedField(dated, 'changes')).toBe(true);
    expect(isPackedField(dated, 'details')).toBe(false);
    expect((dated.details as { when: Date }).when).toBeInstanceOf(Date);
    const negative = (await audit.get('negative zero'))!;
    expect(isPackedField(negative, 'changes')).toBe(false);
    expect(Object.is(negative.changes.at(-1)!.new, -0)).toBe(true);
    expect(isPackedField((await store.collection('projects').get('other'))!, 'changes')).toBe(false);
  });

  it('packs a rebuild of the collection as it packs the collection, and keeps it packed through the swap', async () => {
    store = new InMemoryReadStore({ packed: { audit_log: ['changes'] } });
    await store.collection<Entry>('audit_log__rebuild').put(entry('e1', bigChanges(40)));
    await store.replaceCollection('audit_log', 'audit_log__rebuild');
    const read = (await store.collection<Entry>('audit_log').get('e1'))!;
    expect(isPackedField(read, 'changes')).toBe(true);
    expect(read.changes).toEqual(bigChanges(40));
  });

  it('answers filters, sorts and projections that read a packed field as it would unpacked', async () => {
    store = new InMemoryReadStore({ packed: { audit_log: ['changes'] } });
    const audit = store.collection<Entry>('audit_log');
    await audit.put(entry('a', bigChanges(30), '2026-11-30T01:00:00.000Z'));
    await audit.put(entry('b', bigChanges(45), '2026-11-30T02:00:00.000Z'));
    await audit.put(entry('c', [{ path: 'title', kind: 'changed', new: 'x' }], '2026-11-30T03:00:00.000Z'));
    const byChange = await audit.find({ 'changes.path': 'field40' });
    expect(byChange.map((doc) => doc._id)).toEqual(['b']);
    expect(await audit.count({ changes: { $elemMatch: { path: 'field10', kind: 'added' } } })).toBe(2);
    const projected = await audit.find({}, { sort: { at: -1 }, projection: { changes: 1 } });
    expect(projected.map((doc) => doc.changes.length)).toEqual([1, 45, 30]);
    expect(deepFrozen(projected[1])).toBe(true);
    expect((await audit.distinct('changes.kind')).sort()).toEqual(['added', 'changed']);
  });

  it('keeps a stored packed document as it is when a guarded write finds it again', async () => {
    store = new InMemoryReadStore({ packed: { audit_log: ['changes'] } });
    const audit = store.collection<Entry>('audit_log');
    await audit.put(entry('e1', bigChanges(40)));
    const stored = (await audit.get('e1'))!;
    expect(await audit.putIf({ ...stored, at: '2026-12-01T00:00:00.000Z' }, { _id: 'e1' })).toBe(true);
    const again = (await audit.get('e1'))!;
    expect(isPackedField(again, 'changes')).toBe(true);
    expect(again.changes).toEqual(bigChanges(40));
    expect(again.at).toBe('2026-12-01T00:00:00.000Z');
  });
});

interface Page extends Doc {
  title: string;
  description?: string | null;
  units?: Array<{ bhk: number; title: string }> | null;
  faqs?: Array<{ q: string; a: string }> | null;
}

const page = (i: number): Page => ({
  _id: `p${i}`,
  title: `Tower ${i}`,
  description: `About tower ${i}. `.repeat(30),
  units: [1, 2, 3].map((bhk) => ({ bhk, title: `${bhk} BHK, ${600 + 150 * bhk} sq ft` })),
  faqs: [{ q: 'When is possession?', a: 'In two years from now, as the RERA filing says.' }],
});

describe('in-memory store: fields packed together', () => {
  let store: InMemoryReadStore;
  afterEach(async () => store?.close());

  it('packs the fields together when only together they are large, strings included', async () => {
    store = new InMemoryReadStore({ packed: { projects: ['description', 'units', 'faqs'] }, packFromBytes: 600 });
    const projects = store.collection<Page>('projects');
    const written = page(1);
    // Each field alone is under 600 characters of JSON.
    for (const field of ['description', 'units', 'faqs'] as const)
      expect(JSON.stringify(written[field]).length).toBeLessThan(600);
    await projects.put(written);
    const read = (await projects.get('p1'))!;
    for (const field of ['description', 'units', 'faqs']) expect(isPackedField(read, field)).toBe(true);
    expect(isPackedField(read, 'title')).toBe(false);
    expect(Object.keys(read)).toEqual(Object.keys(written));
    expect(read).toEqual(written);
    // Read twice, a packed field is the same frozen value (a page reads some more than once).
    expect(read.units).toBe(read.units);
    expect(deepFrozen(read.units)).toBe(true);
    const edited = { ...read, title: 'Tower one' };
    await projects.put(edited);
    expect(await projects.get('p1')).toEqual({ ...written, title: 'Tower one' });
  });

  it('packs documents loaded fresh from JSON.parse once their late fields arrive', async () => {
    store = new InMemoryReadStore({ packed: { projects: ['description', 'units', 'faqs'] }, packFromBytes: 600 });
    const whole = [page(1), page(2)];
    const parsed = JSON.parse(
      JSON.stringify(whole.map((doc) => ({ ...doc, description: null, units: null, faqs: null }))),
    ) as Doc[];
    await store.collection('projects').bulk(
      parsed.map((doc) => ({ op: 'put' as const, doc })),
      { handOver: 'parsed' },
    );
    store.completeLater('projects', ['description', 'units', 'faqs'], async (add) => {
      add(
        JSON.parse(
          JSON.stringify(whole.map(({ _id, description, units, faqs }) => ({ _id, description, units, faqs }))),
        ),
      );
    });
    await store.fillDeferred();
    const projects = store.collection<Page>('projects');
    expect(await projects.find({}, { sort: { _id: 1 } })).toEqual(whole);
    const read = (await projects.get('p2'))!;
    expect(isPackedField(read, 'units')).toBe(true);
    expect(deepFrozen(read)).toBe(true);
    expect(await projects.count({ 'units.bhk': 3 })).toBe(2);
  });
});

describe('in-memory store: packing from what the collection packed first', () => {
  it('packs later documents from a dictionary of the first ones, smaller, and reads every one back', async () => {
    const store = new InMemoryReadStore({ packed: { dictionary_log: ['changes'] } });
    const log = store.collection<Entry>('dictionary_log');
    const written = Array.from({ length: 30 }, (_, i) => entry(`e${i}`, bigChanges(30 + (i % 7))));
    for (const doc of written) await log.put(doc);
    const read = await log.find({}, { sort: { entityId: 1 } });
    expect(read).toEqual([...written].sort((a, b) => (a.entityId < b.entityId ? -1 : 1)));
    const packedLength = (doc: object) => {
      const [bytes] = Object.getOwnPropertySymbols(doc).map((key) => (doc as Record<symbol, unknown>)[key]);
      return (bytes as string).length;
    };
    const first = (await log.get('e0'))!;
    const last = (await log.get('e28'))!;
    // e0 and e28 hold the same changes (30 of them); the later one was packed from the dictionary.
    expect(last.changes).toEqual(first.changes);
    expect(Object.getOwnPropertySymbols(first)).toHaveLength(1);
    expect(Object.getOwnPropertySymbols(last)).toHaveLength(2);
    expect(packedLength(last)).toBeLessThan(packedLength(first) / 2);
    // A rebuild's collection packs from the same dictionary, and its documents read back after the swap.
    await store.collection<Entry>('dictionary_log__rebuild').put(entry('r1', bigChanges(33)));
    await store.replaceCollection('dictionary_log', 'dictionary_log__rebuild');
    expect((await store.collection<Entry>('dictionary_log').get('r1'))!.changes).toEqual(bigChanges(33));
    await store.close();
  });
});
