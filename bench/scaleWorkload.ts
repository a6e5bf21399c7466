/**
 * What the scale bench asks of the product: the read requests (searches with and without filters,
 * sorts and search strings, autosuggest keystrokes, project pages, the home page and search result
 * pages) and the writes (price and title edits, posts, unposting and posting again) that keep the
 * read model changing, and the probe that times a change from its write to the search answers.
 */
import { projectSearchQuerySchema, seededRandom, type ProjectFields, type SeededRandom } from '@aangan/contracts';
import type { CommandContext } from '../api/src/core/commandContext.ts';
import type { System } from '../api/src/system.ts';
import { ALL_CITIES, scaleCatalogue, type ScaleProject } from './scaleData.ts';
import type { LoadTarget } from './scaleLoad.ts';

const API = '/api/v1/project';
const SORTS = ['Price Low To High', 'Price High To Low', 'Newest'];
const BHK = ['1', '2', '3', '4+', '2,3', '3,4+'];
const SUB_TYPES = ['Apartment', 'Builder Floor', 'Independent House/Villa', 'Office Space', 'Shop', 'Residential Plot'];
const POSSESSIONS = ['Ready to Move', 'Under Construction', 'Newly Launched'];
/** What people type wrong in the search box. */
const TYPOS = [
  'gurgaon',
  'gurgram',
  'noda',
  'bombay',
  'hydrabad',
  'apartmnt',
  'prakrit',
  'vatka',
  'banglore',
  'kolkatta',
];

const query = (params: Record<string, string | number>): string =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

/** The words of a name a visitor would type: lower case, longer than two letters. */
const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2);

/** The requests of one second of traffic at 200 a second, by kind (the weights are requests per second). */
export function requestTargets(projects: readonly ScaleProject[], exclude: ReadonlySet<string>): LoadTarget[] {
  const r = seededRandom(202);
  const listed = projects.filter((project) => !exclude.has(project.projectId));
  const some = (n: number) => Array.from({ length: n }, () => r.pick(listed));
  const price = () => r.pick([2_500_000, 5_000_000, 7_500_000, 10_000_000]);
  const plain = Array.from({ length: 300 }, (_, i) =>
    i % 2 === 0
      ? `${API}/search-project?${query({ page: r.int(1, 5), limit: 12 })}`
      : `${API}/search-project?${query({ city: r.pick(ALL_CITIES), limit: 12 })}`,
  );
  const filtered = Array.from({ length: 600 }, (_, i) => {
    const low = price();
    const params: Record<string, string | number> =
      i % 3 === 0
        ? { city: r.pick(ALL_CITIES), bhk: r.pick(BHK), minPrice: low, maxPrice: low * r.int(2, 4) }
        : i % 3 === 1
          ? { projectType: r.pick(['Residential', 'Commercial']), page: r.int(1, 4) }
          : { projectSubType: r.pick(SUB_TYPES), possession: r.pick(POSSESSIONS), bhk: r.pick(BHK), maxPrice: low * 3 };
    return `${API}/search-project?${query({ ...params, sort: r.pick(SORTS), limit: 12 })}`;
  });
  const text = some(400).map((project, i) => {
    const searchString = [
      `${r.pick(wordsOf(project.title))} ${project.locality}`,
      `${r.pick(['2', '3', '4'])} bhk flat in ${project.locality}`,
      `${project.developer} ${project.city}`,
      `${r.pick(TYPOS)} ${r.pick(['apartment', 'villa', 'plot', 'office'])}`,
      `ready to move ${project.city} under ${r.int(50, 150)} lakh`,
    ][i % 5];
    return `${API}/search-project?${query({ searchString, limit: 12 })}`;
  });
  // Keystrokes: each word typed letter by letter from its second letter, as the box asks at each.
  const suggest = some(150).flatMap((project, i) => {
    const word = [project.city, project.locality, project.developer, project.title, r.pick(TYPOS)][i % 5].toLowerCase();
    return Array.from(
      { length: Math.min(word.length, 8) - 1 },
      (_, n) => `${API}/suggestions?${query({ q: word.slice(0, n + 2) })}`,
    );
  });
  const pages = some(1000).map((project) => `/project/view/${encodeURIComponent(project.slug)}`);
  const resultPages = Array.from(
    { length: 100 },
    (_, i) =>
      `/search-result?${query(i % 2 ? { city: r.pick(ALL_CITIES) } : { city: r.pick(ALL_CITIES), bhk: r.pick(BHK) })}`,
  );
  return [
    { kind: 'search, no filter or city only', weight: 25, paths: plain },
    { kind: 'search, filters and sort', weight: 40, paths: filtered },
    { kind: 'search, search string', weight: 25, paths: text },
    { kind: 'suggest keystroke', weight: 60, paths: suggest },
    { kind: 'project page', weight: 30, paths: pages },
    { kind: 'home page', weight: 10, paths: ['/'] },
    { kind: 'search result page', weight: 10, paths: resultPages },
  ];
}

/** A made-up word no project is named by (a marker whose arrival in the answers can be watched). */
export function markerWord(r: SeededRandom): string {
  const syllables = ['ka', 'ro', 'vi', 'len', 'dra', 'mi', 'su', 'tor', 'zan', 'phe', 'qui', 'bel'];
  return `Zy${Array.from({ length: 4 }, () => r.pick(syllables)).join('')}`;
}

