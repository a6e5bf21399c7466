import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../auth/secretBox.ts';
import { sqliteKeyStore } from './keyStore.ts';
import { createPersonalDataVault } from './personalDataVault.ts';
import { describeVaultContract } from './vaultContract.ts';

describe('personal data vault on SQLite (embedded)', () => {
  describeVaultContract(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'aangan-vault-'));
    return { store: sqliteKeyStore(path.join(dir, 'keys.sqlite')), cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  });

  it('an erased key leaves no copy in the file', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'aangan-vault-'));
    const file = path.join(dir, 'keys.sqlite');
    const dataKey = new TextEncoder().encode('d'.repeat(40));
    const store = sqliteKeyStore(file);
    const vault = createPersonalDataVault(store, createSecretBox(dataKey), dataKey);
    const subject = await vault.subjectFor(['phone:+919876500000'], randomUUID);
    const [sealedKey] = (await store.keys([subject])).values();
    expect(readFileSync(file).includes(sealedKey!)).toBe(true);
    await vault.erase(subject);
    expect(readFileSync(file).includes(sealedKey!)).toBe(false);
    expect(readFileSync(file).includes(subject)).toBe(false);
    await vault.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
