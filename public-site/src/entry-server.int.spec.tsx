import { readFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, startTestApp, validProjectFields, type TestApp } from '@aangan/api/testing';
import { PAGE_START_SCRIPT } from '../../web-static/pageStart.ts';
import { App } from './App.tsx';
import { StaticPartsContext } from './components/StaticMarkup.tsx';
import { inlineText, loadPage, render, staticPartsOf, type PagePayload } from './entry-server.tsx';
import { pageStrings } from './i18n/catalogues.ts';
import { serializePayload } from './model/pageData.ts';

let app: TestApp;
let slugs: string[];
beforeAll(async () => {
  app = await startTestApp();
  await seedDemo(app.system, 3);
  const posted = await app.request('POST', '/api/v1/project/post-project', {
    token: app.adminToken,
    body: validProjectFields({
      projectTitle: 'Amaltas Court',
      description: 'Two towers beside the park — “quiet”, ₹ 1.2 Cr onwards.',
      hindiProjectTitle: 'अमलतास कोर्ट',
      hindiDescription: 'पार्क के पास दो टावर।',
    }),
  });
  const search = await app.request('GET', '/api/v1/project/search-project?limit=10');
  slugs = [posted.body.result.slug, ...(search.body.result as { slug: string }[]).map((card) => card.slug)];
});
afterAll(() => app.close());

/** The API over HTTP, as the page loaders read it in-process. */
const fetchJson = async (path: string): Promise<unknown> => {
  const answer = await app.request('GET', path);
  if (answer.status !== 200) throw Object.assign(new Error(`${path}: ${answer.status}`), { status: answer.status });
  return answer.body;
};

const bytesOf = async (body: Buffer | Readable): Promise<Buffer> => {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

/** The site's own style sheets, as a page inlines them. */
const STYLES = ['styles.css', 'pages/project/project.css', 'tools/tools.css']
  .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
  .join('\n');

describe('a page with its inline texts put in as bytes', () => {
  it('is byte for byte the page rendered with the texts in place and encoded whole, in English and in Hindi', async () => {
    const styles = inlineText(STYLES);
    const startScript = inlineText(PAGE_START_SCRIPT);
    const paths = [
      '/',
      '/search-result?city=Noida',
      ...slugs.flatMap((slug) => [`/project/view/${slug}`, `/hi/project/view/${slug}`]),
    ];
    for (const path of paths) {
      const url = `http://localhost${path}`;
      const loaded = await loadPage(url, fetchJson, (error) => {
        throw error;
      });
      const payload: PagePayload = { ...loaded, assets: { script: '/assets/index.js', preload: ['/assets/page.js'] } };
      // A first render may wait for a form's code and be streamed; the next is made in one pass.
      await bytesOf(await render(url, payload, styles, startScript));
      const strings = pageStrings(payload.locale, payload.page.kind);
      // The menus and the footer, their markup in place too.
      const parts = staticPartsOf(payload, strings);
      const expected = Buffer.from(
        `<!DOCTYPE html>${renderToString(
          <StaticPartsContext.Provider value={(id) => parts.get(id)?.text ?? null}>
            <App
              payload={payload}
              serializedPayload={serializePayload(payload)}
              styles={STYLES}
              startScript={PAGE_START_SCRIPT}
              strings={strings}
            />
          </StaticPartsContext.Provider>,
        )}`,
        'utf8',
      );
      expect(expected.includes('<!--$!-->'), path).toBe(false);
      const body = await render(url, payload, styles, startScript);
      expect(Buffer.isBuffer(body), path).toBe(true);
      expect((body as Buffer).equals(expected), path).toBe(true);
    }
    expect(paths.length).toBeGreaterThan(6);
  });
});

describe('the menus and the footer, rendered once per language and content', () => {
  it('follow the catalogue and the site settings: a changed project title or contact shows on the next page', async () => {
    const styles = inlineText(STYLES);
    const startScript = inlineText(PAGE_START_SCRIPT);
    const url = 'http://localhost/search-result?city=Noida';
    const loaded = await loadPage(url, fetchJson, (error) => {
      throw error;
    });
    const payload: PagePayload = { ...loaded, assets: { script: '/assets/index.js', preload: [] } };
    const pageOf = async (changed: PagePayload) =>
      (await bytesOf(await render(url, changed, styles, startScript))).toString('utf8');
    // A city's menu whose projects this search page does not list.
    const cityAt = payload.site.projectMenu.findIndex((city) => city.city !== 'Noida' && city.projects.length > 0);
    const menuTitle = payload.site.projectMenu[cityAt].projects[0].title;
    const before = await pageOf(payload);
    expect(before).toContain(`>${menuTitle}</a>`);
    expect(before).toContain(payload.site.contact.email);

    const renamed: PagePayload = {
      ...payload,
      site: {
        ...payload.site,
        contact: { ...payload.site.contact, email: 'desk@aangan.example' },
        projectMenu: payload.site.projectMenu.map((city, index) =>
          index === cityAt
            ? { ...city, projects: city.projects.map((p, at) => (at === 0 ? { ...p, title: 'Renamed Towers' } : p)) }
            : city,
        ),
      },
    };
    const after = await pageOf(renamed);
    // Both menus (the row and the phone drawer) and the footer.
    expect(after.split('>Renamed Towers</a>').length - 1).toBe(2);
    expect(after).not.toContain(`>${menuTitle}</a>`);
    expect(after).toContain('desk@aangan.example');
    expect(after).not.toContain(payload.site.contact.email);
    // And back: each content keeps its own markup.
    expect(await pageOf(payload)).toBe(before);
  });
});