const adminContext = (system: System): CommandContext => {
  const id = system.ids.uuid();
  return { actor: { id: 'scale-bench-admin', role: 'admin' }, correlationId: id, causationId: id };
};

/** The same project under a new name. */
const retitled = (fields: ProjectFields, marker: string): ProjectFields => ({
  ...fields,
  projectTitle: `${fields.developer?.name?.split(' ')[0] ?? 'New'} ${marker} Residency`,
});

/** Every price of every unit moved by the same factor (a price revision). */
const repriced = (fields: ProjectFields, factor: number): ProjectFields => ({
  ...fields,
  units: fields.units?.map((unit) => {
    const moved: Record<string, unknown> = { ...unit };
    for (const [key, value] of Object.entries(unit))
      if (/price$/i.test(key) && typeof value === 'number') moved[key] = Math.round(value * factor);
    return moved as typeof unit;
  }),
});

/**
 * The writes, one per call of `next`, in a cycle of ten: five price edits, two title edits, a new
 * project posted, one taken off the site and one put back. Each project is written by one call
 * at a time, with the revision its last answer gave (as the console sends If-Match).
 */
export function createWriter(system: System, kept: ReadonlyMap<string, ProjectFields>) {
  const r = seededRandom(303);
  const fields = new Map(kept);
  const revisions = new Map([...kept.keys()].map((id) => [id, 0]));
  const rotation = [...kept.keys()];
  const removed: string[] = [];
  const busy = new Set<string>();
  const newProjects = scaleCatalogue(38, new Date());
  let turn = 0;
  let posted = 0;
  const nextFree = (): string | undefined => {
    for (let tries = 0; tries < rotation.length; tries += 1) {
      const id = rotation[(turn + tries) % rotation.length];
      if (!busy.has(id) && !removed.includes(id)) {
        turn += tries + 1;
        return id;
      }
    }
    return undefined;
  };
  async function withProject(id: string, write: () => Promise<{ revision: number; visible: boolean }>) {
    busy.add(id);
    try {
      const outcome = await write();
      revisions.set(id, outcome.revision);
      return outcome;
    } finally {
      busy.delete(id);
    }
  }
  const commands = system.projectCommands;
  return {
    /** A title edit with a marker word: answers the project and its marker once the command returns. */
    async retitle(marker: string): Promise<{ projectId: string; visible: boolean }> {
      const id = nextFree()!;
      const next = retitled(fields.get(id)!, marker);
      fields.set(id, next);
      const outcome = await withProject(id, () => commands.edit(adminContext(system), id, next, revisions.get(id)));
      return { projectId: id, visible: outcome.visible };
    },
    async next(): Promise<{ kind: string; visible: boolean }> {
      const step = posted++ % 10;
      const context = adminContext(system);
      if (step === 7) {
        const outcome = await commands.post(context, { fields: newProjects(100_000 + posted) });
        return { kind: 'post', visible: outcome.visible };
      }
      if (step === 8 || (step === 9 && removed.length === 0)) {
        const id = nextFree()!;
        const outcome = await withProject(id, () => commands.remove(context, id, revisions.get(id)));
        removed.push(id);
        return { kind: 'unpost', visible: outcome.visible };
      }
      if (step === 9) {
        const id = removed.shift()!;
        const outcome = await withProject(id, () => commands.restore(context, id, revisions.get(id)));
        return { kind: 'post again', visible: outcome.visible };
      }
      const id = nextFree()!;
      const current = fields.get(id)!;
      const next = step >= 5 ? retitled(current, markerWord(r)) : repriced(current, 1 + (r.next() - 0.5) * 0.1);
      fields.set(id, next);
      const outcome = await withProject(id, () => commands.edit(context, id, next, revisions.get(id)));
      return { kind: step >= 5 ? 'title edit' : 'price edit', visible: outcome.visible };
    },
  };
}

/**
 * From a title edit's start until the autosuggest and a search for the new name show the project,
 * asked through the same functions the routes call, every `pollMs`; null when not within `timeoutMs`.
 */
export async function timeToVisible(
  system: System,
  write: () => Promise<{ projectId: string }>,
  marker: string,
  pollMs: number,
  timeoutMs = 30_000,
): Promise<{ writeMs: number; suggestMs: number | null; searchMs: number | null }> {
  const started = performance.now();
  const { projectId } = await write();
  const writeMs = performance.now() - started;
  const search = projectSearchQuerySchema.parse({ searchString: marker.toLowerCase(), limit: '12' });
  let suggestMs: number | null = null;
  let searchMs: number | null = null;
  while ((suggestMs === null || searchMs === null) && performance.now() - started < timeoutMs) {
    if (suggestMs === null) {
      const suggestions = await system.projectQueries.suggestions('all', marker.toLowerCase(), 10);
      if (suggestions.some((s) => s.kind === 'project' && s.value.includes(marker)))
        suggestMs = performance.now() - started;
    }
    if (searchMs === null) {
      const found = await system.projectQueries.search(search);
      if (found.result.some((card) => card._id === projectId)) searchMs = performance.now() - started;
    }
    if (suggestMs === null || searchMs === null) await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return { writeMs, suggestMs, searchMs };
}
