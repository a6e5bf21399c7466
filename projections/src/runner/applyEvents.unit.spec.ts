import { describe, expect, it } from 'vitest';
import type { ProjectFields } from '@aangan/contracts';
import type { RecordedEvent } from '../eventStore/EventStore.ts';
import { projectsProjector } from '../projectors/projectsProjector.ts';
import { InMemoryReadStore } from '../readStore/InMemoryReadStore.ts';
import { foldIntoProjection } from './applyEvents.ts';
import { handledBy, projectAll, type ProjectedDoc, type Projector } from './Projector.ts';

const fields = (title: string, price: number): ProjectFields => ({
  projectType: 'Residential',
  projectSubType: 'Apartment',
  city: 'Noida',
  locality: 'Sector 150',
  projectTitle: title,
  units: [
    {
      unitTitle: '3 BHK',
      bedroomCount: 3,
      primaryArea: { areaSize: 1500, areaUnit: 'squareFeet' },
      salePrice: price,
      unitCount: 4,
    },
  ],
});

/** Two projects' histories woven together: posting, flags, deletes and restores, edits. */
function history(): RecordedEvent[] {
  const events: RecordedEvent[] = [];
  const revisions = new Map<string, number>();
  const add = (projectId: string, type: string, data: Record<string, unknown>) => {
    const stream = `project-${projectId}`;
    const revision = revisions.get(stream) ?? 0;
    revisions.set(stream, revision + 1);
    const position = events.length + 1;
    events.push({
      id: `e${position}`,
      type,
      stream,
      revision,
      position,
      data: { projectId, ...data },
      metadata: {
        actor: { id: `admin-${position % 3}`, role: 'admin' },
        at: `2026-02-01T10:${String(position).padStart(2, '0')}:00.000Z`,
        correlationId: 'c',
        causationId: 'c',
        schemaVersion: 1,
      },
      recordedAt: '2026-02-01T10:00:00.000Z',
    });
  };
  for (const [i, id] of ['a1', 'b2'].entries())
    add(id, 'ProjectPosted', {
      ownerId: 'admin-1',
      slug: `project-${id}`,
      fields: fields(`Tower ${id}`, 9_000_000 + i),
    });
  for (let step = 0; step < 12; step++) {
    const id = step % 3 === 0 ? 'b2' : 'a1';
    if (step % 5 === 4)
      add(id, 'ProjectEdited', {
        fields: fields(`Tower ${id} ${step}`, 9_500_000 + step),
        changed: ['projectTitle', 'units'],
      });
    else if (step % 4 === 1) add(id, 'ProjectDeleted', {});
    else if (step % 4 === 2) add(id, 'ProjectRestored', {});
    else add(id, 'GrandProjectFlagSet', { isGrandProject: step % 2 === 0 });
  }
  return events;
}

describe('foldIntoProjection', () => {
  const events = history();
  const projector = projectsProjector as unknown as Projector<ProjectedDoc>;

  for (const size of [1, 2, 3, 5, events.length]) {
    it(`folds batches of ${size} as one by one (the batch's own documents changed in place), leaving stored documents as they were`, async () => {
      const readStore = new InMemoryReadStore();
      const projects = readStore.collection<ProjectedDoc>('projects');
      const parked: string[] = [];
      const seen: { doc: ProjectedDoc; copy: ProjectedDoc }[] = [];
      for (let from = 0; from < events.length; from += size) {
        const { writes } = await foldIntoProjection({
          readStore,
          projector,
          handled: new Set(projector.handles),
          events: events.slice(from, from + size),
          checkpoint: 0,
          park: (event) => void parked.push(event.id),
        });
        await readStore.commit([writes], { handOver: true });
        // What a reader holds between batches must not move under it.
        for (const id of ['a1', 'b2']) {
          const doc = await projects.get(id);
          if (doc) seen.push({ doc, copy: structuredClone(doc) });
        }
      }
      expect(parked).toEqual([]);
      const expected = await projectAll(projector, events);
      for (const id of ['a1', 'b2']) expect(await projects.get(id)).toEqual(expected.get(id));
      for (const { doc, copy } of seen) expect(doc).toEqual(copy);
    });
  }

  it('does not change a document it was given from the store, nor one an earlier fold answered', () => {
    const ofA1 = events
      .filter((event) => handledBy(projectsProjector, event))
      .filter((event) => event.stream === 'project-a1');
    const posted = ofA1.find((event) => event.type === 'ProjectPosted');
    const flag = ofA1.find((event) => event.type === 'GrandProjectFlagSet');
    const first = projectsProjector.evolve(null, posted!, undefined);
    const before = structuredClone(first);
    const second = projectsProjector.evolve({ ...first!, _position: 1 }, flag!, undefined);
    expect(first).toEqual(before);
    expect(second).not.toBe(first);
    // Owned, the document itself is changed and answered.
    const own = { ...first!, _position: 1 };
    expect(projectsProjector.evolve(own, flag!, undefined, true)).toBe(own);
  });
});
