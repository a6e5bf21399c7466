import { describe, expect, it } from 'vitest';
import { EventStoreUnavailableError } from './EventStore.ts';
import { KurrentDbEventStore } from './KurrentDbEventStore.ts';
import { describeEventStoreContract } from './eventStoreContract.ts';
import { newEvent, uniqueStream } from './eventStoreContractFixtures.ts';

/** e.g. `kurrentdb://admin:changeit@localhost:2113?tls=false`; the suite only reads and appends unique streams. */
const url = process.env.KURRENTDB_URL;

if (!url) console.warn('KurrentDB contract suite skipped: KURRENTDB_URL is not set');

describe.skipIf(!url)('KurrentDbEventStore on a KurrentDB server', () => {
  describeEventStoreContract('KurrentDbEventStore', async () => {
    const store = KurrentDbEventStore.connect({ connectionString: url ?? '' });
    return { store, cleanup: () => store.close() };
  });
});

describe('KurrentDbEventStore without a reachable server', () => {
  // Loopback port 1 refuses connections at once: no server is needed to check the translation.
  const unreachable = 'kurrentdb://127.0.0.1:1?tls=false';

  it('reports appends, reads and subscriptions as unavailable, never as success', async () => {
    const store = KurrentDbEventStore.connect({ connectionString: unreachable });
    try {
      const stream = uniqueStream();
      await expect(store.append(stream, [newEvent()], { expected: 'no_stream' })).rejects.toBeInstanceOf(
        EventStoreUnavailableError,
      );
      await expect(store.readStream(stream)).rejects.toBeInstanceOf(EventStoreUnavailableError);
      await expect(store.readAll()).rejects.toBeInstanceOf(EventStoreUnavailableError);
      await expect(store.headPosition()).rejects.toBeInstanceOf(EventStoreUnavailableError);
      const subscription = store.subscribe({ after: 0 }, () => undefined);
      await expect(subscription.done).rejects.toBeInstanceOf(EventStoreUnavailableError);
    } finally {
      await store.close();
    }
  });
});
