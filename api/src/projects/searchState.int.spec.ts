import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedAtOf, CHECKPOINTS, InMemoryReadStore, type CheckpointDoc, type ReadStore } from '@aangan/projections';
import { systemContext } from '../core/commandContext.ts';
import { validProjectFields } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { createSearchState } from './searchState.ts';
import { answersOf, storedProject, writeProjects, type StoredProject } from './testing/followedProjects.ts';

const PROBES = [
  'noida',
  'noda',
  'gurgaon',
  'pune',
  'sector 150',
  'baner',
  'aranya',
  'arnya',
  'heights',
  'greens',
  'vistara',
  'villa',
  'tower',
  'meadow',
  'golf course road',
  'commercial',
];

describe('the search state with the projection runner in the process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  const fromScratch = () =>
    createSearchState({
      readStore: t.system.readStore,
      changedAt: () => t.system.runner!.changedAt(['projects']),
      askEveryMs: 0,
      now: () => Date.now(),
    });
  const suggested = async (q: string) =>
    (await t.request('GET', `/api/v1/project/suggestions?q=${encodeURIComponent(q)}`)).body.result as {
      kind: string;
      value: string;
      city?: string;
    }[];

  it('follows a project posted, renamed, moved, deleted and restored, as a build from scratch says', async () => {
    const context = systemContext(t.system.ids, 'search-state-spec');
    const commands = t.system.projectCommands;
    const search = t.system.searchState;
    await search.look();
    const same = async () => expect(await answersOf(search, PROBES)).toEqual(await answersOf(fromScratch(), PROBES));

    const posted = await commands.post(context, { fields: validProjectFields({ projectTitle: 'Aranya Heights' }) });
    await search.look();
    expect(await suggested('aranya')).toContainEqual(
      expect.objectContaining({ kind: 'project', value: 'Aranya Heights' }),
    );
    await same();

    const renamed = await commands.edit(
      context,
      posted.projectId,
      validProjectFields({ projectTitle: 'Aranya Meadows' }),
      posted.revision,
    );
    await search.look();
    expect((await suggested('aranya')).map((s) => s.value)).toEqual(['Aranya Meadows']);
    await same();

    const moved = await commands.edit(
      context,
      posted.projectId,
      validProjectFields({ projectTitle: 'Aranya Meadows', city: 'Pune', state: 'Maharashtra', locality: 'Baner' }),
      renamed.revision,
    );
    await search.look();
    expect(await suggested('aranya')).toEqual([
      expect.objectContaining({ kind: 'project', value: 'Aranya Meadows', city: 'Pune' }),
    ]);
    expect((await search.catalogue.current()).cities).toEqual([{ city: 'Pune', count: 1 }]);
    await same();

    const removed = await commands.remove(context, posted.projectId, moved.revision);
    await search.look();
    expect(await suggested('aranya')).toEqual([]);
    expect((await search.catalogue.current()).projects).toEqual([]);
    expect((await search.staffVocabulary()).resolve('meadow')).toEqual(['meadows']);
    await same();

    await commands.restore(context, posted.projectId, removed.revision);
    await search.look();
    expect((await search.catalogue.current()).projects.map((p) => p.title)).toEqual(['Aranya Meadows']);
    await same();
  });
});

/** A small deterministic generator (mulberry32), so a failing sequence can be replayed. */
function seeded(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] };
}

const TITLE_WORDS = ['Aranya', 'Heights', 'Greens', 'Tower', 'Meadows', 'Vista', 'Royal', 'Lake', 'Park', 'Orchid'];
const PLACES = [
  ['Noida', 'Sector 150'],
  ['Noida', 'Sector 62'],
  ['noida', 'sector 62'],
  ['Gurugram', 'Golf Course Road'],
  ['Gurugram', 'Sector 62'],
  ['Pune', 'Baner'],
  ['Pune', 'Hinjewadi'],
  ['Kanpur', 'Civil Lines'],
] as const;
const DEVELOPERS = ['Vistara Buildcon', 'Konkan Homes', 'Sahyadri Developers', undefined];
const TYPES = [
  ['Residential', 'Apartment'],
  ['Residential', 'Independent House/Villa'],
  ['Commercial', 'Office Space'],
  ['Industrial', 'Warehouse'],
] as const;
const STATUSES = ['posted', 'posted', 'posted', 'draft', 'deleted'] as const;

function randomFields(
  random: ReturnType<typeof seeded>,
): Omit<StoredProject, '_id' | '_position' | 'status' | 'slug' | 'searchTerms'> {
  const [city, locality] = random.pick(PLACES);
  const [projectType, projectSubType] = random.pick(TYPES);
  const developer = random.pick(DEVELOPERS);
  const words = Math.floor(random.next() * 3);
  return {
    projectTitle: [
      random.pick(TITLE_WORDS),
      random.pick(TITLE_WORDS),
      ...(words ? [random.pick(TITLE_WORDS)] : []),
    ].join(' '),
    city,
    locality,
    projectType,
    projectSubType,
    ...(developer ? { developer: { name: developer } } : {}),
    bhk: projectType === 'Residential' ? [1 + Math.floor(random.next() * 6)] : [],
  };
}

describe('the search state after any sequence of changes', () => {
  it('answers as a build from scratch of the same read model (200 random steps)', async () => {
    const random = seeded(20_261_129);
    const store = new InMemoryReadStore();
    const changedAt = (readStore: ReadStore) => async () =>
      changedAtOf((await readStore.collection<CheckpointDoc>(CHECKPOINTS).get('projects')) ?? undefined);
    const follow = () =>
      createSearchState({ readStore: store, changedAt: changedAt(store), askEveryMs: 0, now: () => 0, pageSize: 5 });
    const search = follow();
    await search.look();
    const docs = new Map<string, StoredProject>();
    let position = 0;
    let compared = 0;
    for (let step = 1; step <= 200; step += 1) {
      // One to three changes a look, a project sometimes changed twice in between.
      const changes = 1 + Math.floor(random.next() * 3);
      for (let c = 0; c < changes; c += 1) {
        position += 1;
        const known = [...docs.values()];
        const old = known.length > 0 && random.next() < 0.7 ? random.pick(known) : null;
        const roll = random.next();
        const fields = randomFields(random);
        const next: StoredProject = old
          ? storedProject({
              ...old,
              _position: position,
              ...(roll < 0.25 ? { projectTitle: fields.projectTitle } : {}),
              ...(roll >= 0.25 && roll < 0.5 ? { city: fields.city, locality: fields.locality } : {}),
              ...(roll >= 0.5 && roll < 0.8 ? { status: random.pick(STATUSES) } : {}),
              ...(roll >= 0.8 ? fields : {}),
            })
          : storedProject({
              _id: `p${String(position).padStart(4, '0')}`,
              _position: position,
              status: random.pick(STATUSES),
              slug: `project-${position}`,
              ...fields,
            });
        docs.set(next._id, next);
        await writeProjects(store, position, [next]);
      }
      await search.look();
      if (step % 25 === 0 || step === 200) {
        expect(await answersOf(search, PROBES), `after step ${step}`).toEqual(await answersOf(follow(), PROBES));
        compared += 1;
      }
    }
    expect(compared).toBe(8);
    expect((await search.catalogue.current()).projects.length).toBeGreaterThan(20);
  });
});
