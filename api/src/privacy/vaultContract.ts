import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { createSecretBox } from '../auth/secretBox.ts';
import type { KeyStore } from './keyStore.ts';
import { createPersonalDataVault } from './personalDataVault.ts';

const dataKey = new TextEncoder().encode('d'.repeat(40));

/** What the vault must do on every key store (SQLite embedded, MongoDB in production). */
export function describeVaultContract(open: () => Promise<{ store: KeyStore; cleanup?: () => Promise<void> }>) {
  const withVault = async (body: (vault: ReturnType<typeof createPersonalDataVault>) => Promise<void>) => {
    const { store, cleanup } = await open();
    const vault = createPersonalDataVault(store, createSecretBox(dataKey), dataKey);
    try {
      await body(vault);
    } finally {
      await vault.close();
      await cleanup?.();
    }
  };

  it('finds a person again by phone or email, and seals data only they can open', () =>
    withVault(async (vault) => {
      const subject = await vault.subjectFor(['phone:+919876543210', 'email:asha@example.in'], randomUUID);
      expect(await vault.subjectFor(['email:asha@example.in'], randomUUID)).toBe(subject);
      expect(await vault.subjectFor(['phone:+919876543210', 'email:new@example.in'], randomUUID)).toBe(subject);
      expect(await vault.findSubjects('email:new@example.in')).toEqual([subject]);
      const other = await vault.subjectFor(['phone:+919999999999'], randomUUID);
      expect(other).not.toBe(subject);

      const sealed = await vault.seal(subject, { phone: '+919876543210', email: 'asha@example.in' });
      expect(sealed).toMatch(/^pd1\./);
      expect(sealed).not.toContain('9876543210');
      expect(await vault.open([{ subjectId: subject, sealed }])).toEqual([
        { phone: '+919876543210', email: 'asha@example.in' },
      ]);
      // Sealed for one person, it does not open as another's.
      expect(await vault.open([{ subjectId: other, sealed }])).toEqual([null]);
      const bytes = await vault.sealBytes(subject, new TextEncoder().encode('%PDF-1.7 résumé'));
      expect(new TextDecoder().decode((await vault.openBytes(subject, bytes)) ?? new Uint8Array())).toBe(
        '%PDF-1.7 résumé',
      );
    }));

  it('erasure destroys the key and the identifiers: sealed data stays unreadable forever', () =>
    withVault(async (vault) => {
      const subject = await vault.subjectFor(['phone:+919812345678', 'email:ravi@example.in'], randomUUID);
      const sealed = await vault.seal(subject, { firstName: 'Ravi' });
      const bytes = await vault.sealBytes(subject, new Uint8Array([1, 2, 3]));
      await vault.erase(subject);
      expect(await vault.open([{ subjectId: subject, sealed }])).toEqual([null]);
      expect(await vault.openBytes(subject, bytes)).toBeNull();
      expect(await vault.findSubjects('phone:+919812345678')).toEqual([]);
      await expect(vault.seal(subject, { firstName: 'Ravi' })).rejects.toThrow('erased');
      // The same phone later is a new person with a new key.
      expect(await vault.subjectFor(['phone:+919812345678'], randomUUID)).not.toBe(subject);
    }));
}
