import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { ReadStoreUnavailableError } from '@aangan/projections';
import { createSecretBox } from '../auth/secretBox.ts';
import { sqliteKeyStore } from './keyStore.ts';
import { mongoKeyStore } from './mongoKeyStore.ts';
import { createPersonalDataVault } from './personalDataVault.ts';
import { describeVaultContract } from './vaultContract.ts';

describe('personal data vault on SQLite (embedded)', () => {
  describeVaultContract(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'aangan-vault-'));
    return {
      store: sqliteKeyStore(path.join(dir, 'keys.sqlite')),
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  });

  it('an erased key leaves no copy in the file', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'aangan-vault-'));
    const file = path.join(dir, 'keys.sqlite');
    const dataKey = new TextEncoder().encode('d'.repeat(40));
    const store = sqliteKeyStore(file);
    const vault = createPersonalDataVault(store, createSecretBox(dataKey), dataKey);
    const subject = await vault.subjectFor(['phone:+919876500000'], randomUUID);
    const [sealedKey] = (await store.keys([subject])).values();
    expect(readFileSync(file).includes(sealedKey)).toBe(true);
    await vault.erase(subject);
    expect(readFileSync(file).includes(sealedKey)).toBe(false);
    expect(readFileSync(file).includes(subject)).toBe(false);
    await vault.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('personal data vault on MongoDB while MongoDB does not answer', () => {
  it('reports the store unavailable (503) after a short wait, never a crash (500)', async () => {
    // The client would look for a server for two minutes; the key store's own deadline is far shorter.
    const client = new MongoClient('mongodb://127.0.0.1:1/?directConnection=true', {
      serverSelectionTimeoutMS: 120_000,
    });
    const dataKey = new TextEncoder().encode('d'.repeat(40));
    const vault = createPersonalDataVault(mongoKeyStore(client.db('aangan'), 100), createSecretBox(dataKey), dataKey);
    try {
      await expect(vault.subjectFor(['phone:+919876500000'], randomUUID)).rejects.toBeInstanceOf(
        ReadStoreUnavailableError,
      );
      await expect(vault.findSubjects('phone:+919876500000')).rejects.toBeInstanceOf(ReadStoreUnavailableError);
      await expect(vault.erase('subject-1')).rejects.toBeInstanceOf(ReadStoreUnavailableError);
    } finally {
      await vault.close();
      await client.close();
    }
  }, 20_000);
});
