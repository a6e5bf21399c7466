import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describe } from 'vitest';
import { mongoKeyStore } from './keyStore.ts';
import { describeVaultContract } from './vaultContract.ts';

const url = process.env.MONGODB_URL;
if (!url) console.warn('MongoDB personal-data key store suite skipped: MONGODB_URL is not set');

describe.skipIf(!url)('personal data vault on MongoDB (production)', () => {
  describeVaultContract(async () => {
    const dbName = `aangan_vault_${randomUUID().slice(0, 8)}`;
    return {
      store: await mongoKeyStore({ url: url!, dbName, serverSelectionTimeoutMS: 5000 }),
      async cleanup() {
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
