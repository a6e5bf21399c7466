import { describe, expect, it } from 'vitest';
import { POSSESSION_STATUSES, seededRandom, type PriceHistoryDoc, type ProjectFields } from '@aangan/contracts';
import type { RecordedEvent } from '../eventStore/EventStore.ts';
import { InMemoryReadStore } from '../readStore/InMemoryReadStore.ts';
import { foldIntoProjection } from '../runner/applyEvents.ts';
import { projectAll, type ProjectedDoc, type Projector } from '../runner/Projector.ts';
import { priceHistoryOf } from '../testing/priceHistoryReference.ts';
import { priceHistoryProjector } from './priceHistoryProjector.ts';
import { projectsProjector } from './projectsProjector.ts';

/** The seeded generator (a failing seed replays the same history), drawing below a bound. */
function randomOf(seed: number) {
  const random = seededRandom(seed);
  const int = (below: number): number => Math.floor(random.next() * below);
  return { next: random.next, int, pick: random.pick };
}
type Random = ReturnType<typeof randomOf>;

/** Few distinct values, so that edits often leave the price or the possession as it was. */
const PRICES = [45_00_000, 60_00_000, 80_00_000, 1_20_00_000];

function unitOf(random: Random, index: number): NonNullable<ProjectFields['units']>[number] {
  const unit = {
    unitTitle: `${index + 2} BHK`,
    bedroomCount: index + 2,
    primaryArea: { areaSize: 900 + index * 400, areaUnit: 'squareFeet' as const },
    unitCount: 4,
  };
  switch (random.int(4)) {
    case 0:
      return { ...unit, salePrice: random.pick(PRICES) };
    case 1: {
      const low = random.pick(PRICES);
      return { ...unit, minPrice: low, maxPrice: low + random.pick([0, 5_00_000, 20_00_000]) };
    }
    case 2:
      return { ...unit, minPrice: random.pick(PRICES) };
    default:
      return unit;
  }
}

function fieldsOf(random: Random): ProjectFields {
  const possession = random.pick([...POSSESSION_STATUSES, undefined]);
  const date = random.pick(['2027-03', '2028-12', undefined]);
  return {
    projectType: random.pick(['Residential', 'Commercial'] as const),
    city: 'Noida',
    projectTitle: 'Aranya Heights',
    units: Array.from({ length: random.int(4) }, (_, index) => unitOf(random, index)),
    ...(possession ? { possessionStatus: possession } : {}),
    ...(date ? { proposedPossessionDate: date } : {}),
  };
}

const TYPES = [
  'ProjectDraftSaved',
  'ProjectPosted',
  'ProjectEdited',
  'ProjectEdited',
  'ProjectEdited',
  'ProjectReverted',
  'ProjectDeleted',
  'ProjectRestored',
  'GrandProjectFlagSet',
] as const;

/**
 * Up to three projects' events woven together, in any order the log could hold (an edit before
 * the first save, a second posting, a restore of a project never deleted), some dated by an import
 * in the past, up to four years before they were recorded.
 */
function historyOf(random: Random): RecordedEvent[] {
  const ids = ['a1', 'b2', 'c3'].slice(0, 1 + random.int(3));
  const revisions = new Map<string, number>();
  const events: RecordedEvent[] = [];
  const length = 1 + random.int(40);
  for (let position = 1; position <= length; position += 1) {
    const projectId = random.pick(ids);
    const stream = `project-${projectId}`;
    const revision = revisions.get(stream) ?? 0;
    revisions.set(stream, revision + 1);
    const type = random.pick(TYPES);
    const data = {
      ProjectDraftSaved: () => ({ projectId, ownerId: 'admin-1', fields: fieldsOf(random) }),
      ProjectPosted: () => ({ projectId, ownerId: 'admin-1', slug: `tower-${projectId}`, fields: fieldsOf(random) }),
      ProjectEdited: () => ({ projectId, fields: fieldsOf(random), changed: ['units'] }),
      ProjectReverted: () => ({ projectId, toRevision: 0, fields: fieldsOf(random), changed: ['units'] }),
      ProjectDeleted: () => ({ projectId }),
      ProjectRestored: () => ({ projectId }),
      GrandProjectFlagSet: () => ({ projectId, isGrandProject: random.next() < 0.5 }),
    }[type]();
    const at = new Date(Date.UTC(2026, 0, 1) + position * 3_600_000);
    const effectiveAt = random.next() < 0.3 ? new Date(at.getTime() - random.int(4 * 365) * 86_400_000) : null;
    events.push({
      id: `e${position}`,
      type,
      stream,
      revision,
      position,
      data,
      metadata: {
        actor: { id: 'admin-1', role: 'admin' },
        at: at.toISOString(),
        ...(effectiveAt ? { effectiveAt: effectiveAt.toISOString() } : {}),
      },
      recordedAt: at.toISOString(),
    });
  }
  return events;
}

/** Folds `events` the way the runner does, in batches of random sizes committed one after the other. */
async function projected(random: Random, events: readonly RecordedEvent[]): Promise<InMemoryReadStore> {
  const readStore = new InMemoryReadStore();
  const projector = priceHistoryProjector as unknown as Projector<ProjectedDoc>;
  for (let from = 0; from < events.length;) {
    const size = 1 + random.int(8);
    const { writes } = await foldIntoProjection({
      readStore,
      projector,
      handled: new Set(projector.handles),
      events: events.slice(from, from + size),
      checkpoint: 0,
      park: (event, error) => {
        throw new Error(`${event.type} at ${event.position} was parked`, { cause: error });
      },
    });
    await readStore.commit([writes], { handOver: true });
    from += size;
  }
  return readStore;
}

describe('the price_history read model', () => {
  it('holds, for any history, the points the projects read model’s documents give folded at once', async () => {
    let points = 0;
    for (let seed = 1; seed <= 400; seed += 1) {
      const random = randomOf(seed);
      const events = historyOf(random);
      const histories = (await projected(random, events)).collection<PriceHistoryDoc>('price_history');
      const projects = await projectAll(projectsProjector, events);
      for (const id of ['a1', 'b2', 'c3']) {
        const doc = await histories.get(id);
        const expected = priceHistoryOf(events.filter((event) => event.stream === `project-${id}`));
        const project = projects.get(id);
        expect({ seed, id, points: doc?.points ?? [] }).toEqual({ seed, id, points: expected });
        expect({ seed, id, revision: doc?.revision, status: doc?.project.status }).toEqual({
          seed,
          id,
          revision: project?.revision,
          status: project?.status,
        });
        points += expected.length;
      }
    }
    // The histories are not empty ones agreeing with each other.
    expect(points).toBeGreaterThan(1_000);
  });

  it('keeps what the projects read model shows of price, possession and listing, and no one who changed them', async () => {
    const random = randomOf(7);
    const events = historyOf(random);
    const docs = await projectAll(priceHistoryProjector, events);
    const projects = await projectAll(projectsProjector, events);
    for (const [id, doc] of docs) {
      const project = projects.get(id)!;
      expect(doc.project).toEqual({
        status: project.status,
        postedAt: project.postedAt,
        priceMin: project.priceMin,
        priceMax: project.priceMax,
        ...(project.possessionStatus ? { possessionStatus: project.possessionStatus } : {}),
        ...(project.proposedPossessionDate ? { proposedPossessionDate: project.proposedPossessionDate } : {}),
      });
      expect(JSON.stringify(doc)).not.toContain('admin-1');
    }
  });
});
