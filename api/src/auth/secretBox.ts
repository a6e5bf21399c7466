import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Encrypts small secrets before they are written anywhere permanent (events, read models):
 * AES-256-GCM under a key derived from DATA_KEY, with the purpose (for example `totp:<userId>`)
 * bound as associated data so a sealed value copied to another account or use does not open.
 * Sealed values look like `sb1.<iv>.<ciphertext+tag>` (base64url).
 */
export interface SecretBox {
  seal(plain: string, purpose: string): string;
  /** Throws when the value was not sealed by this key for this purpose. */
  open(sealed: string, purpose: string): string;
  isSealed(value: string): boolean;
}

const PREFIX = 'sb1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createSecretBox(dataKey: Uint8Array): SecretBox {
  const key = createHmac('sha256', dataKey).update('aangan secret box v1').digest();
  return {
    seal(plain, purpose) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(purpose, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${PREFIX}${iv.toString('base64url')}.${body.toString('base64url')}`;
    },
    open(sealed, purpose) {
      const [iv, body] = sealed.startsWith(PREFIX) ? sealed.slice(PREFIX.length).split('.') : [];
      if (!iv || !body) throw new Error('Not a sealed value');
      const bytes = Buffer.from(body, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(purpose, 'utf8'));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    },
    isSealed: (value) => value.startsWith(PREFIX),
  };
}
