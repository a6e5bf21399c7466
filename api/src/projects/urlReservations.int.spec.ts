import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMA_VERSION, type EventMetadata } from '@aangan/contracts';
import { faultySqliteEventStores } from '../testing/faultySqlite.ts';
import { createUrlReservations } from './urlReservations.ts';

const metadata: EventMetadata = {
  actor: { id: 'u1', role: 'admin' },
  at: '2026-11-20T04:30:00.000Z',
  correlationId: 'r1',
  causationId: 'r1',
  schemaVersion: EVENT_SCHEMA_VERSION,
};

const faultyStore = faultySqliteEventStores();

describe('URL reservations when the store loses an answer', () => {
  it('the project keeps the URL it reserved (not "-2"), recorded once; releasing it is recorded once too', async () => {
    const faulty = faultyStore();
    const urls = createUrlReservations(faulty.store);
    faulty.loseNextAnswers(1);
    expect(await urls.reserveSlug('amber-heights-noida', 'p1', metadata)).toBe('amber-heights-noida');
    expect((await faulty.store.readStream('slug-amber-heights-noida')).map((e) => e.type)).toEqual(['UrlReserved']);
    expect(await urls.reserveSlug('amber-heights-noida', 'p2', metadata)).toBe('amber-heights-noida-2');

    faulty.loseNextAnswers(1);
    await urls.release('slug', 'amber-heights-noida', 'p1', metadata);
    expect((await faulty.store.readStream('slug-amber-heights-noida')).map((e) => e.type)).toEqual([
      'UrlReserved',
      'UrlReleased',
    ]);
    expect(await urls.holder('slug', 'amber-heights-noida')).toEqual({ projectId: null, revision: 1 });
  });
});
