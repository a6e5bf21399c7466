import type { Context } from 'koa';
import { NotFoundError } from '@aangan/contracts';
import { anonymousContext, commandContextOf } from '../routing/requestContext.ts';
import type { AnyRoute } from '../routing/routeTable.ts';

export interface InProcessClientOptions {
  /**
   * The read models' position. With it, answers of routes that follow only the read models are
   * kept and reused until it moves: every page reads the same header menus, settings and cities,
   * which need not be queried again for each render.
   */
  readPosition?: () => number | Promise<number>;
  /** Bound on the answers kept (least recently used leave first). */
  maxAnswers?: number;
}

const DEFAULT_MAX_ANSWERS = 2000;

/**
 * Answers by request path, valid at one read-model position. The promise is kept, so concurrent
 * renders wait for one read; a failed read is forgotten at once.
 */
function createAnswerMemo(readPosition: () => number | Promise<number>, maxAnswers: number) {
  const answers = new Map<string, { position: number; answer: Promise<unknown> }>();
  return async (key: string, read: () => Promise<unknown>): Promise<unknown> => {
    const position = await readPosition();
    const kept = answers.get(key);
    if (kept && kept.position === position) {
      // Re-inserting moves the key to the end: the first key is always the least recently used.
      answers.delete(key);
      answers.set(key, kept);
      return kept.answer;
    }
    const answer = read();
    answers.delete(key);
    answers.set(key, { position, answer });
    if (answers.size > maxAnswers) answers.delete(answers.keys().next().value!);
    answer.catch(() => {
      if (answers.get(key)?.answer === answer) answers.delete(key);
    });
    return answer;
  };
}

/**
 * Lets the server-rendered site read public GET endpoints without a network hop: the same route
 * table, the same schemas and handlers, no HTTP in between.
 */
export function createInProcessClient(routes: readonly AnyRoute[], options: InProcessClientOptions = {}) {
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
  const memo = options.readPosition
    ? createAnswerMemo(options.readPosition, options.maxAnswers ?? DEFAULT_MAX_ANSWERS)
    : null;

  /**
   * `requestCtx`: the page request being rendered, for answers that depend on the visitor (the
   * contact gate reads its cookie). Without it the handler sees an empty context.
   */
  return async function fetchJson(pathWithQuery: string, requestCtx?: Context): Promise<unknown> {
    const url = new URL(pathWithQuery, 'http://in-process');
    for (const { spec, names, regex } of table) {
      const match = regex.exec(url.pathname);
      if (!match) continue;
      const answer = async () => {
        const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
        const query: Record<string, string | string[]> = {};
        for (const [key, value] of url.searchParams) {
          const existing = query[key];
          query[key] =
            existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
        }
        const parse = (schema: AnyRoute['query'], value: unknown) => (schema ? schema.parse(value) : undefined);
        // Public reads send no command; the context names the page request when there is one.
        const command = requestCtx ? commandContextOf(requestCtx, null) : anonymousContext('in-process');
        const reply = await spec.handler({
          body: undefined,
          query: parse(spec.query, query),
          params: parse(spec.params, params),
          principal: null,
          command,
          ctx: requestCtx ?? ({} as Context),
        });
        return reply.body;
      };
      return memo && spec.followsReadModels && !requestCtx ? memo(url.pathname + url.search, answer) : answer();
    }
    throw new NotFoundError(`No public endpoint ${url.pathname}`);
  };
}
