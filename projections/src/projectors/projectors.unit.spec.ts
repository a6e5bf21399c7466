import { describe, it, expect } from 'vitest';
import type { ProjectFields } from '@aangan/contracts';
import type { RecordedEvent } from '../eventStore/EventStore.ts';
import { projectAll } from '../runner/Projector.ts';
import type { AuditEntryDoc } from '@aangan/contracts';
import { adminUsersProjector, createAuditProjector, eventProjectors, projectsProjector } from './index.ts';

const projectId = '65a1b2c3d4e5f60718293a4b';
const fields: ProjectFields = {
  projectType: 'Residential',
  projectSubType: 'Apartment',
  city: 'Noida',
  locality: 'Sector 150',
  projectTitle: 'Aranya Heights',
  developer: { name: 'Vistara Buildcon' },
  units: [
    {
      unitTitle: '2 BHK',
      bedroomCount: 2,
      bathroomCount: 2,
      primaryArea: { areaSize: 1100, areaUnit: 'squareFeet' },
      minPrice: 80_00_000,
      maxPrice: 90_00_000,
      unitCount: 10,
    },
    {
      unitTitle: '4 BHK',
      bedroomCount: 4,
      bathroomCount: 4,
      primaryArea: { areaSize: 2400, areaUnit: 'squareFeet' },
      salePrice: 2_10_00_000,
      unitCount: 5,
    },
  ],
};

let position = 0;
function recorded(stream: string, revision: number, type: string, data: unknown, actor = 'admin-1'): RecordedEvent {
  position += 1;
  return {
    id: `event-${position}`,
    type,
    stream,
    revision,
    position,
    data,
    metadata: {
      actor: { id: actor, role: 'admin' },
      at: `2026-01-0${Math.min(position, 9)}T10:00:00.000Z`,
      correlationId: 'c',
      causationId: 'c',
      schemaVersion: 1,
    },
    recordedAt: '2026-01-01T10:00:00.000Z',
  };
}

