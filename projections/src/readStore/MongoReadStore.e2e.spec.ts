import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { MongoReadStore } from './MongoReadStore.ts';
import { describeReadStoreContract } from './readStoreContract.ts';

const url = process.env.MONGODB_URL;

if (!url) console.warn('MongoDB contract suite skipped: MONGODB_URL is not set');

describe.skipIf(!url)('MongoReadStore', () => {
  describeReadStoreContract('MongoDB', async () => {
    // A database of its own per run, so a shared server is left as it was found.
    const dbName = `aangan_read_store_contract_${randomUUID().slice(0, 8)}`;
    const store = await MongoReadStore.connect({ url: url!, dbName, serverSelectionTimeoutMS: 5000 });
    return {
      store,
      async cleanup() {
        await store.close();
        const client = new MongoClient(url!, { serverSelectionTimeoutMS: 5000 });
        try {
          await client.db(dbName).dropDatabase();
        } finally {
          await client.close();
        }
      },
    };
  });

  it('builds an index that outlasts the socket’s limit, and asks for no build when it is there', async () => {
    const dbName = `aangan_index_builds_${randomUUID().slice(0, 8)}`;
    const loader = await MongoReadStore.connect({ url: url!, dbName });
    // A socket that gives up after 50 ms: the build over these documents takes longer.
    const hurried = await MongoReadStore.connect({ url: url!, dbName, operationTimeoutMS: 25 });
    const watcher = new MongoClient(url!, { monitorCommands: true, serverSelectionTimeoutMS: 5000 });
    try {
      const rows = loader.collection<{ _id: string; actor: string; type: string; at: string }>('audit_log');
      for (let chunk = 0; chunk < 20; chunk += 1)
        await rows.bulk(
          Array.from({ length: 5_000 }, (_, i) => {
            const n = chunk * 5_000 + i;
            const doc = {
              _id: `e${n}`,
              actor: `user-${n % 997}`,
              type: `Type${n % 31}`,
              at: new Date(n * 1000).toISOString(),
            };
            return { op: 'put' as const, doc };
          }),
        );
      const spec = { keys: { actor: 1, type: 1, at: -1, _id: -1 } } as const;
      await hurried.collection('audit_log').ensureIndex(spec);
      const asked: string[] = [];
      watcher.on('commandStarted', (event) => asked.push(event.commandName));
      await MongoReadStore.onClient(watcher, dbName).collection('audit_log').ensureIndex(spec);
      expect(asked).toContain('listIndexes');
      expect(asked).not.toContain('createIndexes');
      expect(await rows.count({ actor: 'user-5' })).toBeGreaterThan(0);
    } finally {
      await watcher.close();
      await hurried.close();
      await loader.close();
      const client = new MongoClient(url!, { serverSelectionTimeoutMS: 5000 });
      await client
        .db(dbName)
        .dropDatabase()
        .finally(() => client.close());
    }
  }, 120_000);
});
