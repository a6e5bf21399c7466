import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectFields } from '@aangan/contracts';
import { validProjectFields } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const at = (revision: number) => ({ 'if-match': `W/"${revision}"` });
const post = (body: unknown) => t.request('POST', '/api/v1/project/post-project', { body, token: t.adminToken });
const edit = (id: string, revision: number, body: ProjectFields) =>
  t.request('PUT', `/api/v1/project/edit-project/${id}`, { token: t.adminToken, headers: at(revision), body });
const history = (id: string) => t.request('GET', `/api/v1/admin/projects/${id}/history`, { token: t.auditorToken });
const publicView = (id: string) => t.request('GET', `/api/v1/project/view-project?_id=${id}`);

const HINDI_DESCRIPTION = 'सेक्टर 150 में पार्क के सामने 3 बीएचके फ़्लैट, पज़ेशन 2027 में।';

describe('a project’s Hindi texts', () => {
  it('are saved by an edit, answered by the public project API and told in the history', async () => {
    const fields = validProjectFields({ projectTitle: 'Shanti Vihar', highlightTags: ['Near Metro'] });
    const posted = await post(fields);
    expect(posted.status).toBe(201);
    const id: string = posted.body.result._id;

    const edited = await edit(id, 0, {
      ...fields,
      hindiProjectTitle: 'शांति विहार',
      hindiDescription: `  ${HINDI_DESCRIPTION}  `,
      hindiHighlightTags: { 'Near Metro': 'मेट्रो के पास' },
      hindiFaqs: [{ question: 'क्या होम लोन मिलेगा?', answer: 'हाँ, कई बैंकों से।' }],
    });
    expect(edited.status).toBe(200);

    const view = (await publicView(id)).body.result;
    expect(view).toMatchObject({
      projectTitle: 'Shanti Vihar',
      hindiProjectTitle: 'शांति विहार',
      hindiDescription: HINDI_DESCRIPTION,
      hindiHighlightTags: { 'Near Metro': 'मेट्रो के पास' },
      hindiFaqs: [{ question: 'क्या होम लोन मिलेगा?', answer: 'हाँ, कई बैंकों से।' }],
    });

    const [latest] = (await history(id)).body;
    expect(latest).toMatchObject({ type: 'ProjectEdited', revision: 1 });
    expect(latest.changes).toEqual(
      expect.arrayContaining([
        { path: 'hindiDescription', label: 'Hindi description', kind: 'added', new: HINDI_DESCRIPTION },
        { path: 'hindiProjectTitle', label: 'Hindi title', kind: 'added', new: 'शांति विहार' },
        expect.objectContaining({ label: 'Hindi FAQ “क्या होम लोन मिलेगा?”', kind: 'added' }),
      ]),
    );

    const changedAgain = await edit(id, 1, { ...fields, hindiDescription: 'नया विवरण' });
    expect(changedAgain.status).toBe(200);
    const [second] = (await history(id)).body;
    expect(second.changes).toContainEqual({
      path: 'hindiDescription',
      label: 'Hindi description',
      kind: 'changed',
      old: HINDI_DESCRIPTION,
      new: 'नया विवरण',
    });

    const restored = await t.request('POST', `/api/v1/admin/projects/${id}/revert`, {
      token: t.adminToken,
      headers: at(2),
      body: { toRevision: 1 },
    });
    expect(restored.status).toBe(200);
    expect((await publicView(id)).body.result.hindiDescription).toBe(HINDI_DESCRIPTION);
  });

  it('keep the English rules: a Hindi FAQ without its question and a tag outside the list are refused', async () => {
    const fields = validProjectFields({ projectTitle: 'Refused Hindi' });
    const response = await post({
      ...fields,
      hindiFaqs: [{ question: ' ', answer: 'हाँ' }],
      hindiHighlightTags: { 'Sea Facing Villa': 'समुद्र' },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('Question is missing');
  });
});
