import { describe, expect, it } from 'vitest';
import type { FillLoader } from './deferredFill.ts';
import { InMemoryReadStore } from './InMemoryReadStore.ts';
import { filterReads, findReads, projectionReads } from './lateFields.ts';
import type { Doc } from './ReadStore.ts';

const LATE = ['description', 'units'];
const late = new Set(LATE);

type Project = Doc & {
  title: string;
  city: string;
  description?: string | null;
  units?: Array<{ bhk: number }> | null;
  tags?: Array<{ name: string }>;
};

/** Whole documents, in the order of their fields as a projector wrote them. */
const whole = (i: number): Project => ({
  _id: `p${i}`,
  title: `Tower ${i}`,
  description: `About tower ${i}`,
  city: i % 2 ? 'Pune' : 'Noida',
  units: [{ bhk: 1 + (i % 3) }],
  tags: [{ name: 'metro' }],
});

/** A store holding the documents as a snapshot leaves them (late fields null), fresh from JSON.parse, and a loader for their late fields held until `release`. */
async function storeWithLateFields(count: number) {
  const store = new InMemoryReadStore();
  const docs = Array.from({ length: count }, (_, i) => whole(i));
  const parsed = JSON.parse(JSON.stringify(docs.map((doc) => ({ ...doc, description: null, units: null })))) as Doc[];
  await store.collection('projects').bulk(
    parsed.map((doc) => ({ op: 'put' as const, doc })),
    { handOver: 'parsed' },
  );
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let loads = 0;
  const load: FillLoader = async (add, signal) => {
    loads += 1;
    // Like the snapshot's loader, it stops as soon as it is told to.
    await Promise.race([released, new Promise((resolve) => signal.addEventListener('abort', resolve))]);
    if (signal.aborted) return;
    add(JSON.parse(JSON.stringify(docs.map(({ _id, description, units }) => ({ _id, description, units })))) as Doc[]);
  };
  store.completeLater('projects', LATE, load);
  return { store, projects: store.collection<Project>('projects'), docs, release, loads: () => loads };
}

