import { localePath, projectLink, seededRandom, type ProjectDoc } from '@aangan/contracts';

/** A project page the layout audit opens, and why it was chosen. */
export interface AuditedProject {
  link: string;
  why: string;
}

type Measure = (project: ProjectDoc) => { length: number; text: string };

/** What makes a project page hard to lay out: the longest of each, per city. */
const STRESSES: Record<string, Measure> = {
  title: (project) => ({ length: (project.projectTitle ?? '').length, text: project.projectTitle ?? '' }),
  'RERA number': (project) => longest((project.reraDetails ?? []).map((rera) => rera.projectReraId)),
  'unit title': (project) => longest((project.units ?? []).map((unit) => unit.unitTitle)),
  locality: (project) => ({ length: (project.locality ?? '').length, text: project.locality ?? '' }),
};

const longestOf = (
  projects: readonly ProjectDoc[],
  measure: Measure,
): { project: ProjectDoc; length: number; text: string } | null =>
  projects.reduce<{ project: ProjectDoc; length: number; text: string } | null>((top, project) => {
    const measured = measure(project);
    return measured.length > (top?.length ?? 0) ? { project, ...measured } : top;
  }, null);

const postedInOrder = (projects: readonly ProjectDoc[]): ProjectDoc[] =>
  // In order of their addresses, which the catalogue's content decides (ids differ from one seeding to the next).
  projects
    .filter((project) => project.status === 'posted')
    .sort((a, b) => projectLink(a).localeCompare(projectLink(b)));

function longest(texts: readonly string[]): { length: number; text: string } {
  return texts.reduce((best, text) => (text.length > best.length ? { length: text.length, text } : best), {
    length: 0,
    text: '',
  });
}

/**
 * The project pages to audit, each once: per city the longest title, RERA number, unit title and
 * locality; one project of every sub type; and `sampleSize` more drawn with `seed`, so a failure
 * found on a sampled page is found again with the same seed.
 */
export function projectsToAudit(projects: readonly ProjectDoc[], seed: number, sampleSize: number): AuditedProject[] {
  const posted = postedInOrder(projects);
  const chosen = new Map<string, AuditedProject>();
  const choose = (project: ProjectDoc, why: string) => {
    const link = projectLink(project);
    const seen = chosen.get(link);
    chosen.set(link, { link, why: seen ? `${seen.why}; ${why}` : why });
  };
  const cities = [...new Set(posted.map((project) => project.city ?? ''))].sort();
  for (const city of cities) {
    const inCity = posted.filter((project) => (project.city ?? '') === city);
    for (const [stress, measure] of Object.entries(STRESSES)) {
      const best = longestOf(inCity, measure);
      if (best) choose(best.project, `${city}'s longest ${stress} (${best.text})`);
    }
  }
  const subTypes = [...new Set(posted.map((project) => project.projectSubType ?? ''))].sort();
  for (const subType of subTypes)
    choose(
      posted.find((project) => (project.projectSubType ?? '') === subType)!,
      `a ${subType || 'project without a sub type'}`,
    );
  const rest = posted.filter((project) => !chosen.has(projectLink(project)));
  for (const project of seededRandom(seed).some(rest, sampleSize, sampleSize))
    choose(project, `sampled with seed ${seed}`);
  return [...chosen.values()];
}

const hindiTitle: Measure = (project) => ({
  length: (project.hindiProjectTitle ?? '').length,
  text: project.hindiProjectTitle ?? '',
});

/**
 * The project pages to audit in Hindi (`/hi/…`), each once: per city the longest Hindi title, and the
 * catalogue's longest title, RERA number, unit title and locality, which Hindi pages show as stored.
 */
export function hindiProjectsToAudit(projects: readonly ProjectDoc[]): AuditedProject[] {
  const posted = postedInOrder(projects);
  const chosen = new Map<string, AuditedProject>();
  const choose = (best: { project: ProjectDoc; text: string } | null, why: string) => {
    if (!best) return;
    const link = localePath(projectLink(best.project), 'hi');
    const seen = chosen.get(link);
    chosen.set(link, { link, why: `${seen ? `${seen.why}; ` : ''}${why} (${best.text})` });
  };
  for (const city of [...new Set(posted.map((project) => project.city ?? ''))].sort())
    choose(
      longestOf(
        posted.filter((project) => (project.city ?? '') === city),
        hindiTitle,
      ),
      `${city}'s longest Hindi title`,
    );
  for (const [stress, measure] of Object.entries(STRESSES)) choose(longestOf(posted, measure), `the longest ${stress}`);
  return [...chosen.values()];
}
