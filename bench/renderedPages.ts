import type { BenchSettings } from './apiBench.ts';
import { load, type Row } from './pageLoad.ts';

/** Seconds of renders of home, the search page and many project pages before the rendered-each-time rows are measured. */
export const WARM_RENDER_SECONDS = 10;

/**
 * The rows of P3's server that renders every page (page cache off), started just before: the
 * project page in the server's first seconds, then, after a warm-up, `pagePath` at 10 and 50
 * connections in both encodings, the other pages, the project page at 50 connections, and the
 * project pages in turn.
 */
export async function renderedEachTime(
  base: string,
  pagePath: string,
  pages: readonly string[],
  projectLinks: readonly string[],
  settings: BenchSettings,
): Promise<Row[]> {
  const rows: Row[] = [];
  // A fresh process renders at a third to a half of its later rate for its first seconds: V8 is still
  // optimizing the render code (about 2,300 functions), on a compiler thread that shares the two cores
  // with the server and the load generator. That start is reported on its own; the rows after it are
  // measured once the pages' code has been optimized, as on a server that has been up a while.
  const projectPage = pages.find((page) => page.startsWith('/project/view/'));
  if (projectPage)
    rows.push(
      await load(
        `app, rendered each time, first ${settings.seconds} s after a start ${projectPage.slice(0, 14)}`,
        base + projectPage,
        10,
        'identity',
        settings.seconds,
        0,
      ),
    );
  if (settings.warmUp > 0)
    // Each of the three pages in turn with one of 500 other project pages, so every kind is rendered often.
    await load(
      'warm-up',
      base,
      10,
      'identity',
      WARM_RENDER_SECONDS,
      0,
      projectLinks.slice(-500).flatMap((link) => [...pages, link]),
    );
  for (const connections of [10, 50]) {
    for (const encoding of ['br', 'identity'] as const)
      rows.push(
        await load(
          'app, rendered each time',
          base + pagePath,
          connections,
          encoding,
          settings.seconds,
          settings.warmUp,
        ),
      );
  }
  // The other pages at 10 connections, then the project page at 50.
  const others = [
    ...pages.slice(1).map((page) => [page, 10] as const),
    ...pages.filter((page) => page.startsWith('/project/view/')).map((page) => [page, 50] as const),
  ];
  for (const [page, connections] of others)
    rows.push(
      await load(
        `app, rendered each time ${page.slice(0, 28)}`,
        base + page,
        connections,
        'identity',
        settings.seconds,
        settings.warmUp,
      ),
    );
  if (projectLinks.length)
    rows.push(
      await load(
        `app, rendered each time, ${projectLinks.length} project pages in turn`,
        base,
        10,
        'identity',
        settings.seconds,
        settings.warmUp,
        projectLinks,
      ),
    );
  return rows;
}