const stream = `project-${projectId}`;
const history: RecordedEvent[] = [
  recorded(stream, 0, 'ProjectDraftSaved', { projectId, ownerId: 'admin-1', fields: { projectTitle: 'Draft' } }),
  recorded(stream, 1, 'ProjectPosted', {
    projectId,
    ownerId: 'admin-1',
    slug: 'aranya-heights-sector-150-noida',
    fields,
  }),
  recorded(
    stream,
    2,
    'ProjectEdited',
    { projectId, fields: { ...fields, projectTitle: 'Aranya Heights II' }, changed: ['projectTitle'] },
    'admin-2',
  ),
  recorded(stream, 3, 'GrandProjectFlagSet', { projectId, isGrandProject: true }),
  recorded(stream, 4, 'ProjectDeleted', { projectId }),
  recorded(stream, 5, 'ProjectRestored', { projectId }),
  recorded('adminUser-u1', 0, 'AdminUserCreated', {
    userId: 'u1',
    email: 'a@example.in',
    name: 'A',
    role: 'admin',
    passwordHash: 'h',
  }),
  recorded('adminUser-u1', 1, 'AuthenticatorCodeFailed', { userId: 'u1', where: 'sign-in' }),
  recorded('adminUser-u1', 2, 'AuthenticatorCodeFailed', { userId: 'u1', where: 'reset' }),
  recorded('slug-aranya', 0, 'UrlReserved', { url: 'aranya', kind: 'slug', projectId }),
  // Content
  recorded('article-a1', 0, 'ArticlePublished', {
    articleId: 'a1',
    kind: 'blog',
    title: 'T',
    slug: 't',
    html: '<p>x</p>',
    excerpt: 'x',
    featuredImage: null,
    metaDescription: 'x',
    ogTitle: 'T',
    ogImage: null,
    wordCount: 1,
    readingMinutes: 1,
  }),
  recorded('article-a1', 1, 'ArticleDeleted', { articleId: 'a1' }),
  recorded('testimonial-t1', 0, 'TestimonialAdded', {
    testimonialId: 't1',
    kind: 'client',
    name: 'N',
    content: 'C',
    role: '',
    photoUrl: null,
  }),
  recorded('siteSection-stats', 0, 'SiteSectionChanged', {
    key: 'stats',
    content: { items: [{ value: '1', label: 'l' }] },
  }),
  recorded('stateRera', 0, 'StateReraChanged', { state: 'Haryana', registration: 'H1' }),
  recorded('seoMeta-/blogs', 0, 'SeoMetaChanged', {
    route: '/blogs',
    title: 't',
    description: 'd',
    ogTitle: 't',
    ogImage: null,
  }),
  recorded('currencyRates', 0, 'CurrencyRatesChanged', { rates: { INR: { name: 'Indian Rupee', inrPerUnit: 1 } } }),
  recorded('siteFaq-f1', 0, 'SiteFaqSaved', { faqId: 'f1', question: 'Q', answer: 'A', order: 0 }),
  recorded('assistantConversations-2026-01-01', 0, 'AssistantExchangeRecorded', {
    exchangeId: 'x1',
    prompt: 'hi',
    response: 'Hello',
    intent: 'greeting',
    understood: {},
    projectIds: [],
    phrasedBy: 'rules',
    at: '2026-01-01T10:00:00.000Z',
  }),
  recorded('alert-a1', 0, 'AlertRequested', {
    alertId: 'a1',
    subjectId: 's1',
    email: 'pd1.sealed',
    topic: { kind: 'search', search: { city: 'Pune' }, label: 'in Pune' },
    topicKey: 'search:k1',
    noticeVersion: '2026-11-29',
    purpose: 'property-alerts',
  }),
  recorded('alert-a1', 1, 'AlertConfirmed', { alertId: 'a1', subjectId: 's1' }),
  recorded('alertDigest-s1', 0, 'AlertDigestQueued', {
    mailId: 'digest-s1-2026-01-09',
    subjectId: 's1',
    day: '2026-01-09',
    upTo: '2026-01-09T09:59:00.000Z',
    alertIds: ['a1'],
    items: [],
    more: 0,
  }),
  recorded('alertMail-digest-s1-2026-01-09', 0, 'AlertMailClaimed', {
    mailId: 'digest-s1-2026-01-09',
    subjectId: 's1',
    kind: 'digest',
  }),
  recorded('alertMail-digest-s1-2026-01-09', 1, 'AlertMailSent', {
    mailId: 'digest-s1-2026-01-09',
    subjectId: 's1',
    kind: 'digest',
  }),
  recorded('alert-a1', 2, 'AlertUnsubscribed', { alertId: 'a1', subjectId: 's1', reason: 'link' }),
  recorded('alertSettings', 0, 'AlertsPaused', {}),
];

/** The log the events above form, read back by stream as the event store would. */
const log = {
  async readStream(name: string, options: { fromRevision?: number; maxCount?: number } = {}) {
    const from = options.fromRevision ?? 0;
    return history.filter((e) => e.stream === name && e.revision >= from).slice(0, options.maxCount ?? Infinity);
  },
};

