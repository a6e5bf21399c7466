import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { PersonalDataReader } from '@aangan/projections';
import type { SecretBox } from '../auth/secretBox.ts';
import type { KeyStore } from './keyStore.ts';

/**
 * Crypto-shredding for leads and applicants (DPDP Act 2023). Each person (subject) gets a random
 * AES-256 key; their personal data goes into events only sealed with it. Phone and email are found
 * again through keyed hashes, never stored readable. Erasing a person deletes the key and the
 * hashes: every event about them stays in the history and can no longer be read by anyone.
 */
export interface PersonalDataVault extends PersonalDataReader {
  /** The subject known by any of these identifiers (`phone:+91…`, `email:…`), created when new; every identifier is linked to it. */
  subjectFor(identifiers: readonly string[], newId: () => string): Promise<string>;
  /** Subjects known by one identifier (usually one; two when the same person arrived twice at once). */
  findSubjects(identifier: string): Promise<string[]>;
  seal(subjectId: string, data: Record<string, unknown>): Promise<string>;
  sealBytes(subjectId: string, bytes: Uint8Array): Promise<Uint8Array>;
  openBytes(subjectId: string, sealed: Uint8Array): Promise<Uint8Array | null>;
  /** A keyed hash, for rate limits and idempotency without keeping the value. */
  blind(value: string): string;
  erase(subjectId: string): Promise<void>;
  /** Whether the subject's key is still stored (false once erased). */
  hasKey(subjectId: string): Promise<boolean>;
  close(): Promise<void>;
}

const PREFIX = 'pd1.';
const IV = 12;
const TAG = 16;

export function createPersonalDataVault(store: KeyStore, box: SecretBox, dataKey: Uint8Array): PersonalDataVault {
  const identifierKey = createHmac('sha256', dataKey).update('aangan personal identifiers v1').digest();
  const blind = (value: string) => createHmac('sha256', identifierKey).update(value).digest('base64url');
  const keyPurpose = (subjectId: string) => `person:${subjectId}`;

  async function keyOf(subjectId: string): Promise<Buffer | null> {
    const sealed = (await store.keys([subjectId])).get(subjectId);
    return sealed ? Buffer.from(box.open(sealed, keyPurpose(subjectId)), 'base64url') : null;
  }
  function encrypt(key: Buffer, subjectId: string, plain: Buffer): Buffer {
    const iv = randomBytes(IV);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(subjectId));
    return Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  }
  function decrypt(key: Buffer, subjectId: string, sealed: Buffer): Buffer {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV));
    decipher.setAAD(Buffer.from(subjectId));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG));
    return Buffer.concat([decipher.update(sealed.subarray(IV, sealed.length - TAG)), decipher.final()]);
  }
  async function requireKey(subjectId: string): Promise<Buffer> {
    const key = await keyOf(subjectId);
    if (!key) throw new Error('This person has been erased');
    return key;
  }

  return {
    blind,
    async subjectFor(identifiers, newId) {
      const hashes = identifiers.map(blind);
      let subjectId: string | undefined;
      for (const hash of hashes) {
        subjectId = (await store.subjects(hash))[0];
        if (subjectId) break;
      }
      if (!subjectId) {
        subjectId = newId();
        await store.addSubject(subjectId, box.seal(randomBytes(32).toString('base64url'), keyPurpose(subjectId)));
      }
      for (const hash of hashes) await store.link(hash, subjectId);
      return subjectId;
    },
    findSubjects: (identifier) => store.subjects(blind(identifier)),
    async seal(subjectId, data) {
      return (
        PREFIX +
        encrypt(await requireKey(subjectId), subjectId, Buffer.from(JSON.stringify(data))).toString('base64url')
      );
    },
    async sealBytes(subjectId, bytes) {
      return encrypt(await requireKey(subjectId), subjectId, Buffer.from(bytes));
    },
    async openBytes(subjectId, sealed) {
      const key = await keyOf(subjectId);
      return key ? decrypt(key, subjectId, Buffer.from(sealed)) : null;
    },
    async open(items) {
      const sealedKeys = await store.keys(items.map((i) => i.subjectId));
      const keys = new Map(
        [...sealedKeys].map(([id, sealed]) => [id, Buffer.from(box.open(sealed, keyPurpose(id)), 'base64url')]),
      );
      return items.map(({ subjectId, sealed }) => {
        const key = keys.get(subjectId);
        if (!key || !sealed.startsWith(PREFIX)) return null;
        try {
          return JSON.parse(
            decrypt(key, subjectId, Buffer.from(sealed.slice(PREFIX.length), 'base64url')).toString('utf8'),
          ) as Record<string, unknown>;
        } catch {
          return null; // not sealed for this person: as unreadable as an erased one
        }
      });
    },
    erase: (subjectId) => store.deleteSubject(subjectId),
    hasKey: async (subjectId) => (await store.keys([subjectId])).has(subjectId),
    close: () => store.close(),
  };
}
