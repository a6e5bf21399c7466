import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '@aangan/contracts/browser';
import type { PageKind } from '../model/pageData.ts';
import { loaderAt, pageChunks, SERVER_PAGES, statusOf } from '../loading/serverPages.ts';
import { PAGE_VIEWS } from './registry.tsx';

const workspaceFile = (module: string): string => fileURLToPath(new URL(`../../${module}`, import.meta.url));

/** Kinds the router answers with for a path of their own (the others stand in for a page that failed). */
const routedKinds = (): PageKind[] => [
  ...new Set<PageKind>([
    ...PUBLIC_PAGES.map((page) => page.kind),
    ...(Object.entries(SERVER_PAGES) as Array<[PageKind, { matches?: unknown }]>)
      .filter(([, entry]) => entry.matches)
      .map(([kind]) => kind),
  ]),
];

describe('the page list', () => {
  it('gives every routed page a chunk the server preloads, and that module exists', () => {
    const chunks = new Map(pageChunks());
    expect(routedKinds()).toEqual(expect.arrayContaining(['home', 'careers', 'article', 'project']));
    for (const kind of routedKinds()) {
      const chunk = chunks.get(kind);
      expect(chunk, kind).toMatch(/^src\/pages\/\w+\.tsx$/);
      expect(existsSync(workspaceFile(chunk!)), chunk).toBe(true);
      expect(PAGE_VIEWS[kind].inEntry, kind).toBeUndefined();
    }
  });

  it('renders the error screens with code of the entry, and preloads no chunk for them', () => {
    const chunks = new Map(pageChunks());
    const inEntry = (Object.keys(PAGE_VIEWS) as PageKind[]).filter((kind) => PAGE_VIEWS[kind].inEntry);
    expect(inEntry.sort()).toEqual(['gone', 'notFound', 'redirect', 'unavailable']);
    for (const kind of inEntry) expect(chunks.has(kind), kind).toBe(false);
    expect([...chunks.keys()].sort()).toEqual(
      (Object.keys(PAGE_VIEWS) as PageKind[]).filter((kind) => !PAGE_VIEWS[kind].inEntry).sort(),
    );
  });

  it('finds the loader of a fixed address, of an article or project path, and Page Not Found otherwise', async () => {
    expect(loaderAt('/careers')).toBe(SERVER_PAGES.careers.load);
    expect(loaderAt('/news')).toBe(SERVER_PAGES.articles.load);
    expect(loaderAt('/news/a-new-launch')).toBe(SERVER_PAGES.article.load);
    expect(loaderAt('/project/view/sky-towers-0123456789abcdef01234567')).toBe(SERVER_PAGES.project.load);
    const request = {
      url: new URL('https://www.example.in/no-such-page'),
      path: '/no-such-page',
      locale: 'en' as const,
      settings: new Promise<never>(() => {}),
      fetchJson: () => Promise.reject(new Error('a page of its own reads nothing')),
      reportError: (error: unknown) => {
        throw error;
      },
    };
    expect(await loaderAt('/no-such-page')(request)).toEqual({ kind: 'notFound' });
    expect(await loaderAt('/terms-and-conditions')({ ...request, path: '/terms-and-conditions' })).toEqual({
      kind: 'terms',
    });
  });

  it('answers 200 for a page, and its own status for each stand-in screen', () => {
    expect(statusOf({ kind: 'careers' })).toBe(200);
    expect(statusOf({ kind: 'notFound' })).toBe(404);
    expect(statusOf({ kind: 'unavailable' })).toBe(503);
    expect(statusOf({ kind: 'gone', similar: [], city: '' })).toBe(410);
    expect(statusOf({ kind: 'redirect', location: '/search-result' })).toBe(303);
  });
});
