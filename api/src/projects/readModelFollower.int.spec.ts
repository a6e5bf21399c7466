import { describe, expect, it } from 'vitest';
import {
  changedAtOf,
  CHECKPOINTS,
  InMemoryReadStore,
  projectsProjector,
  ReadStoreUnavailableError,
  type CheckpointDoc,
  type ReadStore,
} from '@aangan/projections';
import { faultyReadStore, recordingReadStore, servedBy } from '@aangan/projections/testing';
import { createSearchState } from './searchState.ts';
import {
  answersOf,
  countingReadStore,
  storedProject,
  writeProjects,
  type StoredProject,
} from './testing/followedProjects.ts';

/** Asks the stored checkpoint, as a process without the projection runner does. */
const checkpointOf = (store: ReadStore) => async () =>
  changedAtOf((await store.collection<CheckpointDoc>(CHECKPOINTS).get('projects')) ?? undefined);

const following = (store: ReadStore, clock = { now: 0 }) =>
  createSearchState({ readStore: store, changedAt: checkpointOf(store), askEveryMs: 1000, now: () => clock.now });

const lakeview = (position: number, changes: Partial<StoredProject> = {}) =>
  storedProject({
    _id: 'p-lakeview',
    _position: position,
    status: 'posted',
    slug: 'lakeview-residency',
    projectTitle: 'Lakeview Residency',
    city: 'Pune',
    locality: 'Baner',
    projectType: 'Residential',
    projectSubType: 'Apartment',
    developer: { name: 'Sahyadri Developers' },
    bhk: [2, 3],
    ...changes,
  });

const neighbour = storedProject({
  _id: 'p-hillside',
  _position: 1,
  status: 'posted',
  slug: 'hillside-greens',
  projectTitle: 'Hillside Greens',
  city: 'Pune',
  locality: 'Hinjewadi',
  projectType: 'Residential',
  projectSubType: 'Independent House/Villa',
  developer: { name: 'Konkan Homes' },
  bhk: [4],
});

