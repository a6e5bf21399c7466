import { createCipheriv, createDecipheriv, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { open } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import { z } from 'zod';
import { BackupError, corrupted } from './backupErrors.ts';

/**
 * Passphrase encryption of a whole archive, streamed in chunks so a large upload never has to fit
 * in memory. Layout: MAGIC, a 4-byte header length, a JSON header (scrypt parameters, salt and a
 * passphrase check), then frames of [flags, 4-byte length, AES-256-GCM ciphertext + tag]. Each
 * frame's nonce is its number and its flags are authenticated, so frames cannot be reordered,
 * dropped or cut short without the restore noticing.
 */
export const ENCRYPTED_MAGIC = Buffer.from('AANGAN.BACKUP.E1', 'ascii');
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const FINAL = 1;
const FRAME_HEAD = 5;
const TAG = 16;
const CHUNK = 64 * 1024;
/** 64 MiB of memory and a fraction of a second per key: expensive to guess, cheap to restore. */
const SCRYPT = { N: 2 ** 16, r: 8, p: 1 } as const;
const MAX_HEADER = 4096;

const headerSchema = z.strictObject({
  kdf: z.literal('scrypt'),
  N: z
    .number()
    .int()
    .min(2 ** 10)
    .max(2 ** 20),
  r: z.number().int().min(1).max(16),
  p: z.number().int().min(1).max(4),
  salt: z.string().min(16).max(64),
  check: z.string().min(16).max(64),
  chunk: z
    .number()
    .int()
    .min(1024)
    .max(16 * 1024 * 1024),
});
type CipherHeader = z.infer<typeof headerSchema>;

interface Keys {
  encryption: Buffer;
  check: string;
}

function deriveKeys(passphrase: string, header: Pick<CipherHeader, 'N' | 'r' | 'p' | 'salt'>): Promise<Keys> {
  const { N, r, p } = header;
  return new Promise((resolve, reject) => {
    scrypt(
      passphrase.normalize('NFC'),
      Buffer.from(header.salt, 'base64'),
      64,
      { N, r, p, maxmem: 256 * N * r },
      (error, derived) => {
        if (error) return reject(error);
        const check = createHmac('sha256', derived.subarray(32))
          .update('aangan backup passphrase check')
          .digest()
          .subarray(0, 16)
          .toString('base64');
        resolve({ encryption: derived.subarray(0, 32), check });
      },
    );
  });
}

const nonceOf = (counter: bigint): Buffer => {
  const nonce = Buffer.alloc(12);
  nonce.writeBigUInt64BE(counter, 4);
  return nonce;
};

/** Whether a file starts like an encrypted archive, a plain (gzip) one, or neither. */
export async function archiveKind(file: string): Promise<'encrypted' | 'plain'> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(ENCRYPTED_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (bytesRead === head.length && head.equals(ENCRYPTED_MAGIC)) return 'encrypted';
    if (bytesRead >= 2 && head.subarray(0, 2).equals(GZIP_MAGIC)) return 'plain';
  } finally {
    await handle.close();
  }
  throw new BackupError(
    'NOT_A_BACKUP',
    `${file} is not an Aangan backup archive (it starts with neither the encrypted nor the gzip signature).`,
  );
}

/** A transform that encrypts everything written to it; the header goes out first. */
export async function encryptingStream(passphrase: string): Promise<Transform> {
  const salt = randomBytes(16).toString('base64');
  const keys = await deriveKeys(passphrase, { ...SCRYPT, salt });
  const header = Buffer.from(
    JSON.stringify({ kdf: 'scrypt', ...SCRYPT, salt, check: keys.check, chunk: CHUNK } satisfies CipherHeader),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length);
  let counter = 0n;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const frame = (plain: Buffer, flags: number): Buffer => {
    const cipher = createCipheriv('aes-256-gcm', keys.encryption, nonceOf(counter));
    counter += 1n;
    const head = Buffer.alloc(FRAME_HEAD);
    head.writeUInt8(flags, 0);
    head.writeUInt32BE(plain.length + TAG, 1);
    cipher.setAAD(head);
    return Buffer.concat([head, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes > CHUNK) {
        const all = Buffer.concat(pending);
        let offset = 0;
        // Keep the last part back: the final frame must carry data or be marked on its own.
        for (; all.length - offset > CHUNK; offset += CHUNK) this.push(frame(all.subarray(offset, offset + CHUNK), 0));
        pending = [all.subarray(offset)];
        pendingBytes = all.length - offset;
      }
      done();
    },
    flush(done: TransformCallback) {
      this.push(frame(Buffer.concat(pending), FINAL));
      done();
    },
  });
  stream.push(Buffer.concat([ENCRYPTED_MAGIC, length, header]));
  return stream;
}

