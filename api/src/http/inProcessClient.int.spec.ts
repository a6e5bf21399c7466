import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../core/commandContext.ts';
import { demoProject, seededRandom } from '../seed/demoProjects.ts';
import { startTestApp, type TestApp } from '@aangan/server/testing';

describe('server-rendered pages with the page cache off', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ PAGE_CACHE_MB: '0' }, { web: true });
  });
  afterAll(() => app.close());

  const homePage = async () => (await app.request<string>('GET', '/', { headers: { accept: 'text/html' } })).body;
  const post = async (index: number) => {
    const fields = demoProject(seededRandom(index + 1), index);
    await app.system.projectCommands.post(systemContext(app.system.ids, 'test'), { fields });
    return fields.projectTitle!;
  };

  it("list the developer's other projects on a project page", async () => {
    const posted = async (index: number, developer: string) => {
      const fields = demoProject(seededRandom(index + 1), index);
      const outcome = await app.system.projectCommands.post(systemContext(app.system.ids, 'test'), {
        fields: {
          ...fields,
          projectTitle: `Kesar Court ${index}`,
          developer: { ...fields.developer, name: developer },
        },
      });
      return outcome;
    };
    const own = await posted(10, 'Ambika Realty');
    await posted(11, 'Ambika Realty');
    await posted(12, 'Other Homes');
    const doc = await app.system.readStore.collection<{ _id: string; slug: string }>('projects').get(own.projectId);
    const html = (await app.request<string>('GET', `/project/view/${doc!.slug}`, { headers: { accept: 'text/html' } }))
      .body;
    // React puts a comment between the words and the name.
    const more = html.slice(html.indexOf('More from '));
    expect(more.length).toBeLessThan(html.length);
    expect(more.replace(/<!-- -->/g, '')).toMatch(/^More from Ambika Realty/);
    expect(more).toContain('Kesar Court 11');
    expect(more).not.toContain('Kesar Court 12');
  });

  it('show each newly posted project on the very next render (reused answers follow the read models)', async () => {
    const first = await post(0);
    expect(await homePage()).toContain(first);
    const second = await post(1);
    const html = await homePage();
    expect(html).toContain(second);
    expect(html).toContain(first);
  });
});
