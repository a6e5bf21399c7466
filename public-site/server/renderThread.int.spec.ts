import { existsSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, startTestApp, type TestApp } from '@aangan/api/testing';
import { createRenderThread, type RenderThread } from './renderThread.ts';

type ServerEntry = typeof import('../src/entry-server.tsx');

const entryPath = fileURLToPath(new URL('../dist/server/entry-server.js', import.meta.url));
const built = existsSync(entryPath);
if (!built) console.warn('Render thread test skipped: the site is not built (npm test builds it first)');

const bytesOf = async (body: Buffer | Readable): Promise<Buffer> => {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

describe.skipIf(!built)('pages rendered on the render thread', () => {
  let app: TestApp;
  let ssr: ServerEntry;
  let thread: RenderThread;
  const failures: unknown[] = [];
  beforeAll(async () => {
    app = await startTestApp();
    await seedDemo(app.system, 4);
    ssr = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
    thread = createRenderThread(pathToFileURL(entryPath).href, (error) => failures.push(error));
  });
  afterAll(async () => {
    await thread?.close();
    await app?.close();
  });

  /** A page's payload as the site's middleware makes it: loaded through the API, with assets. */
  const payloadOf = async (path: string) => {
    const fetchJson = async (apiPath: string): Promise<unknown> => (await app.request('GET', apiPath)).body;
    const loaded = await ssr.loadPage(`http://localhost${path}`, fetchJson, (error) => failures.push(error));
    const payload = { ...loaded, assets: { script: '/assets/index.js', preload: ['/assets/page.js'] } };
    return { payload, serialized: ssr.serializePayload(payload) };
  };

  it('are the bytes the main thread renders, for every kind of page and both languages', async () => {
    expect(await thread.started).toBe(true);
    const search = await app.request('GET', '/api/v1/project/search-project?limit=2');
    const slug = (search.body.result as { slug: string }[])[0].slug;
    const styles = ssr.inlineText('body { color: #123; }');
    const start = ssr.inlineText('document.documentElement.dataset.start = "1";');
    const paths = [
      '/',
      `/project/view/${slug}`,
      '/search-result?city=Noida',
      '/hi/search-result?city=Noida',
      '/nowhere',
    ];
    for (const path of paths) {
      const { payload, serialized } = await payloadOf(path);
      const here = await bytesOf(await ssr.render(path, payload, styles, start, serialized));
      const there = thread.render(path, serialized, styles, start);
      expect(there, path).not.toBeNull();
      expect((await there!).toString('utf8'), path).toBe(here.toString('utf8'));
    }
    expect(failures).toEqual([]);
  });

  it('answer a page that fails to render with its error, and go on rendering', async () => {
    const styles = ssr.inlineText('');
    const broken = thread.render('/', '{"page":{"kind":"project"}}', styles, styles);
    await expect(broken).rejects.toThrow(/./);
    const { serialized } = await payloadOf('/');
    const html = await thread.render('/', serialized, styles, styles);
    expect(html!.toString('utf8')).toContain('<!DOCTYPE html>');
  });

  it('take no page when the server entry cannot be loaded, and say why', async () => {
    const heard: unknown[] = [];
    const lost = createRenderThread(pathToFileURL(`${entryPath}.missing.js`).href, (error) => heard.push(error));
    expect(await lost.started).toBe(false);
    expect(heard).toHaveLength(1);
    expect(lost.render('/', '{}', ssr.inlineText(''), ssr.inlineText(''))).toBeNull();
    await lost.close();
  });

  it('answer the pages still waiting with an error when the thread is closed', async () => {
    const closing = createRenderThread(pathToFileURL(entryPath).href, () => undefined);
    expect(await closing.started).toBe(true);
    const { serialized } = await payloadOf('/');
    const answered = expect(closing.render('/', serialized, ssr.inlineText(''), ssr.inlineText(''))).rejects.toThrow(
      /closed/,
    );
    await closing.close();
    await answered;
  });
});