/**
 * Reads and checks the header of an encrypted archive: answers the offset where the frames start
 * and a transform that decrypts them, or refuses a wrong passphrase before any data is read.
 */
export async function openEncryptedArchive(
  file: string,
  passphrase: string,
): Promise<{ framesStart: number; decrypting: () => Transform }> {
  const handle = await open(file, 'r');
  let header: CipherHeader;
  let framesStart: number;
  try {
    const head = Buffer.alloc(ENCRYPTED_MAGIC.length + 4 + MAX_HEADER);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const length = bytesRead >= ENCRYPTED_MAGIC.length + 4 ? head.readUInt32BE(ENCRYPTED_MAGIC.length) : -1;
    framesStart = ENCRYPTED_MAGIC.length + 4 + length;
    if (length <= 0 || length > MAX_HEADER || framesStart > bytesRead)
      throw corrupted('its encryption header is damaged');
    let parsed: unknown;
    try {
      parsed = JSON.parse(head.subarray(ENCRYPTED_MAGIC.length + 4, framesStart).toString('utf8'));
    } catch (error) {
      throw corrupted('its encryption header is damaged', error);
    }
    const result = headerSchema.safeParse(parsed);
    if (!result.success)
      throw new BackupError(
        'UNSUPPORTED',
        'This archive is encrypted in a way this version of Aangan does not know; restore it with the version that made it.',
      );
    header = result.data;
  } finally {
    await handle.close();
  }
  const keys = await deriveKeys(passphrase, header);
  const expected = Buffer.from(header.check, 'base64');
  const actual = Buffer.from(keys.check, 'base64');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw new BackupError(
      'WRONG_PASSPHRASE',
      'Wrong passphrase: this archive was encrypted with a different one. Nothing was restored.',
    );
  }
  return { framesStart, decrypting: () => frameDecryptor(keys.encryption, header.chunk) };
}

function frameDecryptor(key: Buffer, chunk: number): Transform {
  let counter = 0n;
  let buffered: Buffer = Buffer.alloc(0);
  let ended = false;
  return new Transform({
    transform(data: Buffer, _encoding, done: TransformCallback) {
      buffered = buffered.length ? Buffer.concat([buffered, data]) : data;
      try {
        while (buffered.length >= FRAME_HEAD) {
          if (ended) throw corrupted('there are bytes after its last encrypted chunk');
          const head = buffered.subarray(0, FRAME_HEAD);
          const flags = head.readUInt8(0);
          const length = head.readUInt32BE(1);
          if ((flags & ~FINAL) !== 0 || length < TAG || length > chunk + TAG)
            throw corrupted(`encrypted chunk ${counter} has a damaged header`);
          if (buffered.length < FRAME_HEAD + length) break;
          const body = buffered.subarray(FRAME_HEAD, FRAME_HEAD + length);
          const decipher = createDecipheriv('aes-256-gcm', key, nonceOf(counter));
          decipher.setAAD(head);
          decipher.setAuthTag(body.subarray(length - TAG));
          let plain: Buffer;
          try {
            plain = Buffer.concat([decipher.update(body.subarray(0, length - TAG)), decipher.final()]);
          } catch (error) {
            throw corrupted(`encrypted chunk ${counter} fails its authentication check`, error);
          }
          counter += 1n;
          ended = (flags & FINAL) !== 0;
          buffered = buffered.subarray(FRAME_HEAD + length);
          if (plain.length) this.push(plain);
        }
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      if (!ended) done(corrupted('it ends before its last encrypted chunk: the file was cut short'));
      else done(buffered.length ? corrupted('there are bytes after its last encrypted chunk') : null);
    },
  });
}