/** Whether `promise` settles before the turns of the event loop queued now have run. */
async function settlesAtOnce(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe('which calls read late fields', () => {
  it('filters: a field, a path inside one, and the clauses of $and, $or and $nor; unknown operators count as reading', () => {
    expect(filterReads({ city: 'Pune', 'tags.name': 'metro' }, late)).toBe(false);
    expect(filterReads({ description: { $exists: true } }, late)).toBe(true);
    expect(filterReads({ 'units.bhk': 2 }, late)).toBe(true);
    expect(filterReads({ $and: [{ city: 'Pune' }, { $or: [{ title: 'x' }, { units: { $size: 1 } }] }] }, late)).toBe(
      true,
    );
    expect(filterReads({ $nor: [{ city: 'Pune' }], $comment: 'hot only' }, late)).toBe(false);
    expect(filterReads({ $expr: { $gt: ['$a', 1] } }, late)).toBe(true);
  });

  it('projections: inclusion names them, exclusion leaves them in, none hands out everything', () => {
    expect(projectionReads({ title: 1, city: 1 }, late)).toBe(false);
    expect(projectionReads({ title: 1, 'units.bhk': 1 }, late)).toBe(true);
    expect(projectionReads({ _id: 1 }, late)).toBe(false);
    expect(projectionReads({ _id: 0 }, late)).toBe(true);
    expect(projectionReads({ description: 0 }, late)).toBe(true);
    expect(projectionReads({ description: 0, units: 0 }, late)).toBe(false);
    expect(projectionReads(undefined, late)).toBe(true);
    expect(projectionReads({}, late)).toBe(true);
  });

  it('finds: by their filter, their sort or their projection', () => {
    expect(findReads({ city: 'Pune' }, { sort: { title: 1 }, projection: { title: 1 } }, late)).toBe(false);
    expect(findReads({ city: 'Pune' }, { sort: { description: 1 }, projection: { title: 1 } }, late)).toBe(true);
    expect(findReads({ city: 'Pune' }, {}, late)).toBe(true);
  });
});

describe('documents whose late fields arrive after them', () => {
  it('answers what reads no late field at once, and waits for them for the rest', async () => {
    const { projects, release, docs, loads } = await storeWithLateFields(30);
    const list = projects.find({ city: 'Pune' }, { sort: { title: 1 }, projection: { title: 1, city: 1 }, limit: 3 });
    expect(await settlesAtOnce(list)).toBe(true);
    expect(await list).toEqual([
      { _id: 'p1', title: 'Tower 1', city: 'Pune' },
      { _id: 'p11', title: 'Tower 11', city: 'Pune' },
      { _id: 'p13', title: 'Tower 13', city: 'Pune' },
    ]);
    expect(await projects.count({ city: 'Noida' })).toBe(15);
    expect(await projects.distinct('city')).toEqual(['Noida', 'Pune']);
    expect(loads()).toBe(0);

    // A whole document, a filter on a late field, a write: each waits for the late fields (which start loading now).
    const page = projects.get('p4');
    const byDescription = projects.count({ description: { $regex: 'tower 1', $options: 'i' } });
    const write = projects.put({ ...whole(99) });
    expect(await settlesAtOnce(Promise.race([page, byDescription, write]))).toBe(false);
    expect(loads()).toBe(1);
    release();
    // Completed where it stood: the same fields, in the same order, as the projector wrote them.
    expect(JSON.stringify(await page)).toBe(JSON.stringify(docs[4]));
    expect(await byDescription).toBe(11);
    await write;
    expect(await projects.find({}, { sort: { _id: 1 } })).toHaveLength(31);
    expect(Object.isFrozen(await projects.get('p7'))).toBe(true);
  });

  it('a document frozen before its late fields came (a part of it handed out) is replaced by a completed copy', async () => {
    const { store, projects, release, docs } = await storeWithLateFields(4);
    // distinct hands out sub-documents as they are stored, which freezes their documents.
    expect(await projects.distinct('tags')).toEqual([{ name: 'metro' }]);
    const filled = store.fillDeferred();
    release();
    await filled;
    for (const doc of docs) expect(JSON.stringify(await projects.get(doc._id))).toBe(JSON.stringify(doc));
    expect(await projects.find({ 'units.bhk': 2 }, { projection: { _id: 1 } })).toEqual([{ _id: 'p1' }]);
  });

  it('fillDeferred sets the late fields before it freezes the documents', async () => {
    const { store, projects, release, docs } = await storeWithLateFields(700);
    const filled = store.fillDeferred();
    release();
    await filled;
    expect(await projects.find({ units: { $elemMatch: { bhk: 3 } } }, { projection: { _id: 1 } })).toHaveLength(
      docs.filter((doc) => doc.units?.[0]?.bhk === 3).length,
    );
    const stored = await projects.get('p650');
    expect(stored).toEqual(docs[650]);
    expect(Object.isFrozen(stored?.units)).toBe(true);
  });

  it('an index on a late field waits for them; dropping or replacing the collection lets its waiting readers go', async () => {
    const first = await storeWithLateFields(3);
    const index = first.projects.ensureIndex({ keys: { 'units.bhk': 1 } });
    const hotIndex = first.projects.ensureIndex({ keys: { city: 1 } });
    expect(await settlesAtOnce(hotIndex)).toBe(true);
    expect(await settlesAtOnce(index)).toBe(false);
    first.release();
    await index;
    expect(await first.projects.find({ 'units.bhk': 1 }, { projection: { _id: 1 } })).toEqual([{ _id: 'p0' }]);

    const second = await storeWithLateFields(3);
    const waiting = second.projects.get('p1');
    await second.store.drop('projects');
    expect(await waiting).toBeNull();
    second.release();
    expect(await second.projects.count()).toBe(0);

    const third = await storeWithLateFields(3);
    await third.store.collection('projects_next').put({ _id: 'n1', title: 'New', city: 'Pune' } as Doc);
    const reader = third.projects.findOne({ description: null });
    await third.store.replaceCollection('projects', 'projects_next');
    third.release();
    expect(await reader).toEqual({ _id: 'n1', title: 'New', city: 'Pune' });
    expect(await third.projects.get('n1')).toEqual({ _id: 'n1', title: 'New', city: 'Pune' });
  });
});
