import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describe } from 'vitest';
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
});
