import type { Context } from 'koa';
import { NotFoundError } from '@aangan/contracts';
import { anonymousContext, commandContextOf } from './requestContext.ts';
import type { AnyRoute } from './routeTable.ts';

/**
 * Lets the server-rendered site read public GET endpoints without a network hop: the same route
 * table, the same schemas and handlers, no HTTP in between.
 */
export function createInProcessClient(routes: readonly AnyRoute[]) {
  const table = routes
    .filter((r) => r.method === 'get' && r.access === 'public')
    .map((r) => {
      const names: string[] = [];
      const pattern = r.path.replace(/:(\w+)/g, (_m, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
      return { spec: r, names, regex: new RegExp(`^/api/v1${pattern}$`) };
    });

  /**
   * `requestCtx`: the page request being rendered, for answers that depend on the visitor (the
   * contact gate reads its cookie). Without it the handler sees an empty context.
   */
  return async function fetchJson(pathWithQuery: string, requestCtx?: Context): Promise<unknown> {
    const url = new URL(pathWithQuery, 'http://in-process');
    for (const { spec, names, regex } of table) {
      const match = regex.exec(url.pathname);
      if (!match) continue;
      const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
      const query: Record<string, string | string[]> = {};
      for (const [key, value] of url.searchParams) {
        const existing = query[key];
        query[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
      }
      const parse = (schema: AnyRoute['query'], value: unknown) => (schema ? schema.parse(value) : undefined);
      // Public reads send no command; the context names the page request when there is one.
      const command = requestCtx ? commandContextOf(requestCtx, null) : anonymousContext('in-process');
      const reply = await spec.handler({ body: undefined, query: parse(spec.query, query), params: parse(spec.params, params), principal: null, command, ctx: requestCtx ?? ({} as Context) });
      return reply.body;
    }
    throw new NotFoundError(`No public endpoint ${url.pathname}`);
  };
}

export type InProcessClient = ReturnType<typeof createInProcessClient>;