describe('the search state following the projects read model', () => {
  it('follows a project posted, renamed, moved to another city, unposted and deleted', async () => {
    const store = new InMemoryReadStore();
    await writeProjects(store, 1, [neighbour]);
    const search = following(store);
    const titles = async () => (await search.catalogue.current()).projects.map((p) => p.title);
    const suggested = async (q: string) =>
      (await search.suggestions()).suggest(q, { kinds: ['city', 'locality', 'project'], limit: 10 });
    expect(await titles()).toEqual(['Hillside Greens']);

    await writeProjects(store, 2, [lakeview(2)]);
    await search.look();
    expect(await titles()).toEqual(['Hillside Greens', 'Lakeview Residency']);
    expect(await suggested('lakeview')).toEqual([
      {
        kind: 'project',
        value: 'Lakeview Residency',
        city: 'Pune',
        link: '/project/view/lakeview-residency',
        count: 1,
      },
    ]);
    expect((await search.vocabulary()).resolve('lakevew')).toEqual(['lakeview']);
    expect((await search.catalogue.current()).mostBedrooms).toBe(4);
    // The builder's places, first asked for now, follow the later changes as the rest does.
    const placeNames = async (q: string) => (await search.places()).search(q, 5).map((place) => place.name);
    expect(await placeNames('lakeview')).toEqual(['Lakeview Residency']);

    await writeProjects(store, 3, [lakeview(3, { projectTitle: 'Lakeshore Residency' })]);
    await search.look();
    expect(await placeNames('lakeshore')).toEqual(['Lakeshore Residency']);
    expect(await placeNames('lakeview')).toEqual([]);
    expect(await titles()).toEqual(['Hillside Greens', 'Lakeshore Residency']);
    expect(await suggested('lakeview')).toEqual([]);
    expect((await search.vocabulary()).resolve('lakeview')).toEqual(['lakeview']);
    expect((await search.vocabulary()).resolve('lakeshor')).toEqual(['lakeshore']);

    await writeProjects(store, 4, [
      lakeview(4, { projectTitle: 'Lakeshore Residency', city: 'Nashik', locality: 'Gangapur Road' }),
    ]);
    await search.look();
    const catalogue = await search.catalogue.current();
    expect(catalogue.cities).toEqual([
      { city: 'Nashik', count: 1 },
      { city: 'Pune', count: 1 },
    ]);
    expect(catalogue.places.find(['gangapur', 'road']).locality).toBe('Gangapur Road');
    expect(catalogue.places.find(['baner']).locality).toBeUndefined();
    expect(await suggested('baner')).toEqual([]);

    await writeProjects(store, 5, [lakeview(5, { status: 'draft', projectTitle: 'Lakeshore Residency' })]);
    await search.look();
    expect(await titles()).toEqual(['Hillside Greens']);
    expect((await search.catalogue.current()).cities).toEqual([{ city: 'Pune', count: 1 }]);
    expect((await search.vocabulary()).resolve('lakeshor')).toEqual(['lakeshor']);
    // The console's search still knows the draft's words.
    expect((await search.staffVocabulary()).resolve('lakeshor')).toEqual(['lakeshore']);

    await writeProjects(store, 6, [lakeview(6, { status: 'posted', projectTitle: 'Lakeshore Residency' })]);
    await writeProjects(store, 7, [lakeview(7, { status: 'deleted', projectTitle: 'Lakeshore Residency' })]);
    await search.look();
    expect(await titles()).toEqual(['Hillside Greens']);
    expect((await search.catalogue.current()).mostBedrooms).toBe(4);
    expect((await search.vocabulary()).resolve('lakeshor')).toEqual(['lakeshor']);

    // Whatever it went through, it answers as a build from scratch of the same read model.
    const probes = ['lakeshore', 'lakeview', 'hillside', 'pune', 'baner', 'nashik', 'gangapur road'];
    expect(await answersOf(search, probes)).toEqual(await answersOf(following(store), probes));
  });

  it('reads nothing of the projects when they did not change, and only the changed project when one did', async () => {
    const inner = new InMemoryReadStore();
    const docs = Array.from({ length: 30 }, (_, i) =>
      lakeview(i + 1, { _id: `p${String(i).padStart(3, '0')}`, slug: `p${i}`, projectTitle: `Tower ${i}` }),
    );
    await writeProjects(inner, 30, docs);
    const counting = countingReadStore(inner);
    const clock = { now: 0 };
    const search = following(counting.store, clock);
    await search.catalogue.current();
    expect(counting.reads.docs).toBe(30);

    counting.reset();
    for (let second = 1; second <= 5; second += 1) {
      clock.now = second * 1000;
      await search.suggestions();
      await search.look();
    }
    expect(counting.reads).toEqual({ finds: 0, docs: 0, other: 0 });

    await writeProjects(inner, 31, [lakeview(31, { _id: 'p007', slug: 'p7', projectTitle: 'Tower Seven' })]);
    await search.look();
    expect(counting.reads).toEqual({ finds: 1, docs: 1, other: 0 });
    expect((await search.catalogue.current()).projects.map((p) => p.title)).toContain('Tower Seven');
  });

  it('builds anew when a rebuilt read model with a lower position is swapped in, and drops what it no longer holds', async () => {
    const inner = new InMemoryReadStore();
    await writeProjects(inner, 40, [neighbour, lakeview(40)]);
    const counting = countingReadStore(inner);
    const search = following(counting.store);
    expect((await search.catalogue.current()).projects).toHaveLength(2);

    // The rebuild replayed a log in which Lakeview was never listed and Hillside was renamed.
    const rebuilt = storedProject({ ...neighbour, _position: 12, projectTitle: 'Hillside Meadows' });
    await inner.collection('projects__rebuild').put(rebuilt);
    await inner.replaceCollection('projects', 'projects__rebuild');
    await writeProjects(inner, 12, []);
    counting.reset();
    await search.look();
    expect(counting.reads.docs).toBe(1);
    expect((await search.catalogue.current()).projects.map((p) => p.title)).toEqual(['Hillside Meadows']);
    const probes = ['lakeview', 'hillside', 'meadows', 'baner'];
    expect(await answersOf(search, probes)).toEqual(await answersOf(following(inner), probes));

    // A checkpoint gone (the read model dropped) is a build anew too.
    await inner.collection(CHECKPOINTS).delete('projects');
    counting.reset();
    await search.look();
    expect(counting.reads.finds).toBe(1);
  });

  it('asks for changes along a declared index of the projects', async () => {
    const recorder = recordingReadStore(new InMemoryReadStore());
    await writeProjects(recorder.store, 1, [neighbour]);
    const search = following(recorder.store);
    await search.catalogue.current();
    await writeProjects(recorder.store, 2, [lakeview(2)]);
    await search.look();
    const shapes = recorder.shapes().filter((shape) => shape.collection === 'projects');
    expect(shapes.map((shape) => shape.range)).toContainEqual(['_position']);
    for (const shape of shapes) expect(servedBy(shape, projectsProjector.indexes ?? [])).toBe(true);
  });
});

describe('the search state while the read store fails', () => {
  it('keeps the last state, retries after an interval, and never leaves a failure unheard', async () => {
    const inner = new InMemoryReadStore();
    await writeProjects(inner, 1, [lakeview(1)]);
    const faulty = faultyReadStore(inner);
    const clock = { now: 0 };
    const unheard: unknown[] = [];
    const onUnhandled = (reason: unknown) => unheard.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const search = following(faulty.store, clock);
      const titles = async () => (await search.catalogue.current()).projects.map((p) => p.title);
      expect(await titles()).toEqual(['Lakeview Residency']);

      await writeProjects(inner, 2, [{ ...neighbour, _position: 2 }]);
      faulty.setDown(true);
      clock.now = 2_000;
      expect(await titles()).toEqual(['Lakeview Residency']);
      await new Promise((resolve) => setImmediate(resolve));
      // Requests in the next ten seconds do not ask again.
      clock.now = 8_000;
      faulty.setDown(false);
      await titles();
      await new Promise((resolve) => setImmediate(resolve));
      expect(await titles()).toEqual(['Lakeview Residency']);
      // After the interval, the state catches up.
      clock.now = 13_000;
      await titles();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await titles()).toEqual(['Hillside Greens', 'Lakeview Residency']);
      expect(unheard).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('with no state yet, answers the failure at once and tries again only after the interval', async () => {
    const faulty = faultyReadStore(new InMemoryReadStore());
    faulty.setDown(true);
    const clock = { now: 0 };
    const search = following(faulty.store, clock);
    await expect(search.catalogue.current()).rejects.toBeInstanceOf(ReadStoreUnavailableError);
    clock.now = 5_000;
    faulty.setDown(false);
    await expect(search.suggestions()).rejects.toBeInstanceOf(ReadStoreUnavailableError);
    clock.now = 10_001;
    await expect(search.catalogue.current()).resolves.toMatchObject({ projects: [] });
  });
});
