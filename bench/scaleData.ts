/**
 * The scale bench's catalogue: N posted projects with 3 units each on average (exactly 3 × N in
 * all), spread over every demo city and its localities, made by the demo seed's own project
 * generator from one seed, so runs are comparable. They reach the event log as the post command
 * records them (the slug's reservation, then `ProjectPosted` as the decider makes it, with the ids
 * and metadata the command gives), appended in groups of a thousand through `appendChecked`.
 */
import {
  FEATURED_CITIES,
  seededRandom,
  slugify,
  slugWithSuffix,
  type ProjectFields,
  type SeededRandom,
  type Unit,
} from '@aangan/contracts';
import { SqliteEventStore, type EventStore } from '@aangan/projections';
import { eventMetadata, type CommandContext } from '../api/src/core/commandContext.ts';
import { appendChecked, withIdentity, type NewDomainEvent } from '../api/src/core/commandHandler.ts';
import { commandEventId, derivedUuid } from '../api/src/core/derivedIds.ts';
import { reservationEventId } from '../api/src/core/uniqueNames.ts';
import { MENU_ONLY_CITIES } from '../api/src/seed/demoCities.ts';
import { demoProject, FEATURED_CITY_PROJECTS } from '../api/src/seed/demoProjects.ts';
import { projectDecider, projectStream } from '../api/src/projects/projectDecider.ts';

const CITY_COUNT = FEATURED_CITIES.length + MENU_ONLY_CITIES.length;
export const ALL_CITIES: readonly string[] = [...FEATURED_CITIES, ...MENU_ONLY_CITIES];
/** Units per project for each pair of projects (a, 6 − a): the mean is exactly 3. */
const UNIT_TARGETS = [1, 2, 3, 3, 4, 5] as const;

/**
 * The demo generator's project index that puts project `i` in city `i mod 15`: the demo seed sends
 * its first 520 indices round the featured cities and the later ones round the cities only the menus name.
 */
function demoIndexFor(i: number): number {
  const city = i % CITY_COUNT;
  const round = Math.floor(i / CITY_COUNT);
  if (city < FEATURED_CITIES.length)
    return city + FEATURED_CITIES.length * (round % Math.floor(FEATURED_CITY_PROJECTS / FEATURED_CITIES.length));
  return FEATURED_CITY_PROJECTS + (city - FEATURED_CITIES.length) + MENU_ONLY_CITIES.length * (round % 10_000);
}

/** Units per project: pairs that add up to six, so that any even number of projects has exactly 3 each on average. */
function unitTarget(random: SeededRandom, i: number, previous: number): number {
  if (i % 2 === 1) return 6 - previous;
  return UNIT_TARGETS[Math.floor(random.next() * UNIT_TARGETS.length)];
}

/** The same unit on a better floor or facing: its own title, the same size, its prices a few percent higher. */
function premiumVariant(unit: Unit, step: number): Unit {
  const factor = 1 + 0.06 * step;
  const scaled: Record<string, unknown> = { ...unit };
  for (const [key, value] of Object.entries(unit))
    if (/price$/i.test(key) && typeof value === 'number') scaled[key] = Math.round(value * factor);
  return {
    ...(scaled as Unit),
    unitTitle: step === 1 ? `${unit.unitTitle}, premium` : `${unit.unitTitle}, premium ${step}`,
  };
}

function withUnitCount(fields: ProjectFields, target: number): ProjectFields {
  const base = fields.units ?? [];
  const units = base.slice(0, target);
  for (let step = 1; units.length < target; step += 1) units.push(premiumVariant(base[(step - 1) % base.length], step));
  return { ...fields, units, numberOfUnits: units.reduce((sum, unit) => sum + unit.unitCount, 0) };
}

/** The title everywhere the fields name it (description, meta texts, RERA name, FAQs). */
function renamed(fields: ProjectFields, title: string): ProjectFields {
  const old = fields.projectTitle ?? '';
  if (!old || title === old) return fields;
  return JSON.parse(JSON.stringify(fields).split(old).join(title)) as ProjectFields;
}

/** Makes the catalogue's projects one by one: the same seed gives the same projects. */
export function scaleCatalogue(seed: number, now: Date) {
  const random = seededRandom(seed);
  const titles = new Map<string, number>();
  let previousTarget = 3;
  return (i: number): ProjectFields => {
    const demo = demoProject(random, demoIndexFor(i), { now });
    // Names repeat across 50,000 projects: a developer's later project of the same name is its next phase.
    const title = demo.projectTitle ?? '';
    const seen = (titles.get(title) ?? 0) + 1;
    titles.set(title, seen);
    const target = unitTarget(random, i, previousTarget);
    previousTarget = target;
    return withUnitCount(renamed(demo, seen === 1 ? title : `${title} Phase ${seen}`), target);
  };
}