describe('projectors', () => {
  for (const projector of eventProjectors({ eventStore: log })) {
    it(`${projector.name}: applying every event twice equals applying it once`, async () => {
      const once = await projectAll(projector, history);
      const twice = await projectAll(projector, [...history, ...history]);
      const interleaved = await projectAll(
        projector,
        history.flatMap((e) => [e, e]),
      );
      expect(once.size).toBeGreaterThan(0);
      expect(twice).toEqual(once);
      expect(interleaved).toEqual(once);
    });
  }

  it('alerts: requested, confirmed, digested, sent and ended; the pause switch', async () => {
    const alerts = eventProjectors({ eventStore: log });
    const byName = (name: string) => alerts.find((p) => p.name === name)!;
    expect((await projectAll(byName('alerts'), history)).get('a1')).toMatchObject({
      status: 'unsubscribed',
      confirmedAt: '2026-01-09T10:00:00.000Z',
      email: 'pd1.sealed',
    });
    expect((await projectAll(byName('alert_people'), history)).get('s1')).toMatchObject({
      lastDay: '2026-01-09',
      digests: 1,
    });
    expect((await projectAll(byName('alert_mails'), history)).get('digest-s1-2026-01-09')).toMatchObject({
      kind: 'digest',
      status: 'sent',
      alertIds: ['a1'],
    });
    expect((await projectAll(byName('alert_settings'), history)).get('alerts')).toMatchObject({
      paused: true,
      revision: 0,
    });
  });

  it('projects: lifecycle, derived price range, bhk and search words', async () => {
    const doc = (await projectAll(projectsProjector, history)).get(projectId)!;
    expect(doc).toMatchObject({
      status: 'posted',
      slug: 'aranya-heights-sector-150-noida',
      projectTitle: 'Aranya Heights II',
      isGrandProject: true,
      priceMin: 80_00_000,
      priceMax: 2_10_00_000,
      bhk: [2, 4],
      revision: 5,
      deletedAt: null,
      updatedBy: 'admin-1',
    });
    expect(doc.searchTerms).toEqual(
      expect.arrayContaining([
        'aranya',
        'heights',
        'ii',
        'noida',
        'sector',
        '150',
        'apartment',
        'residential',
        'vistara',
        'buildcon',
      ]),
    );
  });

  it('projects: a deleted project keeps its fields and says deleted', async () => {
    const doc = (await projectAll(projectsProjector, history.slice(0, 5))).get(projectId)!;
    expect(doc.status).toBe('deleted');
    expect(doc.deletedAt).toBe('2026-01-05T10:00:00.000Z');
  });

  it('audit log: one entry per change with the actor and every field old -> new; posting diffs against the draft', async () => {
    const docs = [
      ...(await projectAll(createAuditProjector({ eventStore: log }), history)).values(),
    ] as AuditEntryDoc[];
    const project = docs.filter((d) => d.entityType === 'project').sort((a, b) => a.revision - b.revision);
    expect(project.map((d) => d.type)).toEqual([
      'ProjectDraftSaved',
      'ProjectPosted',
      'ProjectEdited',
      'GrandProjectFlagSet',
      'ProjectDeleted',
      'ProjectRestored',
    ]);
    expect(project[2]).toMatchObject({
      actorId: 'admin-2',
      entityId: projectId,
      entityLabel: 'Aranya Heights II',
      summary: 'Edited Project/Building name',
    });
    expect(project[2].changes).toEqual([
      {
        path: 'projectTitle',
        label: 'Project/Building name',
        kind: 'changed',
        old: 'Aranya Heights',
        new: 'Aranya Heights II',
      },
    ]);
    const posted = project[1].changes;
    expect(posted).toContainEqual({
      path: 'projectTitle',
      label: 'Project/Building name',
      kind: 'changed',
      old: 'Draft',
      new: 'Aranya Heights',
    });
    expect(posted).toContainEqual({ path: 'city', label: 'City', kind: 'added', new: 'Noida' });
    expect(posted).toContainEqual({ path: 'status', label: 'Status', kind: 'changed', old: 'draft', new: 'posted' });
    expect(project[3].changes).toEqual([
      { path: 'isGrandProject', label: 'Grand project', kind: 'changed', old: false, new: true },
    ]);
    // Acts on other records are in the same trail, reservations of unique names too (said of their holder).
    expect(docs.map((d) => d.entityType)).toEqual(
      expect.arrayContaining([
        'user',
        'article',
        'testimonial',
        'siteSection',
        'stateRera',
        'seoMeta',
        'currencyRates',
        'siteFaq',
      ]),
    );
    const reservations = docs.filter((d) => d.stream.startsWith('slug-'));
    expect(reservations.length).toBeGreaterThan(0);
    for (const entry of reservations) {
      expect(entry.entityType).toBe('reservation');
      expect(entry.summary).toMatch(/^URL .+ (reserved|released)$/);
    }
    expect(JSON.stringify(docs)).not.toContain('a@example.in');
  });

  it('admin users: keeps the account, never a password', async () => {
    const doc = (await projectAll(adminUsersProjector, history)).get('u1')!;
    expect(doc).toMatchObject({
      email: 'a@example.in',
      role: 'admin',
      passwordHash: 'h',
      totpFailures: 2,
      totpLockedUntil: null,
    });
    expect(JSON.stringify(doc)).not.toContain('password"');
  });
});
