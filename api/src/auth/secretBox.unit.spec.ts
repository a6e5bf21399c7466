import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secretBox.ts';

const key = new TextEncoder().encode('k'.repeat(32));

describe('secret box', () => {
  it('seals to an unreadable value that opens only with the same key and purpose', () => {
    const box = createSecretBox(key);
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:u1');
    expect(sealed).toMatch(/^sb1\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'totp:u1')).not.toBe(sealed);
    expect(box.open(sealed, 'totp:u1')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => box.open(sealed, 'totp:u2')).toThrow();
    expect(() => createSecretBox(new TextEncoder().encode('o'.repeat(32))).open(sealed, 'totp:u1')).toThrow();
    const [prefix, iv, body] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(() => box.open(`${prefix}.${iv}.${flipped.toString('base64url')}`, 'totp:u1')).toThrow();
    expect(box.isSealed(sealed)).toBe(true);
    expect(box.isSealed('JBSWY3DPEHPK3PXP')).toBe(false);
  });
});