/** Deterministic 24-hex ids (as the id generator's: seconds, then a counter). */
const scaleProjectId = (i: number): string =>
  (0x65000000 + i).toString(16).padStart(8, '0') + i.toString(16).padStart(16, '0');

export interface ScaleProject {
  projectId: string;
  slug: string;
  title: string;
  city: string;
  locality: string;
  developer: string;
}

/** The events `projectCommands.post` records for a new project: its slug reserved, then the post itself. */
function postedEvents(
  projectId: string,
  fields: ProjectFields,
  slug: string,
  context: CommandContext,
  at: Date,
): { stream: string; event: NewDomainEvent }[] {
  const metadata = eventMetadata(context, at);
  const [posted] = projectDecider.decide(
    { type: 'PostProject', projectId, ownerId: context.actor.id, slug, fields },
    projectDecider.initialState(),
  );
  const reservationStream = `slug-${slug}`;
  const stream = projectStream(projectId);
  const naming = { key: metadata.causationId, keyIsIdempotent: false, stream, revision: -1 };
  return [
    {
      stream: reservationStream,
      event: withIdentity(
        { type: 'UrlReserved', data: { url: slug, kind: 'slug', projectId } },
        reservationEventId(reservationStream, 'UrlReserved', projectId, -1),
        metadata,
      ),
    },
    { stream, event: withIdentity(posted, commandEventId(naming, 0, posted), metadata) },
  ];
}

/** The slug the post command would reserve: the title, locality and city, numbered when taken. */
function slugTaker() {
  const taken = new Set<string>();
  return (fields: ProjectFields, projectId: string): string => {
    const base = slugify([fields.projectTitle, fields.locality, fields.city].filter(Boolean).join(' ')) || projectId;
    for (let n = 1; n <= 50; n += 1) {
      const candidate = n === 1 ? base : slugWithSuffix(base, n);
      if (!taken.has(candidate)) {
        taken.add(candidate);
        return candidate;
      }
    }
    return slugWithSuffix(base, projectId);
  };
}

/** Projects per group of appends: two appends each, a thousand appends in one transaction. */
const GROUP = 500;

/**
 * Writes `count` posted projects into the event log at `file` (posted over the past two years,
 * oldest first), and answers what the bench needs of them: their links and names, and the fields
 * of those `keep` chooses (the projects the bench edits later).
 */
export async function writeScaleLog(
  file: string,
  count: number,
  keep: (i: number) => boolean,
): Promise<{ projects: ScaleProject[]; kept: Map<string, ProjectFields>; units: number; ms: number }> {
  const started = performance.now();
  const now = new Date();
  const make = scaleCatalogue(37, now);
  const slugOf = slugTaker();
  const store: EventStore = SqliteEventStore.open({ file });
  const projects: ScaleProject[] = [];
  const kept = new Map<string, ProjectFields>();
  const span = 2 * 365 * 24 * 3600 * 1000;
  let units = 0;
  try {
    for (let from = 0; from < count; from += GROUP) {
      const appends: Promise<unknown>[] = [];
      for (let i = from; i < Math.min(count, from + GROUP); i += 1) {
        const fields = make(i);
        const projectId = scaleProjectId(i);
        const slug = slugOf(fields, projectId);
        const id = derivedUuid('scale-bench', String(i));
        const context: CommandContext = {
          actor: { id: 'scale-bench-admin', role: 'admin' },
          correlationId: id,
          causationId: id,
        };
        const at = new Date(now.getTime() - span + (span * i) / count);
        for (const { stream, event } of postedEvents(projectId, fields, slug, context, at))
          appends.push(appendChecked(store, stream, [event], 'no_stream'));
        units += fields.units?.length ?? 0;
        if (keep(i)) kept.set(projectId, fields);
        projects.push({
          projectId,
          slug,
          title: fields.projectTitle ?? '',
          city: fields.city ?? '',
          locality: fields.locality ?? '',
          developer: fields.developer?.name ?? '',
        });
      }
      await Promise.all(appends);
    }
  } finally {
    await store.close();
  }
  return { projects, kept, units, ms: performance.now() - started };
}
