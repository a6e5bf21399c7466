import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore, RecordedEvent } from '../../eventStore/EventStore.ts';
import { SqliteEventStore } from '../../eventStore/SqliteEventStore.ts';
import { projectAll } from '../../runner/Projector.ts';
import { isRecorded, type Recorded } from '../recorded.ts';
import { createAuditProjector } from './auditProjector.ts';

const SUBJECTS = 50_000;
const CACHE = 1_000;

/** Reads of the real SQLite store, counted: calls, events answered and calls in flight at once. */
function countingReads(store: EventStore) {
  const counts = { reads: 0, events: 0, inFlight: 0, mostInFlight: 0 };
  const eventStore: Pick<EventStore, 'readStream'> = {
    async readStream(stream, options) {
      counts.reads += 1;
      counts.inFlight += 1;
      counts.mostInFlight = Math.max(counts.mostInFlight, counts.inFlight);
      try {
        const events = await store.readStream(stream, options);
        counts.events += events.length;
        return events;
      } finally {
        counts.inFlight -= 1;
      }
    },
  };
  return { eventStore, counts };
}

const faqSaved = (faq: number, version: number) => ({
  id: `faq-${faq}-v${version}`,
  type: 'SiteFaqSaved',
  data: { faqId: `faq${faq}`, question: `Question ${faq} (${version})`, answer: `Answer ${version}`, order: faq },
  metadata: { actor: { id: 'admin-1', role: 'admin' }, at: '2026-03-01T10:00:00.000Z', schemaVersion: 1 },
});

/**
 * 50,000 FAQs saved three times each, the first saves projected in an earlier batch; the batch under
 * test holds every FAQ's second and third save, with room for 1,000 views in the projector's cache.
 */
describe('the audit trail on a batch touching 50,000 records', () => {
  const store = SqliteEventStore.open({ file: ':memory:' });
  let earlier: Recorded[] = [];
  let batch: Recorded[] = [];

  beforeAll(async () => {
    for (let version = 0; version < 3; version += 1) {
      for (let from = 0; from < SUBJECTS; from += 5_000) {
        const faqs = Array.from({ length: 5_000 }, (_, index) => from + index);
        await Promise.all(
          faqs.map((faq) =>
            store.append(`siteFaq-faq${faq}`, [faqSaved(faq, version)], {
              expected: version === 0 ? 'no_stream' : version - 1,
            }),
          ),
        );
      }
    }
    const all: RecordedEvent[] = [];
    for (let after = 0; ;) {
      const page = await store.readAll({ after, maxCount: 50_000 });
      if (page.length === 0) break;
      all.push(...page);
      after = page[page.length - 1].position;
    }
    earlier = all.filter(isRecorded).filter((event) => event.revision === 0);
    batch = all.filter(isRecorded).filter((event) => event.revision > 0);
  }, 120_000);
  afterAll(() => store.close());

  it('reads each record missing from the cache once, only the events before the batch, a few reads at a time', async () => {
    const { eventStore, counts } = countingReads(store);
    const projector = createAuditProjector({ eventStore, cacheSize: CACHE });
    await projector.prepare!(earlier);
    expect(counts.reads).toBe(0);

    const views = await projector.prepare!(batch);

    expect(views.size).toBe(2 * SUBJECTS);
    expect(counts).toMatchObject({ reads: SUBJECTS, events: SUBJECTS });
    expect(counts.mostInFlight).toBeLessThanOrEqual(16);
  }, 120_000);

  it('writes the same entries as a cache that holds every record', async () => {
    const small = createAuditProjector({ eventStore: countingReads(store).eventStore, cacheSize: CACHE });
    const large = createAuditProjector({ eventStore: store, cacheSize: 2 * SUBJECTS });
    await Promise.all([small.prepare!(earlier), large.prepare!(earlier)]);
    const sample = batch.filter((_, index) => index % 97 === 0);
    const [fromSmall, fromLarge] = await Promise.all([projectAll(small, sample), projectAll(large, sample)]);
    expect(fromSmall.size).toBe(sample.length);
    expect(JSON.stringify([...fromSmall])).toBe(JSON.stringify([...fromLarge]));
  }, 120_000);
});
