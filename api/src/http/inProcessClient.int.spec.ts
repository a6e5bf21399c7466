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

  it('show each newly posted project on the very next render (reused answers follow the read models)', async () => {
    const first = await post(0);
    expect(await homePage()).toContain(first);
    const second = await post(1);
    const html = await homePage();
    expect(html).toContain(second);
    expect(html).toContain(first);
  });
});
