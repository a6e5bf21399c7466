import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE } from '@aangan/contracts';
import { faultyReadStore } from '@aangan/projections/testing';
import { startTestApp, type TestApp, type TestResponse } from '../testing/testApp.ts';

/**
 * Once a command's events are stored, the answer is never an error: when the read models lag (the
 * runner is stopped) or the read store fails for some collections (a fault-injecting wrapper around
 * the embedded store), every aggregate answers 202 with the revision and where to read the record.
 */
let t: TestApp;
let setDown: (down: boolean, collections?: readonly string[]) => void;

beforeAll(async () => {
  t = await startTestApp(
    { COMMAND_WAIT_MS: '150' },
    {
      wrapReadStore: (store) => {
        const faulty = faultyReadStore(store);
        setDown = faulty.setDown;
        return faulty.store;
      },
    },
  );
});
afterAll(async () => {
  setDown(false);
  await t.close();
});

const admin = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
  t.request(method, `/api/v1${url}`, { token: t.adminToken, headers, ...(body === undefined ? {} : { body }) });

/** Reads `poll` until it answers 200 with what `shows` looks for (the read models caught up), or gives up after 600 tries. */
async function pollUntil(poll: string, shows: (response: TestResponse) => boolean): Promise<TestResponse> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const response = await t.request('GET', poll, { token: t.adminToken });
    if (response.status === 200 && shows(response)) return response;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${poll} never showed the command`);
}

function expectAccepted(response: TestResponse, poll: RegExp, revision: number): string {
  expect(response.status).toBe(202);
  expect(response.body).toMatchObject({ responseCode: 202, result: { revision, visible: false } });
  expect(response.body.result.poll).toMatch(poll);
  expect(response.headers.get('location')).toBe(response.body.result.poll);
  expect(response.headers.get('etag')).toBe(`W/"${revision}"`);
  return response.body.result.poll as string;
}

describe('a stored command while the read store fails for its collection', () => {
  it('an article written meanwhile answers 202 and shows once the store is back', async () => {
    setDown(true, ['articles']);
    let poll: string;
    try {
      const created = await admin('POST', '/articles/create-article', {
        kind: 'blog',
        title: 'Written during a blip',
        content: '<p>Still saved.</p>',
      });
      poll = expectAccepted(created, /^\/api\/v1\/admin\/articles\/[0-9a-f]{24}$/, 0);
      // The read itself fails while the store is down: the store's 503, not a lost article.
      expect((await t.request('GET', poll, { token: t.adminToken })).status).toBe(503);
    } finally {
      setDown(false);
    }
    // Its ETag names the revision the 202 gave.
    const shown = await pollUntil(poll, (response) => response.headers.get('etag') === 'W/"0"');
    expect(shown.body.title).toBe('Written during a blip');
  });

  it('currency rates saved meanwhile answer 202 and show once the store is back', async () => {
    const read = await t.request('GET', '/api/v1/user/currency-rates');
    const rates = read.body.result as Record<string, { inrPerUnit: number }>;
    setDown(true, ['currency_rates']);
    try {
      const saved = await admin(
        'PUT',
        '/admin/currency-rates',
        { rates: { ...rates, USD: { ...rates['USD'], inrPerUnit: 90 } } },
        { 'if-match': read.headers.get('etag')! },
      );
      expectAccepted(saved, /^\/api\/v1\/user\/currency-rates$/, 0);
    } finally {
      setDown(false);
    }
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const read = await t.request('GET', '/api/v1/user/currency-rates');
      if (read.body.result.USD.inrPerUnit === 90) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the saved rates never showed');
  });
});

describe('a stored command while the read models lag', () => {
  it('an admin user created or changed meanwhile answers 202 (not 404), and shows once they catch up', async () => {
    await t.system.runner!.stop();
    let poll: string;
    try {
      const created = await admin('POST', '/admin/users', {
        email: 'lagging@aangan.test',
        name: 'Lata Lag',
        role: 'sales',
        password: 'correct horse battery',
      });
      poll = expectAccepted(created, /^\/api\/v1\/admin\/users\/[0-9a-f]{24}$/, 0);
    } finally {
      await t.system.runner!.start();
    }
    const shown = await pollUntil(poll, () => true);
    expect(shown.body).toMatchObject({ name: 'Lata Lag', role: 'sales' });
    await t.system.runner!.stop();
    try {
      const changed = await admin('PUT', `/admin/users/${shown.body.id}/role`, {
        role: 'auditor',
        expectedRevision: shown.body.revision,
      });
      expectAccepted(changed, /^\/api\/v1\/admin\/users\//, 1);
    } finally {
      await t.system.runner!.start();
    }
  });

  it('a lead worked on meanwhile answers 202 with the lead to read', async () => {
    const formToken = t.system.forms.issue(new Date(Date.now() - 5000)).formToken;
    const submitted = await t.request('POST', '/api/v1/user/lead-submit', {
      body: {
        firstName: 'Meera',
        lastName: 'Iyer',
        mobileNumber: '9876543210',
        email: 'meera@example.in',
        consent: true,
        noticeVersion: PRIVACY_NOTICE.version,
        formToken,
      },
    });
    expect(submitted.status).toBe(200);
    const list = await admin('GET', `/admin/leads?range=${encodeURIComponent('[0,9]')}`);
    const leadId = list.body[0].id as string;
    await t.system.runner!.stop();
    try {
      const moved = await admin('PUT', `/admin/leads/${leadId}/status`, { status: 'contacted', note: 'Called back' });
      expectAccepted(moved, new RegExp(`^/api/v1/admin/leads/${leadId}$`), 2);
    } finally {
      await t.system.runner!.start();
    }
    await pollUntil(`/api/v1/admin/leads/${leadId}`, (response) => response.body.status === 'contacted');
  });

  it('a page section saved meanwhile still answers its content (folded from its events), marked not yet visible', async () => {
    const before = await admin('GET', '/admin/moderation-data');
    const revision = (before.body.result.revisions.ourStory as number | undefined) ?? -1;
    const content = { title: 'Our story', paragraphs: ['Saved while the read models lag.'] };
    await t.system.runner!.stop();
    try {
      const saved = await admin('POST', '/admin/edit-section', {
        key: 'ourStory',
        content,
        expectedRevision: revision,
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ revision: revision + 1, visible: false, result: content });
    } finally {
      await t.system.runner!.start();
    }
  });
});
