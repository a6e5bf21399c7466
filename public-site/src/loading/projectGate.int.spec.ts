import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE } from '@aangan/contracts';
import { validProjectFields } from '@aangan/api/testing';
import { startTestApp, type TestApp } from '@aangan/server/testing';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PAGE_CACHE_MB: '0' }, { web: true });
});
afterAll(() => app.close());

const page = async (path: string, headers: Record<string, string> = {}) =>
  (await app.request<string>('GET', path, { headers: { accept: 'text/html', ...headers } })).body;

describe('a project page rendered again and again for visitors on either side of the contact gate', () => {
  it('shows the gated details only to the visitor who sent the contact form, and an edit at once', async () => {
    const fields = validProjectFields({
      projectTitle: 'Peepal Heights',
      reraDetails: [{ projectReraId: 'UPRERAPRJ888001', sanctioningAuthority: 'Peepal First Authority' }],
    });
    const posted = await app.request('POST', '/api/v1/project/post-project', { token: app.adminToken, body: fields });
    const path = posted.body.result.link as string;
    const contact = await app.request('POST', '/api/v1/activity/contact-form-enquiry', {
      body: {
        firstName: 'Kabir',
        lastName: 'Rao',
        email: 'kabir.page@example.in',
        mobileNumber: '9822233388',
        message: 'Details please',
        consent: true,
        noticeVersion: PRIVACY_NOTICE.version,
        formToken: app.system.forms.issue(new Date(Date.now() - 5000)).formToken,
      },
    });
    const cookie = contact.headers.get('set-cookie')!.split(';')[0];
    for (let round = 0; round < 2; round += 1) {
      expect(await page(path)).not.toContain('Peepal First Authority');
      expect(await page(path, { cookie })).toContain('Peepal First Authority');
      expect(await page(path)).not.toContain('Peepal First Authority');
    }
    const edited = await app.request('PUT', `/api/v1/project/edit-project/${posted.body.result._id}`, {
      token: app.adminToken,
      headers: { 'if-match': 'W/"0"' },
      body: {
        ...fields,
        reraDetails: [{ projectReraId: 'UPRERAPRJ888001', sanctioningAuthority: 'Peepal Second Authority' }],
      },
    });
    expect(edited.status).toBe(200);
    const unlocked = await page(path, { cookie });
    expect(unlocked).toContain('Peepal Second Authority');
    expect(unlocked).not.toContain('Peepal First Authority');
    expect(await page(path)).not.toContain('Peepal Second Authority');
  });
});
