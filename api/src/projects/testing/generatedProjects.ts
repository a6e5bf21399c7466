import type { ProjectDoc, SeededRandom } from '@aangan/contracts';
import { projectsProjector } from '@aangan/projections';
import { demoProject, FEATURED_CITY_PROJECTS } from '../../seed/demoProjects.ts';

/**
 * The `i`-th project of a generated catalogue (the demo catalogue's generator), posted through the
 * projects projector at `recordedAt`, at read-model position `position`. `usedNames` keeps each
 * round of the featured cities' projects from repeating a name; each round starts afresh.
 */
export function generatedProject(
  i: number,
  random: SeededRandom,
  options: { usedNames: Set<string>[]; recordedAt: string; position: number },
): ProjectDoc {
  const projectId = (i + 1).toString(16).padStart(24, '0');
  const doc = projectsProjector.evolve(
    null,
    {
      id: `event-${i}`,
      type: 'ProjectPosted',
      stream: `project-${projectId}`,
      revision: 0,
      position: i + 1,
      data: {
        projectId,
        ownerId: 'owner',
        slug: `project-${i}`,
        fields: demoProject(random, i % FEATURED_CITY_PROJECTS, {
          now: new Date('2026-11-01T00:00:00Z'),
          usedNames: (options.usedNames[Math.floor(i / FEATURED_CITY_PROJECTS)] ??= new Set()),
        }),
      },
      metadata: {},
      recordedAt: options.recordedAt,
    },
    undefined,
  );
  return { ...doc!, _position: options.position };
}
