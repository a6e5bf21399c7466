import {
  AppError,
  COMPARE_MESSAGES,
  compareCountProblem,
  compareQuerySchema,
  compareResponseSchema,
  compareSlugsOf,
  GoneError,
  NotFoundError,
  type ProjectDoc,
} from '@aangan/contracts';
import { ok, route, type AnyRoute } from '../routing/routeTable.ts';
import type { ContactGate } from '../leads/contactGate.ts';
import { comparedProject } from './projectComparison.ts';
import type { ProjectQueries } from './projectQueries.ts';

/** The public comparison of 2–4 posted projects (the site's `/compare` page). */
export function compareRoutes(deps: { queries: ProjectQueries; gate: ContactGate }): AnyRoute[] {
  /** The posted project a slug or link names; a missing or removed one is a 404 naming it. */
  const find = async (slug: string): Promise<ProjectDoc> => {
    try {
      return await deps.queries.view({ link: slug });
    } catch (error) {
      if (error instanceof NotFoundError || error instanceof GoneError)
        throw new NotFoundError(COMPARE_MESSAGES.notFound(slug));
      throw error;
    }
  };

  return [
    route({
      method: 'get',
      path: '/project/compare',
      access: 'public',
      tag: 'Projects',
      summary:
        'Compare 2–4 posted projects (slugs=a,b,c): prices, sizes, possession, RERA, developer, amenities and the nearest places',
      query: compareQuerySchema,
      response: compareResponseSchema,
      handler: async ({ query, ctx, principal }) => {
        const slugs = compareSlugsOf(query.slugs);
        const problem = compareCountProblem(slugs);
        if (problem) throw new AppError('COMPARE_COUNT', 422, problem);
        const docs = await Promise.all(slugs.map(find));
        const unlocked = await deps.gate.unlocked(ctx, principal);
        return ok(docs.map((doc, index) => comparedProject(doc, slugs[index] ?? '', unlocked)));
      },
    }),
  ];
}
