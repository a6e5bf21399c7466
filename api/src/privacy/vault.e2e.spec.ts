import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describe } from 'vitest';
import { ensureKeyStoreIndexes, mongoKeyStore } from './mongoKeyStore.ts';
import { describeVaultContract } from './vaultContract.ts';

const url = process.env.MONGODB_URL;
if (!url) console.warn('MongoDB personal-data key store suite skipped: MONGODB_URL is not set');

describe.skipIf(!url)('personal data vault on MongoDB (production)', () => {
  describeVaultContract(async () => {
    const dbName = `aangan_vault_${randomUUID().slice(0, 8)}`;
    const client = await new MongoClient(url!, { serverSelectionTimeoutMS: 5000 }).connect();
    await ensureKeyStoreIndexes(client.db(dbName));
    return {
      store: mongoKeyStore(client.db(dbName)),
      async cleanup() {
        try {
          await client.db(dbName).dropDatabase();
        } finally {
          await client.close();
        }
      },
    };
  });
});
