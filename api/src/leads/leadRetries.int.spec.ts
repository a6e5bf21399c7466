import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE, type LeadDoc } from '@aangan/contracts';
import type { EventStore } from '@aangan/projections';
import type { CommandContext } from '../core/commandContext.ts';
import { validProjectFields } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { testClock } from '../testing/testClock.ts';
import { createLeadService, type LeadSubmission } from './leadService.ts';
import { blobPrivateFiles } from './privateFiles.ts';

const clock = testClock();
let t: TestApp;
let projectId: string;
let ipCounter = 0;
const freshIp = () => ({ 'x-forwarded-for': `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}` });
/** A form shown five seconds ago (on the app's clock). */
const formToken = () => t.system.forms.issue(new Date(clock.now().getTime() - 5000)).formToken;
const consent = { consent: true, noticeVersion: PRIVACY_NOTICE.version };
const post = (url: string, body: unknown, headers: Record<string, string>) =>
  t.request('POST', `/api/v1${url}`, { body, headers });
const leadsOf = (phone: string) => t.system.readStore.collection<LeadDoc>('leads').find({ phone });

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' }, { now: clock.now });
  projectId = (
    await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      body: validProjectFields({ projectTitle: 'Shanti Villas' }),
    })
  ).body.result._id;
});
afterAll(async () => {
  await t.close();
});

class SimulatedCrash extends Error {}

/** The real event store, except that the process "dies" (the append throws, nothing after it runs) where an idempotent answer would be recorded. */
function crashingBeforeTheAnswer(store: EventStore): EventStore {
  return new Proxy(store, {
    get(target, property) {
      if (property !== 'append') {
        // The store keeps private fields: its methods run on the store itself.
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      }
      return (stream: string, events: { type: string }[], options: unknown) => {
        if (events.some((e) => e.type === 'IdempotentResultRecorded'))
          return Promise.reject(new SimulatedCrash('killed before the answer was recorded'));
        return target.append(
          stream,
          events as Parameters<EventStore['append']>[1],
          options as Parameters<EventStore['append']>[2],
        );
      };
    },
  });
}

describe('a retry after a crash finds or finishes the first attempt (R10)', () => {
  const context: CommandContext = { actor: { id: 'anonymous', role: 'system' }, correlationId: 'c', causationId: 'c' };
  const crashing = () => {
    const s = t.system;
    return createLeadService({
      eventStore: crashingBeforeTheAnswer(s.eventStore),
      readStore: s.readStore,
      vault: s.vault,
      files: blobPrivateFiles(s.blobs),
      forms: s.forms,
      ids: s.ids,
      now: s.now,
      waiter: s.waiter,
      rateLimits: s.rateLimits,
      logger: s.logger,
      resumeRetentionDays: 180,
    });
  };
  const submission = (phone: string, kind: 'general' | 'project'): LeadSubmission => ({
    kind,
    projectId: kind === 'project' ? projectId : null,
    firstName: 'Kabir',
    lastName: 'Rao',
    phone,
    email: `${phone.slice(-4)}@example.in`,
    message: 'Call me',
    sourcePath: null,
  });

  it('the lead was stored but not the answer: the retry answers the same lead, and there is one', async () => {
    const form = submission('+919812300001', 'general');
    await expect(
      crashing().submit(context, form, { ip: '10.9.0.1', idempotencyKey: 'crash-key-0001' }),
    ).rejects.toBeInstanceOf(SimulatedCrash);
    const stored = await leadsOf(form.phone);
    expect(stored).toHaveLength(1);

    // The abandoned reservation is taken over once it is old enough.
    clock.advance(31_000);
    const retry = await t.system.leads.submit(context, form, { ip: '10.9.0.2', idempotencyKey: 'crash-key-0001' });
    expect(retry).toEqual({ leadId: stored[0]._id, repeat: false });
    expect(await leadsOf(form.phone)).toHaveLength(1);
  });

  it('a repeat enquiry was recorded but not the answer: the retry records no second repeat', async () => {
    const first = await t.system.leads.submit(context, submission('+919812300002', 'project'), {
      ip: '10.9.0.3',
      idempotencyKey: 'first-enquiry-0002',
    });
    const again = { ...submission('+919812300002', 'project'), message: 'Still interested' };
    await expect(
      crashing().submit(context, again, { ip: '10.9.0.4', idempotencyKey: 'repeat-key-0002' }),
    ).rejects.toBeInstanceOf(SimulatedCrash);
    clock.advance(31_000);
    expect(await t.system.leads.submit(context, again, { ip: '10.9.0.5', idempotencyKey: 'repeat-key-0002' })).toEqual({
      leadId: first.leadId,
      repeat: true,
    });
    const [lead] = await leadsOf('+919812300002');
    expect(lead.repeats).toHaveLength(1);
  });
});

describe('retries and form tokens (S8)', () => {
  it('retrying a known Idempotency-Key answers the stored lead and never counts against the per-phone limit', async () => {
    const body = {
      firstName: 'Tara',
      lastName: 'Das',
      mobileNumber: '9812300003',
      email: 'tara@example.in',
      ...consent,
      formToken: formToken(),
    };
    const key = { 'idempotency-key': 'honest-retry-0003' };
    const answers = [];
    for (let i = 0; i < 8; i += 1) answers.push(await post('/user/lead-submit', body, { ...freshIp(), ...key }));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 8 }, () => 200));
    expect(new Set(answers.map((a) => a.body.result.leadId)).size).toBe(1);
    // The limit is still all there for new forms: four more from this number, then 429.
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (await post('/user/lead-submit', { ...body, email: `tara${i}@example.in`, formToken: formToken() }, freshIp()))
          .status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('a form token makes one submission: sent again, with or without another key, it is refused', async () => {
    const token = formToken();
    const body = (n: number) => ({
      firstName: 'Uma',
      lastName: 'Nair',
      mobileNumber: `981230001${n}`,
      email: `uma${n}@example.in`,
      ...consent,
      formToken: token,
    });
    expect(
      (await post('/user/lead-submit', body(1), { ...freshIp(), 'idempotency-key': 'token-once-0001' })).status,
    ).toBe(200);
    const withAnotherKey = await post('/user/lead-submit', body(2), {
      ...freshIp(),
      'idempotency-key': 'token-once-0002',
    });
    expect(withAnotherKey.status).toBe(400);
    expect(withAnotherKey.body.errors).toEqual([
      { path: 'formToken', message: 'This form has expired. Please reload the page and send it again.' },
    ]);
    expect((await post('/user/lead-submit', body(3), freshIp())).status).toBe(400);
    const fresh = formToken();
    expect((await post('/user/lead-submit', { ...body(4), formToken: fresh }, freshIp())).status).toBe(200);
    expect((await post('/user/lead-submit', { ...body(4), formToken: fresh }, freshIp())).status).toBe(400);
  });
});
